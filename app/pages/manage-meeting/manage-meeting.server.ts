/**
 * Loaders and actions of the cancel and reschedule pages (per request, never
 * pre-rendered). A GET only shows the booking: changes happen on the page's POST,
 * so a mail scanner that follows the link changes nothing.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { ManagedBooking, ManageLookup, ManageOutcome } from "#shared/scheduling/manage-booking.ts";
import { groupSlotsByDay } from "#shared/scheduling/slot-days.ts";
import { readFormBody, servicesFrom } from "~/forms/lead-request.server";

const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export type ManagePageData =
  | { ok: true; booking: ManagedBooking; token: string }
  | { ok: false; problem: string; message: string };

export interface RescheduleChoices {
  /** Days (in the visitor's time zone) with free times, and how many. */
  days: { date: string; count: number }[];
  /** The day shown: `?date=` when it has free times, else the first such day. */
  date: string | null;
  times: { start: string; end: string }[];
}

function statusOf(lookup: ManageLookup): number {
  if (lookup.ok) return 200;
  return { invalid: 404, expired: 410, unavailable: 503 }[lookup.problem as string] ?? 200;
}

function pageData(lookup: ManageLookup, token: string): ManagePageData {
  return lookup.ok ? { ok: true, booking: lookup.booking, token } : lookup;
}

export async function cancelPageLoader({ params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const lookup = await servicesFrom(context).meetings.lookup(token);
  return data(pageData(lookup, token), { status: statusOf(lookup), headers: HEADERS });
}

export async function reschedulePageLoader({ params, context, request }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const lookup = await servicesFrom(context).meetings.lookup(token, { slots: true });
  let choices: RescheduleChoices = { days: [], date: null, times: [] };
  if (lookup.ok && lookup.slots) {
    const { booking } = lookup;
    const others = lookup.slots.slots.filter((slot) => slot.start !== booking.start);
    const byDay = groupSlotsByDay(others, booking.timeZone);
    const wanted = new URL(request.url).searchParams.get("date");
    const date = wanted && byDay.has(wanted) ? wanted : (byDay.keys().next().value ?? null);
    choices = {
      days: [...byDay].map(([day, slots]) => ({ date: day, count: slots.length })),
      date,
      times: (date ? (byDay.get(date) ?? []) : []).map((slot) => ({ start: slot.start, end: slot.end })),
    };
  }
  return data({ page: pageData(lookup, token), choices }, { status: statusOf(lookup), headers: HEADERS });
}

function outcome(result: ManageOutcome) {
  const status = result.ok ? 200 : result.problem === "taken" ? 409 : result.problem === "unavailable" ? 503 : 422;
  return data(result, { status, headers: HEADERS });
}

export async function cancelAction({ params, context }: ActionFunctionArgs) {
  return outcome(await servicesFrom(context).meetings.cancel(params.token ?? ""));
}

export async function rescheduleAction({ params, context, request }: ActionFunctionArgs) {
  const body = await readFormBody(request);
  const start = body.ok ? body.data.get("start") : null;
  if (typeof start !== "string" || start === "") {
    return outcome({ ok: false, problem: "not-bookable", message: "Please pick one of the free times." });
  }
  return outcome(await servicesFrom(context).meetings.reschedule(params.token ?? "", start));
}
