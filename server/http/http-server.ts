import http, { type RequestListener } from "node:http";

/** Limits against slow clients: headers must arrive within `headersMs`, the whole request within `requestMs`. */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000 };

/** The HTTP server for the app, closing connections of clients that send too slowly (408). */
export function createHttpServer(app: RequestListener, { headersMs, requestMs }: ServerTimeouts = SERVER_TIMEOUTS) {
  return http.createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      // How often Node checks the two timeouts above (30 s by default, longer than either).
      connectionsCheckingInterval: Math.min(1000, headersMs),
    },
    app,
  );
}
