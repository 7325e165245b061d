/**
 * The lead-capture JSON API (mounted at the site root, before the page handler):
 *
 *   POST /local/getPdf           {id, name, email, companyName, phone?, marketingConsent?, …}
 *        200 {responseCode: 1, file: <base64 PDF>, fileName, title}
 *   POST /api/meeting-requests   {name, email, company?, message?, …}
 *        201 {ok: true, id}
 *   GET  /api/altcha/challenge   a signed proof-of-work challenge for the forms (ALTCHA)
 *
 * Submissions carry the solved challenge as `altcha`; without a valid one they are
 * stored flagged as suspected bots, never refused for it.
 *
 * Errors answer `{error, code, field?, fields?, retryAfterSeconds?}` (getPdf adds
 * `responseCode: 0`): 400 bad input (naming the field) · 403 cross-site · 405 wrong
 * method · 413 over 16 KB · 415 not JSON · 429 rate limited · 503 database unavailable;
 * 403 for a cross-site post (the guard `sameOriginWrites`, mounted in server/app.ts).
 */
import { type ErrorRequestHandler, Router } from "express";
import { apiSubmission, jsonBody, methodNotAllowed, sendError, sendProblem } from "../http/json-api.ts";
import { createRateLimiter, rateLimit } from "../http/rate-limit.ts";
import type { Services } from "../services.ts";

/** Challenges a client may fetch per minute: plenty for a person opening forms, little for a flood. */
const CHALLENGE_LIMIT = { limit: 30, windowMs: 60_000 };

export function createApiRouter(services: Services): Router {
  const router = Router();
  const { leads, proofOfWork, logger } = services;

  const challengeLimiter = createRateLimiter({
    db: services.database.db,
    name: "challenge",
    logger,
    ...CHALLENGE_LIMIT,
  });
  router.get("/api/altcha/challenge", rateLimit(challengeLimiter), async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      res.json(await proofOfWork.challenge());
    } catch (error) {
      logger.error({ err: error }, "proof of work: no challenge, database unavailable");
      sendError(res, 503, {
        error: "Please try again in a minute.",
        code: "storage_unavailable",
        retryAfterSeconds: 30,
      });
    }
  });
  router.all("/api/altcha/challenge", methodNotAllowed(["GET"]));

  const pdfExtra = { responseCode: 0 };
  router.post("/local/getPdf", jsonBody(pdfExtra), async (req, res) => {
    const outcome = await leads.requestWhitepaper(req.body, apiSubmission(req));
    if (!outcome.ok) {
      sendProblem(res, outcome, pdfExtra);
      return;
    }
    res.json({
      responseCode: 1,
      file: outcome.whitepaper.base64,
      fileName: outcome.whitepaper.fileName,
      title: outcome.whitepaper.title,
    });
  });
  router.all("/local/getPdf", methodNotAllowed(["POST"], pdfExtra));

  router.post("/api/meeting-requests", jsonBody({}), async (req, res) => {
    const outcome = await leads.requestMeeting(req.body, apiSubmission(req));
    if (!outcome.ok) {
      sendProblem(res, outcome);
      return;
    }
    res.status(201).json({ ok: true, id: outcome.id });
  });
  router.all("/api/meeting-requests", methodNotAllowed(["POST"]));

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
