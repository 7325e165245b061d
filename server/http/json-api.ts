/**
 * The JSON API's answers, one way for every endpoint: error bodies ({@link ApiError}),
 * JSON body parsing that answers bad bodies itself with a 4xx, and 405s.
 */
import express, { type Request, type RequestHandler, type Response } from "express";
import { submittedAttribution } from "#shared/analytics/attribution.ts";
import { type ApiError, PROBLEM_STATUS, type Problem, REQUEST_BODY_LIMIT_BYTES } from "#shared/api.ts";
import type { SubmissionContext } from "#shared/leads/intake.ts";
import { clientKey } from "./rate-limit.ts";

/** Extra fields some endpoints add to every answer (the legacy PDF endpoint's `responseCode`). */
export type ExtraFields = Record<string, unknown>;

export function sendError(res: Response, status: number, body: ApiError, extra: ExtraFields = {}): void {
  if (body.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(body.retryAfterSeconds));
  res.status(status).json({ ...extra, ...body });
}

/** A service's problem as HTTP: its status from the one table (`PROBLEM_STATUS`), its body an {@link ApiError}. */
export function sendProblem(res: Response, problem: Problem, extra: ExtraFields = {}): void {
  sendError(
    res,
    PROBLEM_STATUS[problem.code],
    {
      error: problem.message,
      code: problem.code,
      ...(problem.field ? { field: problem.field } : {}),
      ...(problem.fields ? { fields: problem.fields } : {}),
      ...(problem.retryAfterSeconds !== undefined ? { retryAfterSeconds: problem.retryAfterSeconds } : {}),
    },
    extra,
  );
}

/** A JSON submission: the client's address and the attribution the site's script sent with it. */
export function apiSubmission(req: Request): SubmissionContext {
  const sent = (req.body as { attribution?: unknown } | undefined)?.attribution;
  return {
    channel: "api",
    clientKey: clientKey(req),
    attribution: submittedAttribution(sent, (name) => req.get(name)),
  };
}

/** Parses a JSON body of at most `limitBytes` (16 KB), answering anything else itself with a 4xx. */
export function jsonBody(extra: ExtraFields = {}, limitBytes = REQUEST_BODY_LIMIT_BYTES): RequestHandler {
  const parseJson = express.json({ limit: limitBytes, strict: true, type: () => true });
  return (req, res, next) => {
    if (!req.is("application/json")) {
      const error = "Send the request as JSON (Content-Type: application/json).";
      sendError(res, 415, { error, code: "unsupported_media_type", field: "body" }, extra);
      return;
    }
    parseJson(req, res, (failure?: unknown) => {
      if (!failure) return next();
      sendError(res, ...bodyProblem((failure as { type?: string }).type, limitBytes), extra);
    });
  };
}

/** The 4xx for a body body-parser refused (its error `type`). */
export function bodyProblem(type: string | undefined, limitBytes: number): [number, ApiError] {
  if (type === "entity.too.large") {
    const limit = limitBytes >= 1024 ? `${Math.round(limitBytes / 1024)} KB` : `${limitBytes} bytes`;
    return [413, { error: `The request is too large (${limit} at most).`, code: "too_large", field: "body" }];
  }
  if (type === "charset.unsupported" || type === "encoding.unsupported") {
    return [415, { error: "Send the request as UTF-8 JSON.", code: "unsupported_media_type", field: "body" }];
  }
  return [400, { error: "The request body is not valid JSON.", code: "malformed_json", field: "body" }];
}

/** Answers 405 with the methods the address supports. */
export function methodNotAllowed(allowed: readonly string[], extra: ExtraFields = {}): RequestHandler {
  return (_req, res) => {
    res.setHeader("Allow", allowed.join(", "));
    sendError(res, 405, { error: `Use ${allowed.join(" or ")} for this address.`, code: "method_not_allowed" }, extra);
  };
}
