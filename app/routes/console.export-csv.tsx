import { parseExportRequest } from "#shared/console/leads.ts";
import { SALES } from "#shared/console/routes.ts";
import { actorOf, consoleServices, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.export-csv";

/**
 * The CSV download (a resource route): `?from=YYYY-MM-DD&to=YYYY-MM-DD&kind=…`, days in the
 * team's time zone. The console's gate has already made the answer no-store and noindex.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const { request: wanted, errors } = parseExportRequest(new URL(request.url).searchParams);
  const problems = Object.values(errors);
  if (problems.length > 0) {
    return new Response(`${problems.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const file = await consoleServices(context).leads.exportCsv(wanted, actorOf(context));
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
