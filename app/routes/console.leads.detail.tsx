import { data } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import { isLeadStatus, type WorkflowChange } from "#shared/console/leads.ts";
import { SALES } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { LeadPage } from "~/console/pages/LeadPage";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.leads.detail";

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData ? loaderData.detail.lead.name : "Lead");

export async function loader({ params, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const detail = await consoleServices(context).leads.detail(params.id);
  if (!detail) throw data({ error: "There is no lead at this address." }, { status: 404 });
  return { detail };
}

/** The change a workflow form asks for, or why it cannot be read. */
function changeOf(form: FormData): WorkflowChange | string {
  const intent = form.get("intent");
  if (intent === "status") {
    const expected = form.get("expected");
    const to = form.get("to");
    if (!isLeadStatus(expected) || !isLeadStatus(to)) return "Choose one of the status buttons.";
    return { type: "status", expected, to };
  }
  if (intent === "owner") {
    const owner = String(form.get("owner") ?? "");
    return { type: "owner", ownerId: owner === "" ? null : owner };
  }
  if (intent === "note") return { type: "note", text: String(form.get("note") ?? "") };
  return "This form is not one the lead page sends.";
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const form = await readConsoleForm(request, context);
  const change = changeOf(form);
  if (typeof change === "string") return data({ ok: false as const, message: change }, { status: 400 });
  const result = await consoleServices(context).leads.change(params.id, change, actorOf(context));
  if (!result.ok) {
    return data(
      { ok: false as const, message: result.message, field: result.field },
      { status: PROBLEM_STATUS[result.code] },
    );
  }
  return { ok: true as const, message: result.message };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage detail={loaderData.detail} result={actionData} />;
}
