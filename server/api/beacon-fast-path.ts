/**
 * The beacon's fast path, on the HTTP server's request event before Express: an ordinary
 * beacon (one valid Host, no forwarded host, a declared body of at most 2 KB, plain JSON,
 * same-origin) first waits for its turn in the instance's pace (or is refused with 429 after
 * the longest wait, decision 027), then, within the client's rate limit, is read, judged and
 * answered here by the same rules as the Express route (server/api/analytics.ts); every other
 * request, including a beacon over its client's rate limit, goes to Express, which answers it
 * as ever (taking no second turn). Express's
 * middleware stack, guards and body parser were most of what a beacon cost the event loop
 * (decision 023).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Express } from "express";
import type { Logger } from "pino";
import proxyAddr from "proxy-addr";
import { BEACON_MAX_BYTES, BEACON_PATH } from "#shared/analytics/beacon.ts";
import type { ApiError } from "#shared/api.ts";
import { bodyProblem } from "../http/json-api.ts";
import { isValidHost } from "../http/request-guards.ts";
import { setBaseSecurityHeaders } from "../http/security-headers.ts";
import { type BeaconEndpoint, COUNT_BEHIND, judgeBeacon, OVER_PACE, paceBeacon, recordBeacon } from "./analytics.ts";

type Trust = (address: string, hop: number) => boolean;

/** The types body-parser reads as UTF-8 JSON without question; any other goes to Express. */
const PLAIN_JSON = new Set(["application/json", "application/json;charset=utf-8"]);

/** Every answer's headers, built once from the one list (security-headers.ts). */
const BASE_HEADERS: Record<string, string> = { "Cache-Control": "no-store" };
setBaseSecurityHeaders({
  setHeader(name: string, value: string) {
    BASE_HEADERS[name] = value;
  },
});

function hostLines(req: IncomingMessage): number {
  let lines = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    if (req.rawHeaders[index]?.toLowerCase() === "host") lines++;
  }
  return lines;
}

/** The origin check of request-guards.ts (`sameOriginWrites`), for a request without a forwarded host. */
function sameSite(req: IncomingMessage, host: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return req.headers["sec-fetch-site"] !== "cross-site";
  if (origin === "null") return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** True for a beacon whose checks before the body all pass here exactly as they would in Express. */
function ordinary(req: IncomingMessage): boolean {
  const { headers } = req;
  const host = headers.host;
  const length = headers["content-length"];
  return (
    req.method === "POST" &&
    req.url === BEACON_PATH &&
    host !== undefined &&
    headers["x-forwarded-host"] === undefined &&
    isValidHost(host) &&
    hostLines(req) === 1 &&
    length !== undefined &&
    /^\d{1,5}$/.test(length) &&
    Number(length) <= BEACON_MAX_BYTES &&
    headers["transfer-encoding"] === undefined &&
    headers["content-encoding"] === undefined &&
    PLAIN_JSON.has((headers["content-type"] ?? "").toLowerCase().replaceAll(" ", "")) &&
    sameSite(req, host)
  );
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.on("error", () => resolve(undefined));
  });
}

/** JSON's white space (space, tab, line feed, carriage return), then the first other character. */
const JSON_WHITESPACE_THEN_FIRST = /^[ \t\n\r]*([^ \t\n\r])/;

/** body-parser's strict JSON: empty is `{}`, anything but an object or array is malformed; undefined when malformed. */
function parseJson(body: Buffer): { value: unknown } | undefined {
  const text = body.toString("utf8").replace(/^\uFEFF/, "");
  if (text.length === 0) return { value: {} };
  const first = JSON_WHITESPACE_THEN_FIRST.exec(text)?.[1];
  if (first !== "{" && first !== "[") return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function answer(res: ServerResponse, status: number, error?: ApiError): void {
  if (!error) {
    res.writeHead(status, BASE_HEADERS).end();
    return;
  }
  const json = JSON.stringify(error);
  res
    .writeHead(status, {
      ...BASE_HEADERS,
      ...(error.retryAfterSeconds !== undefined ? { "Retry-After": String(error.retryAfterSeconds) } : {}),
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(json),
    })
    .end(json);
}

/** The app's request listener with beacons answered first. */
export function withBeaconFastPath(app: Express, endpoint: BeaconEndpoint, logger: Logger): RequestListener {
  const trust = app.get("trust proxy fn") as Trust;
  const header = (req: IncomingMessage) => (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const logWhenAnswered = () =>
      res.on("finish", () => {
        // The request log's line (request-log.ts), without the client address: it is never logged for a beacon.
        logger.info({
          msg: "request",
          method: "POST",
          path: BEACON_PATH,
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          bytes: Number(res.getHeader("content-length") ?? 0),
        });
      });
    // Before any other work: a flood waits here, so it cannot keep this thread busy (decision 027).
    if (!(await paceBeacon(endpoint, req))) {
      logWhenAnswered();
      answer(res, OVER_PACE.status, OVER_PACE.error);
      return;
    }
    // A client that went away while its beacon waited.
    if (req.destroyed) return;
    const address = proxyAddr(req, trust);
    if (!(await endpoint.limiter.hit(address)).allowed) {
      // Express counts it once more (it is over the limit either way) and answers its 429.
      app(req, res);
      return;
    }
    logWhenAnswered();
    const body = await readBody(req);
    if (!body) return;
    const json = parseJson(body);
    if (!json) {
      answer(res, ...bodyProblem("entity.parse.failed", BEACON_MAX_BYTES));
      return;
    }
    const verdict = judgeBeacon(json.value, header(req));
    if ("refuse" in verdict) answer(res, 400, verdict.refuse);
    else if ("ignore" in verdict) answer(res, 204);
    else {
      // The address only enters the day's keyed hash; it is neither stored nor logged.
      const visit = { address, userAgent: req.headers["user-agent"] ?? "", site: req.headers.host ?? "" };
      if (await recordBeacon(endpoint.recorder, verdict.count, visit)) answer(res, 204);
      else answer(res, COUNT_BEHIND.status, COUNT_BEHIND.error);
    }
  }

  return (req, res) => {
    if (ordinary(req)) void handle(req, res);
    else app(req, res);
  };
}
