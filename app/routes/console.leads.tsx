import { data } from "react-router";
import { type FormResult, readForm } from "#shared/console/form-result.ts";
import { parseLeadsQuery } from "#shared/console/leads.ts";
import { inboxForms } from "#shared/console/people-forms.ts";
import { SALES } from "#shared/console/routes.ts";
import { answer } from "~/console/action-answer.server";
import { consoleMeta } from "~/console/meta";
import { LeadsPage } from "~/console/pages/LeadsPage";
import { assignToMe } from "~/console/quick-changes.server";
import { actorOf, consoleServices, readConsoleForm, requireRole, requireSession } from "~/console/session.server";
import type { Route } from "./+types/console.leads";

export const meta = () => consoleMeta("Leads");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const { query, errors } = parseLeadsQuery(new URL(request.url).searchParams);
  const leads = consoleServices(context).leads;
  const actor = actorOf(context);
  const result = await leads.inbox(query, actor);
  await leads.markInboxSeen(actor);
  // An unreadable date is left out of the search and reported; the answer says the request was at fault.
  return data(
    { result, query, errors, memberId: requireSession(context).staff.id, now: Date.now() },
    { status: Object.keys(errors).length > 0 ? 400 : 200 },
  );
}

/** "Assign to me" on one row, or a change to every ticked row. */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const read = readForm(inboxForms, await readConsoleForm(request, context), ["people"]);
  if (!read.ok) return answer(read.result);
  const form = read.value;
  const leads = consoleServices(context).leads;
  const actor = actorOf(context);
  let result: FormResult;
  // A menu's choice names what it changes: its button is the `owner` or the `status` field.
  const change =
    form.intent === "bulk"
      ? (form.action ?? (form.owner !== undefined ? "owner" : form.status !== undefined ? "status" : undefined))
      : undefined;
  if (form.intent === "assign-to-me") {
    result = await assignToMe(context, form.person);
  } else if (change === "owner") {
    result = await leads.bulkChange(form.people, { type: "owner", ownerId: form.owner || null }, actor);
  } else if (change === undefined) {
    result = { ok: false, code: "invalid_input", message: "Choose what to change." };
  } else if (!form.status) {
    result = { ok: false, code: "invalid_input", message: "Choose a status.", fields: { status: "Choose a status." } };
  } else {
    result = await leads.bulkChange(form.people, { type: "status", to: form.status }, actor);
  }
  return answer(result);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadsPage {...loaderData} actionResult={actionData} />;
}
