import { PROBLEM_STATUS } from "#shared/api.ts";
import { ADMIN } from "#shared/console/routes.ts";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.privacy-download";

/** POST only (admins): everything held about an address, as a JSON attachment (the gate makes it no-store). */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, ADMIN);
  const form = await readConsoleForm(request, context);
  const result = await consoleServices(context).privacy.download(String(form.get("email") ?? ""), actorOf(context));
  if (!result.ok) return Response.json({ error: result.message }, { status: PROBLEM_STATUS[result.code] });
  return new Response(result.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.fileName}"`,
    },
  });
}
