import { dayRangeInstants, parseDateRange } from "#shared/console/leads.ts";
import { ADMIN } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { AuditPage } from "~/console/pages/AuditPage";
import { consoleServices, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.audit";

export const meta = () => consoleMeta("Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, ADMIN);
  const url = new URL(request.url);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1);
  const { from, to, errors } = parseDateRange(url.searchParams);
  const filters = {
    action: url.searchParams.get("action")?.trim() ?? "",
    actor: url.searchParams.get("actor")?.trim() ?? "",
    from,
    to,
  };
  const services = consoleServices(context);
  const instants = dayRangeInstants({ from, to }, services.teamTimeZone);
  const result = await services.audit.list({
    page,
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(instants.from ? { from: instants.from.toISOString() } : {}),
    ...(instants.to ? { before: instants.to.toISOString() } : {}),
  });
  return { ...result, page, filters, errors };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
