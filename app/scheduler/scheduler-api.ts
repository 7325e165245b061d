/** Browser client of the scheduling API (server/api/scheduling.ts). */
import type { ApiError } from "#shared/api.ts";
import type { BookingConfirmation, BookingRequestInput, SlotsResponse } from "#shared/scheduling/booking-schema.ts";
import { withAttribution } from "~/analytics/touches";

export const SLOTS_URL = "/api/scheduling/slots";
export const BOOKINGS_URL = "/api/scheduling/bookings";

export async function fetchSlots(signal?: AbortSignal): Promise<SlotsResponse> {
  const response = await fetch(SLOTS_URL, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Slots request failed with status ${response.status}`);
  return (await response.json()) as SlotsResponse;
}

export type BookingOutcome =
  | { kind: "booked"; booking: BookingConfirmation }
  /** The slot went to someone else or is no longer bookable: pick another. */
  | { kind: "slot-unavailable"; message: string }
  | { kind: "invalid"; field: string; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "failed" };

async function errorBody(response: Response): Promise<Partial<ApiError>> {
  try {
    return (await response.json()) as Partial<ApiError>;
  } catch {
    return {};
  }
}

export async function createBooking(request: BookingRequestInput): Promise<BookingOutcome> {
  let response: Response;
  try {
    response = await fetch(BOOKINGS_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(withAttribution(request)),
    });
  } catch {
    return { kind: "failed" };
  }
  if (response.status === 201) return { kind: "booked", booking: (await response.json()) as BookingConfirmation };
  const body = await errorBody(response);
  if (response.status === 409 || (response.status === 422 && body.field === "start")) {
    return {
      kind: "slot-unavailable",
      message: body.error ?? "This time is no longer available. Please pick another.",
    };
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get("Retry-After") ?? body.retryAfterSeconds ?? 60);
    return { kind: "rate-limited", retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : 60 };
  }
  // 400: a field is malformed; 422 on another field than the time: e.g. the address already holds its meetings.
  if ((response.status === 400 || response.status === 422) && body.field && body.error) {
    return { kind: "invalid", field: body.field, message: body.error };
  }
  return { kind: "failed" };
}
