import { data } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import { readForm } from "#shared/console/form-result.ts";
import { nextStepProblem, workflowForm } from "#shared/console/people-forms.ts";
import { SALES } from "#shared/console/routes.ts";
import { MEETING_OUTCOMES } from "#shared/scheduling/meeting-outcome.ts";
import { consoleMeta } from "~/console/meta";
import { PersonPage } from "~/console/pages/PersonPage";
import { actorOf, consoleServices, readConsoleForm, requireRole, requireSession } from "~/console/session.server";
import type { Route } from "./+types/console.people.detail";

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData ? loaderData.detail.name : "Person");

export async function loader({ params, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const detail = await consoleServices(context).leads.person(params.id);
  if (!detail)
    throw data({ error: "There is no person at this address (they may have been erased)." }, { status: 404 });
  return { detail, memberId: requireSession(context).staff.id, now: Date.now() };
}

/** "Assign to me" and a past meeting's outcome, each one press on the record; otherwise the workflow form. */
async function quickChange(id: string, form: FormData, context: Route.ActionArgs["context"]) {
  const services = consoleServices(context);
  const actor = actorOf(context);
  if (form.get("intent") === "assign-to-me") {
    const result = await services.leads.bulkChange([id], { type: "owner", ownerId: actor.staff.id }, actor);
    return result.ok
      ? { ok: true as const, message: "Assigned to you." }
      : data(result, { status: PROBLEM_STATUS[result.code] });
  }
  const outcome = MEETING_OUTCOMES.find((value) => value === form.get("outcome"));
  const booking = String(form.get("booking") ?? "");
  const detail = await services.leads.person(id);
  const ownMeeting = detail?.submissions.some((lead) => lead.kind === "booking" && lead.id === booking);
  if (!outcome || !ownMeeting) {
    const message = "Choose one of this person's meetings and what happened.";
    return data({ ok: false as const, code: "invalid_input" as const, message }, { status: 400 });
  }
  const result = await services.bookings.markOutcome(booking, outcome, actor);
  if (!result.ok)
    return data(
      {
        ok: false as const,
        code: result.status === 404 ? ("not_found" as const) : ("changed" as const),
        message: result.message,
      },
      { status: result.status },
    );
  return { ok: true as const, message: `The meeting is marked ${outcome === "held" ? "held" : "a no-show"}.` };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const submitted = await readConsoleForm(request, context);
  const intent = submitted.get("intent");
  if (intent === "assign-to-me" || intent === "outcome") return quickChange(params.id, submitted, context);
  const read = readForm(workflowForm, submitted);
  if (!read.ok) return data(read.result, { status: 400 });
  const form = read.value;
  const stepProblem = nextStepProblem(form);
  if (stepProblem) {
    return data(
      { ok: false as const, code: "invalid_input" as const, message: stepProblem, fields: { nextStepOn: stepProblem } },
      { status: 400 },
    );
  }
  const result = await consoleServices(context).leads.saveWorkflow(
    params.id,
    {
      version: form.version,
      status: form.status,
      ownerId: form.owner === "" ? null : form.owner,
      note: form.note,
      nextStep: form.nextStepOn ? { on: form.nextStepOn, text: form.nextStepText } : null,
    },
    actorOf(context),
  );
  return result.ok ? result : data(result, { status: PROBLEM_STATUS[result.code] });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PersonPage detail={loaderData.detail} memberId={loaderData.memberId} now={loaderData.now} result={actionData} />
  );
}
