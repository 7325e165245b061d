/**
 * The passkey endpoints (`consoleApis`): registration for the signed-in member, sign-in for
 * anyone. The console gate in front has already checked the origin, the session, the role
 * and, for a member's changes, the X-CSRF-Token header.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { type Request, type Response, Router } from "express";
import * as z from "zod/mini";
import { passkeyRegistrationBody, passkeySignInBody } from "#shared/console/passkey-schemas.ts";
import { PASSKEY_API, type PasskeyRegistered, type PasskeySignedIn } from "#shared/console/passkeys.ts";
import type { ConsoleSession } from "#shared/console/staff.ts";
import { jsonBody, sendError, sendProblem } from "../http/json-api.ts";
import { clientKey, type RateLimiter, tooManyRequestsMessage } from "../http/rate-limit.ts";
import type { CeremonyResult, PasskeyCeremonies } from "./passkey-ceremonies.ts";
import type { SessionClient } from "./sessions.ts";

export interface PasskeyApiOptions {
  ceremonies: PasskeyCeremonies;
  /** The sign-in limiter (shared with e-mail links), counted per client address. */
  limiter: RateLimiter;
}

/** The member's session; without one (the gate was bypassed somehow) a 401, never a 500. */
function sessionOf(res: Response): ConsoleSession | undefined {
  const session = res.locals.consoleSession as ConsoleSession | null | undefined;
  if (!session) sendError(res, 401, { error: "Sign in to the console first.", code: "unauthenticated" });
  return session ?? undefined;
}

function clientOf(req: Request): SessionClient {
  return { ip: clientKey(req), userAgent: req.get("user-agent") ?? "" };
}

/** The body, or undefined after answering 400 with the first problem. */
function parsed<T>(schema: z.ZodMiniType<T>, req: Request, res: Response): T | undefined {
  const result = z.safeParse(schema, req.body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0] === "name" ? "name" : "response";
  const error = field === "name" ? (issue?.message ?? "Check the name.") : "The browser's passkey answer is malformed.";
  sendError(res, 400, { error, code: "invalid_input", field });
  return undefined;
}

function sendFailure(res: Response, result: Extract<CeremonyResult<unknown>, { ok: false }>): void {
  sendProblem(res, result);
}

export function createPasskeyApi({ ceremonies, limiter }: PasskeyApiOptions): Router {
  // Only the endpoints' exact spelling reaches them; the gate in front has checked every spelling.
  const router = Router({ caseSensitive: true, strict: true });

  /** Each sign-in ceremony starts here, so counting this limits attempts (a challenge works once). */
  async function allowedToTry(req: Request, res: Response): Promise<boolean> {
    const decision = await limiter.hit(`ip:${clientKey(req)}`);
    if (decision.allowed) return true;
    sendError(res, 429, {
      error: tooManyRequestsMessage(decision.retryAfterSeconds),
      code: "rate_limited",
      retryAfterSeconds: decision.retryAfterSeconds,
    });
    return false;
  }

  router.post(PASSKEY_API.registerOptions, async (_req, res) => {
    const session = sessionOf(res);
    if (session) res.json(await ceremonies.registrationOptions(session.staff));
  });

  router.post(PASSKEY_API.register, jsonBody(), async (req, res) => {
    const session = sessionOf(res);
    const body = session && parsed(passkeyRegistrationBody, req, res);
    if (!session || !body) return;
    const result = await ceremonies.register(
      session.staff,
      body.name,
      body.response as unknown as RegistrationResponseJSON,
      clientKey(req),
    );
    if (!result.ok) return sendFailure(res, result);
    res.status(201).json({ passkey: result.value } satisfies PasskeyRegistered);
  });

  router.post(PASSKEY_API.signInOptions, async (req, res) => {
    if (!(await allowedToTry(req, res))) return;
    res.json(await ceremonies.signInOptions());
  });

  router.post(PASSKEY_API.signIn, jsonBody(), async (req, res) => {
    const body = parsed(passkeySignInBody, req, res);
    if (!body) return;
    const result = await ceremonies.signIn(body.response as unknown as AuthenticationResponseJSON, clientOf(req));
    if (!result.ok) return sendFailure(res, result);
    res.setHeader("Set-Cookie", result.value.setCookie);
    res.json({ ok: true } satisfies PasskeySignedIn);
  });

  return router;
}
