/** How the audit log names each action it records (the code stays the filter's value). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "booking.assign": "Meeting assigned",
  "booking.cancel": "Meeting cancelled",
  "booking.outcome": "Meeting outcome recorded",
  "booking.reschedule": "Meeting rescheduled",
  "content.create": "Content entry created",
  "content.draft": "Content draft saved",
  "content.publish": "Content published",
  "content.restore": "Content version restored",
  "content.slug": "Content address changed",
  "content.unpublish": "Content unpublished",
  "delivery.dismiss": "Delivery dismissed",
  "delivery.fix-address": "Address fixed and resent",
  "delivery.retry": "Delivery retried",
  "delivery.retry-all": "All failed deliveries retried",
  "lead.export": "Leads exported",
  "media.upload": "Image uploaded",
  "passkey.register": "Passkey added",
  "passkey.register-failed": "Passkey not added",
  "passkey.remove": "Passkey removed",
  "person.workflow": "Lead updated",
  "privacy.download": "Personal data downloaded",
  "privacy.erase": "Personal data erased",
  "privacy.find": "Personal data looked up",
  "session.sign-in": "Signed in",
  "session.sign-out": "Signed out",
  "session.sign-out-everywhere": "Signed out everywhere",
  "sign-in.link-refused": "Sign-in link refused",
  "sign-in.link-rejected": "Sign-in link rejected",
  "sign-in.link-sent": "Sign-in link sent",
  "sign-in.passkey-refused": "Passkey sign-in refused",
  "staff.add": "Staff member added",
  "staff.disable": "Staff member disabled",
  "time-off.add": "Time off added",
  "time-off.remove": "Time off removed",
  "whitepaper.pdf.generated": "Whitepaper PDF generated",
  "whitepaper.pdf.replace": "Whitepaper PDF replaced",
};

/** An action in words; an action recorded by a newer version than this list reads as its code. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** What a record's target is, by the action's domain, where the target is an id nobody reads. */
const TARGET_NOUNS: Record<string, string> = {
  booking: "A meeting",
  delivery: "A delivery",
  passkey: "A passkey",
  person: "A person",
  staff: "A staff member",
  "time-off": "A time-off period",
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a target is a record's id (which the log resolves to a name where it can). */
export function isAuditRecordId(target: string): boolean {
  return ID.test(target);
}

/**
 * A target in words: its name when the log found one ("Meera Iyer"); otherwise ids become what
 * they identify ("A staff member"), and names, documents and masked addresses stay.
 */
export function auditTargetLabel(action: string, target: string, targetName: string | null = null): string {
  if (targetName) return targetName;
  if (!ID.test(target)) return target;
  return TARGET_NOUNS[action.split(".")[0] ?? ""] ?? "A record";
}

/** A kind of content in the singular, where its key is not the word ("story" is a customer story). */
const CONTENT_KINDS: Record<string, string> = { story: "Customer story", seo: "SEO", legal: "Legal page" };

/**
 * A content target ("article:planning-capacity-for-match-day (en)", a document's id and locale) as
 * the document it names: its id (the editor's address) and "Article · Planning capacity for match
 * day" (the locale said only when it is not English, the site's one language today). Null for any other target.
 */
export function auditContentTarget(target: string): { id: string; label: string } | null {
  const match = /^(([a-z][a-z-]*):([a-z0-9][a-z0-9/-]*)) \(([a-z-]+)\)$/i.exec(target);
  if (!match) return null;
  const [, id, kind, slug, locale] = match as unknown as [string, string, string, string, string];
  const kindWord = CONTENT_KINDS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
  const words = slug.replace(/[-/]+/g, " ");
  const name = words.charAt(0).toUpperCase() + words.slice(1);
  return { id, label: `${kindWord} · ${name}${locale === "en" ? "" : ` (${locale})`}` };
}

/** Who acted, in words: a member by name, the command-line tools and visitors without a session. */
export function auditActorLabel(actor: string, actorName: string | null = null): string {
  if (actorName) return actorName;
  if (actor === "cli") return "Command line";
  if (actor === "anonymous") return "Someone signed out";
  return actor;
}
