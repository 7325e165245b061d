import http, { type RequestListener } from "node:http";

/**
 * Limits against slow clients: headers must arrive within `headersMs`, the whole request within `requestMs`.
 * An idle kept-alive connection stays open `keepAliveMs`: longer than the idle timeout of the load balancers
 * and CDNs in front (60 s is common), so the server never closes a connection at the moment one of them
 * sends the next request on it (which that client sees as a reset, and a visitor as a 502). Node's 5 s
 * default made exactly that race in the end-to-end tests' polling.
 */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 65_000 };

/** The HTTP server for the app, closing connections of clients that send too slowly (408). */
export function createHttpServer(
  app: RequestListener,
  { headersMs, requestMs, keepAliveMs }: ServerTimeouts = SERVER_TIMEOUTS,
) {
  return http.createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      keepAliveTimeout: keepAliveMs,
      // How often Node checks the two timeouts above (30 s by default, longer than either).
      connectionsCheckingInterval: Math.min(1000, headersMs),
    },
    app,
  );
}
