/** What both lead-form route actions need from a plain HTML form post. */

import { data, type HeadersFunction, type RouterContextProvider } from "react-router";
import { submittedAttribution } from "#shared/analytics/attribution.ts";
import { PROBLEM_STATUS, REQUEST_BODY_LIMIT_BYTES } from "#shared/api.ts";
import type { Rejection, RouteServices, SubmissionContext } from "#shared/leads/intake.ts";
import { clientAddressContext, servicesContext } from "#shared/server-context.ts";
import { readLimitedBody } from "~/lib/request-body.server";
import type { LeadFormActionData, LeadFormName } from "./action-data.ts";

export type FormBody = { ok: true; data: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

/** Reads a form post of at most 16 KB (URL-encoded or multipart), stopping as soon as it is larger. */
export async function readFormBody(request: Request): Promise<FormBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    return { ok: false, status: 415, message: "Please submit the form from our website." };
  }
  const tooLarge = {
    ok: false,
    status: 413,
    message: "The form is too large to send. Please shorten your text.",
  } as const;
  const read = await readLimitedBody(request, REQUEST_BODY_LIMIT_BYTES);
  if (!read.ok) return tooLarge;
  try {
    return { ok: true, data: await new Response(read.body, { headers: { "content-type": contentType } }).formData() };
  } catch {
    return { ok: false, status: 400, message: "The form could not be read. Please try again." };
  }
}

export function servicesFrom(context: Readonly<RouterContextProvider>): RouteServices {
  return context.get(servicesContext);
}

/**
 * A plain form post: the client's address as the Node server saw it (for the rate limit) and,
 * without the site's script, the form page's own address and query as the attribution.
 */
export function formSubmission(request: Request, context: Readonly<RouterContextProvider>): SubmissionContext {
  return {
    channel: "form",
    clientKey: context.get(clientAddressContext),
    attribution: submittedAttribution(undefined, (name) => request.headers.get(name)),
  };
}

/** An error result that re-renders the page with the message, the field errors and the visitor's values. */
export function formError(
  form: LeadFormName,
  status: number,
  message: string,
  values: Record<string, string>,
  extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
) {
  const payload: LeadFormActionData = {
    form,
    status: "error",
    message,
    values,
    ...(extra.fields ? { fields: extra.fields } : {}),
  };
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (extra.retryAfterSeconds !== undefined) headers["Retry-After"] = String(extra.retryAfterSeconds);
  return data(payload, { status, headers });
}

export function rejectionResult(form: LeadFormName, rejection: Rejection, values: Record<string, string>) {
  const message = rejection.code === "invalid_input" ? "Please correct the highlighted fields." : rejection.message;
  return formError(form, PROBLEM_STATUS[rejection.code], message, values, {
    fields: rejection.fields,
    retryAfterSeconds: rejection.retryAfterSeconds,
  });
}

/**
 * The route's `headers`: a page rendered again after a form post keeps the headers its
 * action set (Cache-Control, and Retry-After on a 429), which React Router drops otherwise.
 */
export const formActionHeaders: HeadersFunction = ({ actionHeaders }) => actionHeaders;
