/**
 * What the route actions (plain HTML form posts) may ask of the server's lead service,
 * and what it answers. The server implements it (server/leads/lead-service.ts); the
 * pages' actions only see this contract.
 */
import type { Attribution } from "#shared/analytics/attribution.ts";
import type { Problem } from "#shared/api.ts";
import type { WhitepaperId } from "#shared/content/whitepapers.ts";
import type { MeetingRequest, WhitepaperRequest } from "#shared/forms/lead-schemas.ts";
import type { MeetingLinks } from "#shared/scheduling/manage-booking.ts";

/** Where a submission came from: the JSON API (the site's script) or a plain HTML form post. */
export type Channel = "api" | "form";

export interface SubmissionContext {
  channel: Channel;
  /** The client's address, for the rate limit. */
  clientKey: string;
  /** Where the visitor came from (shared/analytics/attribution.ts); none when opted out. */
  attribution?: Attribution | undefined;
}

export type RejectionCode = "invalid_input" | "bot_suspected" | "rate_limited" | "storage_unavailable" | "id_taken";

/** Why a submission was not accepted; the edge says it in HTTP (`PROBLEM_STATUS`, shared/api.ts). */
export type Rejection = Problem<RejectionCode>;

/** A whitepaper PDF ready to hand out. */
export interface WhitepaperFile {
  id: WhitepaperId;
  title: string;
  fileName: string;
  bytes: Uint8Array;
  /** The same bytes, base64-encoded once for the JSON API. */
  base64: string;
}

export type WhitepaperOutcome =
  | { ok: true; id: string; duplicate: boolean; whitepaper: WhitepaperFile; request: WhitepaperRequest }
  | Rejection;

export type MeetingOutcome = { ok: true; id: string; duplicate: boolean; request: MeetingRequest } | Rejection;

export interface LeadIntake {
  /** Forms must include the phone number; API clients may keep to the original contract without it. */
  requestWhitepaper(
    body: unknown,
    context: SubmissionContext,
    options?: { requirePhone?: boolean },
  ): Promise<WhitepaperOutcome>;
  requestMeeting(body: unknown, context: SubmissionContext): Promise<MeetingOutcome>;
}

/** The server services a route action can reach through the router context. */
export interface RouteServices {
  leads: LeadIntake;
  /** Cancel and reschedule through the signed links of a booking confirmation. */
  meetings: MeetingLinks;
}
