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
  const filters = {
    action: url.searchParams.get("action")?.trim() ?? "",
    actor: url.searchParams.get("actor")?.trim() ?? "",
  };
  const result = await consoleServices(context).audit.list({
    page,
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
  });
  return { ...result, page, filters };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
