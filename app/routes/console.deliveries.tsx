import { data } from "react-router";
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
  const result =
    intent === "retry-all"
      ? await deliveries.retryAllFailed(actorOf(context))
      : intent === "retry" && jobId
        ? await deliveries.retry(jobId, actorOf(context))
        : ({ ok: false, status: 400, message: "Choose a delivery to retry." } as const);
  if (!result.ok) return data({ ok: false, message: result.message }, { status: result.status });
  return { ok: true, message: result.message };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <DeliveriesPage result={loaderData.result} status={loaderData.status} outcome={actionData} />;
}
