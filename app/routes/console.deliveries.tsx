import { data } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import { DELIVERY_FILTERS, type DeliveryFilter } from "#shared/console/deliveries.ts";
import { SALES } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { DeliveriesPage } from "~/console/pages/DeliveriesPage";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.deliveries";

export const meta = () => consoleMeta("Deliveries");

function filterOf(value: string | null): DeliveryFilter | undefined {
  return (DELIVERY_FILTERS as readonly (string | null)[]).includes(value) ? (value as DeliveryFilter) : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const params = new URL(request.url).searchParams;
  const status = filterOf(params.get("status"));
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return { result: await consoleServices(context).deliveries.list({ page, status }), status };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const form = await readConsoleForm(request, context);
  const deliveries = consoleServices(context).deliveries;
  const intent = form.get("intent");
  const jobId = String(form.get("job") ?? "");
  const actor = actorOf(context);
  if (intent === "fix-address" && jobId) {
    const email = String(form.get("email") ?? "");
    const fixed = await deliveries.fixAddressAndResend(jobId, email, actor);
    if (fixed.ok) return { ok: true, message: fixed.message, fix: undefined };
    const fix = fixed.field ? { job: jobId, email, error: fixed.message } : undefined;
    return data({ ok: false, message: fixed.message, fix }, { status: PROBLEM_STATUS[fixed.code] });
  }
  const result =
    intent === "retry-all"
      ? await deliveries.retryAllFailed(actor)
      : intent === "retry" && jobId
        ? await deliveries.retry(jobId, actor)
        : intent === "dismiss" && jobId
          ? await deliveries.dismiss(jobId, actor)
          : ({ ok: false, code: "invalid_input", message: "Choose a delivery." } as const);
  if (!result.ok) {
    return data({ ok: false, message: result.message, fix: undefined }, { status: PROBLEM_STATUS[result.code] });
  }
  return { ok: true, message: result.message, fix: undefined };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DeliveriesPage result={loaderData.result} status={loaderData.status} outcome={actionData} fix={actionData?.fix} />
  );
}
