/**
 * The lead-capture JSON API (mounted at the site root, before the page handler):
 *
 *   POST /local/getPdf           {id, name, email, companyName, phone?, marketingConsent?, …}
 *        200 {responseCode: 1, file: <base64 PDF>, fileName, title}
 *   POST /api/meeting-requests   {name, email, company?, message?, …}
 *        201 {ok: true, id}
 *
 * Errors answer `{error, code, field?, fields?, retryAfterSeconds?}` (getPdf adds
 * `responseCode: 0`): 400 bad input (naming the field) · 403 cross-site · 405 wrong
 * method · 413 over 16 KB · 415 not JSON · 429 rate limited · 503 database unavailable.
 *
 * It also stamps every request with the client's address (CLIENT_ADDRESS_HEADER)
 * so the route actions that take plain HTML form posts can apply the same rate limit,
 * and refuses cross-site writes to any address (403), page form posts included.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from "express";
import { clientKey } from "../http/rate-limit.ts";
import { CLIENT_ADDRESS_HEADER } from "../leads/client-address.ts";
import type { Rejection } from "../leads/lead-service.ts";
import type { Services } from "../services.ts";

export const BODY_LIMIT_BYTES = 16 * 1024;

interface ErrorBody {
  error: string;
  code: string;
  field?: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

function sendError(res: Response, status: number, body: ErrorBody, extra: Record<string, unknown> = {}): void {
  if (body.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(body.retryAfterSeconds));
  res.status(status).json({ ...extra, ...body });
}

function sendRejection(res: Response, rejection: Rejection, extra: Record<string, unknown> = {}): void {
  sendError(
    res,
    rejection.status,
    {
      error: rejection.message,
      code: rejection.code,
      ...(rejection.field ? { field: rejection.field } : {}),
      ...(rejection.fields ? { fields: rejection.fields } : {}),
      ...(rejection.retryAfterSeconds !== undefined ? { retryAfterSeconds: rejection.retryAfterSeconds } : {}),
    },
    extra,
  );
}

const stampClientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = clientKey(req);
  next();
};

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * True for a request a browser sent from another site. Browsers send Origin on
 * every POST (and Sec-Fetch-Site); clients that send neither are not browsers.
 */
function isCrossSite(req: Request): boolean {
  const origin = req.get("origin");
  if (origin === undefined) return req.get("sec-fetch-site") === "cross-site";
  try {
    return origin === "null" || new URL(origin).host !== req.host;
  } catch {
    return true;
  }
}

const CROSS_SITE_MESSAGE = "Requests from other websites are not accepted.";

/** Refuses cross-site writes to any address: the JSON API and the pages' form posts alike. */
const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (!UNSAFE_METHODS.has(req.method) || !isCrossSite(req)) return next();
  if (req.path.startsWith("/api/") || req.path.startsWith("/local/")) {
    const extra = req.path === "/local/getPdf" ? { responseCode: 0 } : {};
    sendError(res, 403, { error: CROSS_SITE_MESSAGE, code: "cross_origin" }, extra);
  } else {
    res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
  }
};

const parseJson = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: () => true });

/** Parses a JSON body of at most 16 KB, answering anything else itself with a 4xx. */
function jsonBody(extra: Record<string, unknown>): RequestHandler {
  return (req, res, next) => {
    if (!req.is("application/json")) {
      sendError(
        res,
        415,
        {
          error: "Send the request as JSON (Content-Type: application/json).",
          code: "unsupported_media_type",
          field: "body",
        },
        extra,
      );
      return;
    }
    parseJson(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: string }).type;
      if (type === "entity.too.large") {
        sendError(
          res,
          413,
          { error: "The request is too large (16 KB at most).", code: "too_large", field: "body" },
          extra,
        );
      } else if (type === "charset.unsupported" || type === "encoding.unsupported") {
        sendError(
          res,
          415,
          { error: "Send the request as UTF-8 JSON.", code: "unsupported_media_type", field: "body" },
          extra,
        );
      } else {
        sendError(
          res,
          400,
          { error: "The request body is not valid JSON.", code: "malformed_json", field: "body" },
          extra,
        );
      }
    });
  };
}

function methodNotAllowed(extra: Record<string, unknown>): RequestHandler {
  return (_req, res) => {
    res.setHeader("Allow", "POST");
    sendError(res, 405, { error: "Use POST for this address.", code: "method_not_allowed" }, extra);
  };
}

export function createApiRouter(services: Services): Router {
  const router = Router();
  const { leads } = services;
  router.use(stampClientAddress, sameOriginWrites);

  const pdfExtra = { responseCode: 0 };
  router.post("/local/getPdf", jsonBody(pdfExtra), async (req, res) => {
    const outcome = await leads.requestWhitepaper(req.body, { channel: "api", clientKey: clientKey(req) });
    if (!outcome.ok) {
      sendRejection(res, outcome, pdfExtra);
      return;
    }
    res.json({
      responseCode: 1,
      file: outcome.whitepaper.base64,
      fileName: outcome.whitepaper.fileName,
      title: outcome.whitepaper.title,
    });
  });
  router.all("/local/getPdf", methodNotAllowed(pdfExtra));

  router.post("/api/meeting-requests", jsonBody({}), async (req, res) => {
    const outcome = await leads.requestMeeting(req.body, { channel: "api", clientKey: clientKey(req) });
    if (!outcome.ok) {
      sendRejection(res, outcome);
      return;
    }
    res.status(201).json({ ok: true, id: outcome.id });
  });
  router.all("/api/meeting-requests", methodNotAllowed({}));

  // Anything unexpected in the handlers above: a plain message, never a stack trace.
  const onError: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    services.logger.error({ err: error, path: req.path }, "lead API request failed");
    const extra = req.path === "/local/getPdf" ? pdfExtra : {};
    sendError(
      res,
      500,
      { error: "Something went wrong on our side. Please try again later.", code: "internal" },
      extra,
    );
  };
  router.use(onError);
  return router;
}
