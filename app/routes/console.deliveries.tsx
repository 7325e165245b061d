import { data } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import { deliveryForms } from "#shared/console/admin-forms.ts";
import { DELIVERY_FILTERS, type DeliveryFilter } from "#shared/console/deliveries.ts";
import { readForm } from "#shared/console/form-result.ts";
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
  const read = readForm(deliveryForms, await readConsoleForm(request, context));
  if (!read.ok) return data({ ok: false, message: read.result.message, fix: undefined }, { status: 400 });
  const deliveries = consoleServices(context).deliveries;
  const form = read.value;
  const actor = actorOf(context);
  if (form.intent === "fix-address") {
    const fixed = await deliveries.fixAddressAndResend(form.job, form.email, actor);
    if (fixed.ok) return { ok: true, message: fixed.message, fix: undefined };
    const fix = fixed.field ? { job: form.job, email: form.email, error: fixed.message } : undefined;
    return data({ ok: false, message: fixed.message, fix }, { status: PROBLEM_STATUS[fixed.code] });
  }
  const result =
    form.intent === "retry-all"
      ? await deliveries.retryAllFailed(actor)
      : form.intent === "retry"
        ? await deliveries.retry(form.job, actor)
        : await deliveries.dismiss(form.job, actor);
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
