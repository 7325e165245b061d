import { data } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import { readForm } from "#shared/console/form-result.ts";
import { nextStepProblem, workflowForm } from "#shared/console/people-forms.ts";
import { SALES } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { PersonPage } from "~/console/pages/PersonPage";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.people.detail";

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData ? loaderData.detail.name : "Person");

export async function loader({ params, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const detail = await consoleServices(context).leads.person(params.id);
  if (!detail)
    throw data({ error: "There is no person at this address (they may have been erased)." }, { status: 404 });
  return { detail, now: Date.now() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const read = readForm(workflowForm, await readConsoleForm(request, context));
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
  return <PersonPage detail={loaderData.detail} now={loaderData.now} result={actionData} />;
}
