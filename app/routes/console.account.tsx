import { data } from "react-router";
import { consoleMeta } from "~/console/meta";
import { AccountPage } from "~/console/pages/AccountPage";
import { actorOf, consoleServices, readConsoleForm, requireSession } from "~/console/session.server";
import type { Route } from "./+types/console.account";

export const meta = () => consoleMeta("Account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession(context);
  const auth = consoleServices(context).auth;
  const [sessions, passkeys] = await Promise.all([auth.sessions(session), auth.passkeys(session)]);
  // The browser asking is the current session's: its own header names it, even if the stored one does not.
  return { member: session.staff, sessions, passkeys, currentUserAgent: request.headers.get("user-agent") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readConsoleForm(request, context);
  const passkeyId = String(form.get("passkey") ?? "");
  if (form.get("intent") !== "remove-passkey" || !passkeyId) {
    return data({ ok: false as const, message: "Choose a passkey to remove." }, { status: 400 });
  }
  const removed = await consoleServices(context).auth.removePasskey(
    requireSession(context),
    passkeyId,
    actorOf(context),
  );
  if (!removed) return data({ ok: false as const, message: "That passkey was already removed." }, { status: 404 });
  return { ok: true as const, message: "The passkey was removed. It can no longer sign in." };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} result={actionData} />;
}
