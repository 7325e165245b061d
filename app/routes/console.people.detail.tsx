import { data } from "react-router";
import * as z from "zod/mini";
import { meetingOutcomeForm } from "#shared/console/booking-forms.ts";
import { readForm } from "#shared/console/form-result.ts";
import { assignToMeForm, nextStepProblem, workflowForm } from "#shared/console/people-forms.ts";
import { SALES } from "#shared/console/routes.ts";
import { answer } from "~/console/action-answer.server";
import { consoleMeta } from "~/console/meta";
import { PersonPage } from "~/console/pages/PersonPage";
import { assignToMe, markMeetingOutcome } from "~/console/quick-changes.server";
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

const personForms = z.discriminatedUnion("intent", [workflowForm, assignToMeForm, meetingOutcomeForm]);

/** The workflow form, saved as one; "Assign to me" and a past meeting's outcome, each one press. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const read = readForm(personForms, await readConsoleForm(request, context));
  if (!read.ok) return answer(read.result);
  const form = read.value;
  if (form.intent === "assign-to-me") return answer(await assignToMe(context, params.id));
  if (form.intent === "outcome") return answer(await markMeetingOutcome(context, form, { person: params.id }));
  const stepProblem = nextStepProblem(form);
  if (stepProblem) {
    return answer({ ok: false, code: "invalid_input", message: stepProblem, fields: { nextStepOn: stepProblem } });
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
  return answer(result);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PersonPage detail={loaderData.detail} memberId={loaderData.memberId} now={loaderData.now} result={actionData} />
  );
}
