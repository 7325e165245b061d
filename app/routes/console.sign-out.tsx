import { data, redirect } from "react-router";
import { signOutForm } from "#shared/console/admin-forms.ts";
import { readForm } from "#shared/console/form-result.ts";
import { SIGN_IN_PATH } from "#shared/console/routes.ts";
import { actorOf, consoleServices, readConsoleForm, requireSession } from "~/console/session.server";
import type { Route } from "./+types/console.sign-out";

/** POST only: sign out of this browser, or (`scope=everywhere`) of every browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = readForm(signOutForm, await readConsoleForm(request, context));
  const session = requireSession(context);
  if (!read.ok) throw data(read.result.message, { status: 400 });
  const auth = consoleServices(context).auth;
  const actor = actorOf(context);
  const { setCookie } =
    read.value.scope === "everywhere"
      ? await auth.signOutEverywhere(session, actor)
      : await auth.signOut(session, actor);
  throw redirect(`${SIGN_IN_PATH}?signed-out`, { headers: { "Set-Cookie": setCookie } });
}
