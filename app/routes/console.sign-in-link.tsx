import { data, redirect } from "react-router";
import { consoleMeta } from "~/console/meta";
import { SignInLinkPage } from "~/console/pages/SignInLinkPage";
import { clientOf, consoleServices, nextAfterSignIn } from "~/console/session.server";
import type { Route } from "./+types/console.sign-in-link";

export const meta = () => consoleMeta("Sign in");

/** Opening the link only shows a button: mail scanners that follow links must not use it up. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const check = await consoleServices(context).auth.checkSignInLink(params.token);
  return data(check, { status: check.ok ? 200 : check.problem === "invalid" ? 404 : 410 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const result = await consoleServices(context).auth.redeemSignInLink(params.token, clientOf(request, context));
  if (!result.ok) return data(result, { status: result.problem === "invalid" ? 404 : 410 });
  const next = nextAfterSignIn(new URL(request.url).searchParams.get("next"), result.session.staff.role);
  throw redirect(next, { headers: { "Set-Cookie": result.setCookie } });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInLinkPage check={actionData ?? loaderData} />;
}
