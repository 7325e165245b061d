/**
 * iCalendar (RFC 5545) file for a booked meeting: one VEVENT in UTC, text
 * escaped (§3.3.11), lines folded at 75 octets without splitting a UTF-8
 * character (§3.1), CRLF line endings. As an e-mail invitation (iTIP, RFC 5546)
 * it is a REQUEST (new or moved: same UID, higher SEQUENCE) or a CANCEL.
 */

export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export interface IcsEvent {
  uid: string;
  /** UTC instants (ms). */
  start: number;
  end: number;
  /** When the booking was made (DTSTAMP). */
  stamp: number;
  summary: string;
  description: string;
  /** The visitor and any guests. */
  attendees: { name?: string; email: string }[];
  /** Defaults to the online meeting note. */
  location?: string;
  /** The meeting's web address (a video-call link), as URL (RFC 5545 §3.8.4.6). */
  url?: string;
  /** PUBLISH (a file to import) by default. */
  method?: IcsMethod;
  /** Raised by every change to the meeting (RFC 5545 §3.8.7.4); 0 by default. */
  sequence?: number;
  /** Who sends invitations and updates (required by REQUEST and CANCEL). */
  organizer?: { name?: string; email: string };
}

const encoder = new TextEncoder();

/** `20261103T043000Z` */
export function formatIcsDate(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Removes control characters (and any in `extra`), which no TEXT or parameter value may hold. */
function withoutControls(value: string, extra = ""): string {
  return [...value]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f && !extra.includes(char);
    })
    .join("");
}

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => withoutControls(line).replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,"))
    .join("\\n");
}

/** A parameter value (e.g. CN): quoted, with the characters a quoted value cannot hold removed. */
function paramValue(value: string): string {
  return `"${withoutControls(value, '"')}"`;
}

/** Folds one content line into chunks of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    const limit = chunks.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (currentOctets + octets > limit) {
      chunks.push(current);
      current = "";
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  chunks.push(current);
  return chunks.join("\r\n ");
}

/** An ORGANIZER or ATTENDEE line: `NAME;CN="…";PARAM=…:mailto:address`. */
function person(property: string, who: { name?: string; email: string }, params: string[] = []): string {
  const all = [...(who.name ? [`CN=${paramValue(who.name)}`] : []), ...params];
  return `${[property, ...all].join(";")}:mailto:${withoutControls(who.email, ';:,"')}`;
}

export function buildIcs(event: IcsEvent): string {
  const method = event.method ?? "PUBLISH";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Horizon//Meeting scheduler//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${formatIcsDate(event.stamp)}`,
    `DTSTART:${formatIcsDate(event.start)}`,
    `DTEND:${formatIcsDate(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location ?? "Online: the team will send the meeting link by e-mail")}`,
    ...(event.url ? [`URL:${withoutControls(event.url, " ")}`] : []),
    method === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    ...(event.organizer ? [person("ORGANIZER", event.organizer)] : []),
    ...event.attendees.map((attendee) => person("ATTENDEE", attendee, ["ROLE=REQ-PARTICIPANT"])),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The same calendar with one attendee's address replaced (a corrected typo), folded again. */
export function replaceAttendeeAddress(ics: string, from: string, to: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const target = `:mailto:${withoutControls(from, ';:,"')}`;
  return lines
    .map((line) =>
      line.startsWith("ATTENDEE") && line.endsWith(target)
        ? foldLine(`${line.slice(0, -target.length)}:mailto:${withoutControls(to, ';:,"')}`)
        : foldLine(line),
    )
    .join("\r\n");
}
