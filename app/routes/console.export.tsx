import { data, redirectDocument } from "react-router";
import { type ExportRequest, parseExportRequest } from "#shared/console/leads.ts";
import { DEFAULT_PERIOD_DAYS } from "#shared/console/periods.ts";
import { SALES } from "#shared/console/routes.ts";
import { addDays, isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { consoleMeta } from "~/console/meta";
import { ExportPage } from "~/console/pages/ExportPage";
import { actorOf, consoleServices, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.export";

export const meta = () => consoleMeta("Export");

/** The form asks here; a readable request goes on to the download, a bad one comes back with its message. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const url = new URL(request.url);
  const { request: wanted, errors } = parseExportRequest(url.searchParams);
  const asked = url.searchParams.has("download");
  if (asked && Object.keys(errors).length === 0) {
    url.searchParams.delete("download");
    throw redirectDocument(`/console/export.csv?${url.searchParams}`);
  }
  const services = consoleServices(context);
  // How many leads the file will hold, said before the download (none to say for a request it refuses).
  const countOf = async (shown: ExportRequest) =>
    Object.keys(errors).length === 0 ? await services.leads.exportCount(shown, actorOf(context)) : null;
  // A first visit starts from the last 30 days, ready to download, rather than two empty days.
  if (!asked && !url.searchParams.has("from") && !url.searchParams.has("to")) {
    const today = isoDateInZone(Date.now(), services.teamTimeZone);
    const shown = { ...wanted, from: addDays(today, 1 - DEFAULT_PERIOD_DAYS), to: today };
    return data({ request: shown, errors, count: await countOf(shown) });
  }
  return data({ request: wanted, errors, count: await countOf(wanted) }, { status: asked ? 400 : 200 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ExportPage {...loaderData} />;
}
