/**
 * The Resources page's whitepaper form without JavaScript: the route action
 * validates and stores the request, and the middleware answers a successful
 * post with the PDF itself as an attachment instead of the page.
 *
 *   export { whitepaperAction as action, whitepaperMiddleware as middleware } from "~/forms/whitepaper.server";
 */
import { type ActionFunctionArgs, createContext, data, type MiddlewareFunction } from "react-router";
import type { WhitepaperFile } from "#shared/leads/intake.ts";
import type { LeadFormActionData } from "./action-data.ts";
import { echoValues, whitepaperInputFromForm } from "./form-data.ts";
import { formError, formSubmission, readFormBody, rejectionResult, servicesFrom } from "./lead-request.server.ts";

const VISIBLE_FIELDS = ["id", "name", "email", "companyName", "phone", "marketingConsent"] as const;

/** Set by the action when a request was stored; read by the middleware. */
const downloadContext = createContext<WhitepaperFile | null>(null);

export async function whitepaperAction({ request, context }: ActionFunctionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return formError("whitepaper", body.status, body.message, {});
  const values = echoValues(body.data, VISIBLE_FIELDS);
  const services = servicesFrom(context);
  const outcome = await services.leads.requestWhitepaper(
    whitepaperInputFromForm(body.data),
    formSubmission(request, context),
    { requirePhone: true },
  );
  if (!outcome.ok) return rejectionResult("whitepaper", outcome, values);
  context.set(downloadContext, outcome.whitepaper);
  const payload: LeadFormActionData = {
    form: "whitepaper",
    status: "success",
    message: `Thank you! “${outcome.whitepaper.title}” is downloading.`,
  };
  return data(payload, { headers: { "Cache-Control": "no-store" } });
}

/** Swaps the page for the PDF after a successful whitepaper post. */
const answerWithPdf: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const file = request.method === "POST" ? context.get(downloadContext) : null;
  if (!file) return response;
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": "no-store",
    },
  });
};

/** The route's middleware list (React Router expects an array). */
export const whitepaperMiddleware: MiddlewareFunction<Response>[] = [answerWithPdf];
