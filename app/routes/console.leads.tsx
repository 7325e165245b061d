import { data } from "react-router";
import { parseLeadsQuery } from "#shared/console/leads.ts";
import { SALES } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { LeadsPage } from "~/console/pages/LeadsPage";
import { consoleServices, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.leads";

export const meta = () => consoleMeta("Leads");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const { query, errors } = parseLeadsQuery(new URL(request.url).searchParams);
  const result = await consoleServices(context).leads.inbox(query);
  // An unreadable date is left out of the search and reported; the answer says the request was at fault.
  return data({ result, query, errors }, { status: Object.keys(errors).length > 0 ? 400 : 200 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LeadsPage {...loaderData} />;
}
