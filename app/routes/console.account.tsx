import { readForm } from "#shared/console/form-result.ts";
import { removePasskeyForm } from "#shared/console/passkey-schemas.ts";
import { answer } from "~/console/action-answer.server";
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
  const read = readForm(removePasskeyForm, await readConsoleForm(request, context));
  if (!read.ok) return answer(read.result);
  const session = requireSession(context);
  const removed = await consoleServices(context).auth.removePasskey(session, read.value.passkey, actorOf(context));
  return answer(
    removed
      ? { ok: true as const, message: "The passkey was removed. It can no longer sign in." }
      : { ok: false as const, code: "not_found" as const, message: "That passkey was already removed." },
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} result={actionData} />;
}
