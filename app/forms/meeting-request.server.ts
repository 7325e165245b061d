/**
 * The Book a meeting form without JavaScript: the route action stores the
 * request and the page is rendered again with the success or error state.
 *
 *   export { meetingRequestAction as action } from "~/forms/meeting-request.server";
 */
import { type ActionFunctionArgs, data } from "react-router";
import type { LeadFormActionData } from "./action-data.ts";
import { echoValues, meetingInputFromForm } from "./form-data.ts";
import { formError, formSubmission, readFormBody, rejectionResult, servicesFrom } from "./lead-request.server.ts";

const VISIBLE_FIELDS = ["name", "email", "company", "message"] as const;

export async function meetingRequestAction({ request, context }: ActionFunctionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return formError("meeting", body.status, body.message, {});
  const values = echoValues(body.data, VISIBLE_FIELDS);
  const services = servicesFrom(context);
  const outcome = await services.leads.requestMeeting(
    meetingInputFromForm(body.data),
    formSubmission(request, context),
  );
  if (!outcome.ok) return rejectionResult("meeting", outcome, values);
  const payload: LeadFormActionData = {
    form: "meeting",
    status: "success",
    message: `Thank you, ${outcome.request.name}. We have received your request and will reply to ${outcome.request.email}.`,
  };
  return data(payload, { headers: { "Cache-Control": "no-store" } });
}
