import { data, redirect } from "react-router";
import { consoleMeta } from "~/console/meta";
import { SignInPage } from "~/console/pages/SignInPage";
import {
  clientOf,
  consoleActionHeaders,
  consoleServices,
  currentSession,
  nextAfterSignIn,
  safeNext,
} from "~/console/session.server";
import { readFormBody } from "~/forms/lead-request.server";
import type { Route } from "./+types/console.sign-in";

export const meta = () => consoleMeta("Sign in");

export const headers = consoleActionHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  const session = currentSession(context);
  if (session) throw redirect(nextAfterSignIn(next, session.staff.role));
  return { next, signedOut: url.searchParams.has("signed-out") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return data({ ok: false as const, message: body.message, email: "" }, { status: body.status });
  const email = String(body.data.get("email") ?? "");
  const result = await consoleServices(context).auth.requestSignInLink(email, clientOf(request, context));
  if (result.ok) return { ok: true as const, email: email.trim() };
  const headers = result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
  return data({ ok: false as const, message: result.message, email }, { status: result.status, headers });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage next={loaderData.next} signedOut={loaderData.signedOut} result={actionData} />;
}
