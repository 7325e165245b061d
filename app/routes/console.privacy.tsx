import { data } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import { ADMIN } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { type PrivacyActionData, PrivacyPage } from "~/console/pages/PrivacyPage";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.privacy";

export const meta = () => consoleMeta("Data protection");

export function loader({ context }: Route.LoaderArgs) {
  requireRole(context, ADMIN);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, ADMIN);
  const form = await readConsoleForm(request, context);
  const privacy = consoleServices(context).privacy;
  const email = String(form.get("email") ?? "");
  const intent = form.get("intent") === "erase" ? "erase" : "find";
  const result =
    intent === "erase"
      ? await privacy.erase(email, String(form.get("confirmation") ?? ""), actorOf(context))
      : await privacy.find(email, actorOf(context));
  if (!result.ok) {
    const refused: PrivacyActionData = { intent, ok: false, field: result.field, message: result.message, email };
    return data(refused, { status: PROBLEM_STATUS[result.code] });
  }
  const answer: PrivacyActionData =
    "summary" in result
      ? { intent: "find", ok: true, summary: result.summary, now: Date.now() }
      : { intent: "erase", ok: true, email: email.trim().toLowerCase(), erased: result.erased };
  return answer;
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <PrivacyPage result={actionData} />;
}
