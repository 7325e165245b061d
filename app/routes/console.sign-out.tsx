import { redirect } from "react-router";
import { SIGN_IN_PATH } from "#shared/console/routes.ts";
import { actorOf, consoleServices, readConsoleForm, requireSession } from "~/console/session.server";
import type { Route } from "./+types/console.sign-out";

/** POST only: sign out of this browser, or (`scope=everywhere`) of every browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readConsoleForm(request, context);
  const session = requireSession(context);
  const auth = consoleServices(context).auth;
  const actor = actorOf(context);
  const { setCookie } =
    form.get("scope") === "everywhere"
      ? await auth.signOutEverywhere(session, actor)
      : await auth.signOut(session, actor);
  throw redirect(`${SIGN_IN_PATH}?signed-out`, { headers: { "Set-Cookie": setCookie } });
}
