import { PROBLEM_STATUS } from "#shared/api.ts";
import { privacyDownloadForm } from "#shared/console/admin-forms.ts";
import { readForm } from "#shared/console/form-result.ts";
import { ADMIN } from "#shared/console/routes.ts";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.privacy-download";

/** POST only (admins): everything held about an address, as a JSON attachment (the gate makes it no-store). */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, ADMIN);
  const read = readForm(privacyDownloadForm, await readConsoleForm(request, context));
  if (!read.ok) return Response.json({ error: read.result.message }, { status: 400 });
  const result = await consoleServices(context).privacy.download(read.value.email, actorOf(context));
  if (!result.ok) return Response.json({ error: result.message }, { status: PROBLEM_STATUS[result.code] });
  return new Response(result.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.fileName}"`,
    },
  });
}
