/**
 * What a lead sends: the team's e-mail about each whitepaper or meeting request (every field,
 * Reply-To set to the visitor), the visitor's (a link to download the whitepaper again, or an
 * acknowledgement) and the `lead.created` webhook event, as outbox jobs the lead service writes
 * in the lead's transaction. The visitor's address is not confirmed, so their e-mails hold only
 * the site's own words: no name, company or message the requester typed.
 */
import type { AttributionSummary } from "#shared/analytics/attribution.ts";
import type { Announce } from "../delivery/announcement.ts";
import { type RenderedMail, renderMail } from "../delivery/mail/render.ts";
import type { NewJob } from "../delivery/outbox.ts";
import { signLink } from "../delivery/signed-links.ts";

export const LOCALE = "en-IN";

/** How long a whitepaper download link works. */
export const WHITEPAPER_LINK_MS = 7 * 86_400_000;
export const WHITEPAPER_DOWNLOAD_PATH = "/whitepapers/download/";

export interface WhitepaperLead {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  whitepaperTitle: string;
  marketingConsent: boolean;
  consentRecordedAt: string;
  channel: string;
  /** Sent without a valid proof-of-work solution (no JavaScript, or possibly a bot). */
  suspectedBot: boolean;
  /** Where the visitor came from (none when the browser opted out of tracking). */
  attribution?: AttributionSummary;
}

export interface MeetingLead {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  company: string;
  message: string;
  channel: string;
  suspectedBot: boolean;
  attribution?: AttributionSummary;
}

/** The team sees whether the browser check passed; a failed one is kept and flagged, never dropped. */
export function browserCheck(suspectedBot: boolean): readonly [string, string] {
  return ["Browser check", suspectedBot ? "Not passed: sent without JavaScript, or possibly by a bot" : "Passed"];
}

export function teamWhitepaperMail(lead: WhitepaperLead): RenderedMail {
  return renderMail({
    subject: `Whitepaper request: ${lead.whitepaperTitle} — ${lead.name}, ${lead.company}`,
    heading: "New whitepaper request",
    blocks: [
      {
        kind: "paragraph",
        text: `${lead.name} downloaded “${lead.whitepaperTitle}”. Reply to this e-mail to reach them.`,
      },
      {
        kind: "fields",
        rows: [
          ["Whitepaper", lead.whitepaperTitle],
          ["Name", lead.name],
          ["E-mail", lead.email],
          ["Company", lead.company],
          ["Phone", lead.phone ?? ""],
          ["Marketing e-mails", lead.marketingConsent ? "Yes, agreed" : "No, not agreed"],
          ["Consent recorded at (UTC)", lead.consentRecordedAt],
          ["Sent from", lead.channel === "form" ? "Form without JavaScript" : "Website form"],
          browserCheck(lead.suspectedBot),
          ["Received at (UTC)", lead.receivedAt],
          ["Request id", lead.id],
        ],
      },
    ],
  });
}

export function teamMeetingRequestMail(lead: MeetingLead): RenderedMail {
  return renderMail({
    subject: `Meeting request — ${lead.name}${lead.company ? `, ${lead.company}` : ""}`,
    heading: "New meeting request",
    blocks: [
      { kind: "paragraph", text: `${lead.name} asked for a meeting. Reply to this e-mail to reach them.` },
      {
        kind: "fields",
        rows: [
          ["Name", lead.name],
          ["E-mail", lead.email],
          ["Company", lead.company],
          ["Message", lead.message],
          ["Sent from", lead.channel === "form" ? "Form without JavaScript" : "Website form"],
          browserCheck(lead.suspectedBot),
          ["Received at (UTC)", lead.receivedAt],
          ["Request id", lead.id],
        ],
      },
    ],
  });
}

export function visitorMeetingRequestMail(): RenderedMail {
  return renderMail({
    subject: "We have received your meeting request",
    heading: "Thank you for getting in touch",
    blocks: [
      {
        kind: "paragraph",
        text: "Hello, we have received your meeting request. Someone from the Horizon team will reply to this address, usually within one working day.",
      },
    ],
  });
}

export function visitorWhitepaperMail(
  lead: WhitepaperLead,
  download: { url: string; expiresAt: number },
): RenderedMail {
  const until = new Intl.DateTimeFormat(LOCALE, { dateStyle: "long", timeZone: "UTC" }).format(download.expiresAt);
  return renderMail({
    subject: `Your whitepaper: ${lead.whitepaperTitle}`,
    heading: lead.whitepaperTitle,
    blocks: [
      {
        kind: "paragraph",
        text: `Hello, thank you for your interest. Here is your copy of “${lead.whitepaperTitle}” to download again whenever you need it. The link works until ${until}.`,
      },
      { kind: "links", links: [{ label: "Download the whitepaper (PDF)", href: download.url }] },
    ],
  });
}

export function createLeadMessages({ siteUrl, announce }: { siteUrl: string; announce: Announce }) {
  return {
    whitepaperRequested(lead: WhitepaperLead & { whitepaperId: string }, secret: string): NewJob[] {
      const expiresAt = Date.parse(lead.receivedAt) + WHITEPAPER_LINK_MS;
      const token = signLink(secret, {
        purpose: "whitepaper",
        whitepaperId: lead.whitepaperId,
        leadId: lead.id,
        expiresAt,
      });
      const { whitepaperId, whitepaperTitle, receivedAt, ...fields } = lead;
      return announce({
        subjectId: lead.id,
        event: "lead.created",
        visitor: lead,
        teamMail: teamWhitepaperMail(lead),
        visitorMail: visitorWhitepaperMail(lead, { url: `${siteUrl}${WHITEPAPER_DOWNLOAD_PATH}${token}`, expiresAt }),
        at: receivedAt,
        data: {
          lead: { type: "whitepaper", ...fields, receivedAt, whitepaper: { id: whitepaperId, title: whitepaperTitle } },
        },
      });
    },

    meetingRequested: (lead: MeetingLead): NewJob[] =>
      announce({
        subjectId: lead.id,
        event: "lead.created",
        visitor: lead,
        teamMail: teamMeetingRequestMail(lead),
        visitorMail: visitorMeetingRequestMail(),
        at: lead.receivedAt,
        data: { lead: { type: "meeting", ...lead } },
      }),
  };
}

export type LeadMessages = ReturnType<typeof createLeadMessages>;
