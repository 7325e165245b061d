import { data, redirect } from "react-router";
import { personUrl } from "#shared/console/leads.ts";
import { SALES } from "#shared/console/routes.ts";
import { consoleServices, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.leads.detail";

/** A submission's old address: its person's record now (each submission is on their timeline). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const personId = await consoleServices(context).leads.personOfLead(params.id);
  if (!personId) throw data({ error: "There is no lead at this address (it may have been erased)." }, { status: 404 });
  return redirect(personUrl(personId), 301);
}

/** Never shown (the loader always redirects or answers 404); present so a 404 gets the console's error page. */
export default function Page() {
  return null;
}
