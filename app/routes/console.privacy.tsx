import { data } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import { privacyForms } from "#shared/console/admin-forms.ts";
import { readForm } from "#shared/console/form-result.ts";
import { ADMIN } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { PRIVACY_ACTIONS, type PrivacyActionData, PrivacyPage } from "~/console/pages/PrivacyPage";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.privacy";

export const meta = () => consoleMeta("Data protection");

/** How many of the latest look-ups, downloads and erasures the page lists. */
const RECENT_REQUESTS = 5;

/** The page lists the latest requests handled here, from the audit log (addresses masked as it keeps them). */
export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, ADMIN);
  const { audit } = consoleServices(context);
  const { entries } = await audit.list({ page: 1, action: PRIVACY_ACTIONS });
  return { recent: entries.slice(0, RECENT_REQUESTS) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, ADMIN);
  const read = readForm(privacyForms, await readConsoleForm(request, context));
  if (!read.ok) {
    const refused: PrivacyActionData = { intent: "find", ok: false, message: read.result.message, email: "" };
    return data(refused, { status: 400 });
  }
  const form = read.value;
  const privacy = consoleServices(context).privacy;
  const result =
    form.intent === "erase"
      ? await privacy.erase(form.email, form.confirmation, actorOf(context))
      : await privacy.find(form.email, actorOf(context));
  if (!result.ok) {
    const refused: PrivacyActionData = {
      intent: form.intent,
      ok: false,
      field: result.field,
      message: result.message,
      email: form.email,
    };
    return data(refused, { status: PROBLEM_STATUS[result.code] });
  }
  const answer: PrivacyActionData =
    "summary" in result
      ? { intent: "find", ok: true, summary: result.summary, now: Date.now() }
      : { intent: "erase", ok: true, email: form.email.trim().toLowerCase(), erased: result.erased };
  return answer;
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyPage result={actionData} recent={loaderData.recent} />;
}
