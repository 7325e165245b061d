/**
 * The site's one way to say things that recur on many pages. `vocabulary.test.ts` scans every
 * content module, MDX document and component for the variants below and fails on them.
 */

/** The label of every link and button that leads to booking a meeting. */
export const BOOK_MEETING_LABEL = "Book a meeting";

/** Subject of the e-mail the home and product pages' meeting link opens when a sales address is set (the spec's wording). */
export const MEETING_MAIL_SUBJECT = "Book A Demo";

/** A variant the copy must not use, and what to write instead. */
export interface Variant {
  pattern: RegExp;
  use: string;
}

/** One spelling of each product and of the words the copy repeats (Indian and British English: -ise). */
export const spellingVariants: readonly Variant[] = [
  { pattern: /\bmoneti[zZ]\w*/gi, use: "monetise, monetisation" },
  { pattern: /\bVivre\b/g, use: "VIVRE" },
  { pattern: /\b(?:SARA|Sara)\b/g, use: "S.A.R.A." },
  { pattern: /\bS\.A\.R\.A(?!\.)/g, use: "S.A.R.A. (with the last full stop)" },
  { pattern: /\bS\. A\. R\. A\./g, use: "S.A.R.A." },
  /*
   * British -ise/-isation throughout. Kept as written: the spec's S.A.R.A. card titles
   * ("Maximize revenue potential", "Hyper-personalized …", "Cross-platform synchronization")
   * and the published whitepaper "Content discovery and personalization" (its title is its file name).
   */
  {
    pattern:
      /\b(?<!Hyper-|discovery and |discovery-and-|Cross-platform )(?:[Pp]ersonaliz|[Oo]ptimiz|[Cc]ommercializ|[Ll]ocaliz|[Cc]hapteriz|[Cc]ustomiz|[Pp]rioritiz|[Ss]ynchroniz|[Ss]tandardiz|[Cc]entraliz|[Vv]isualiz|[Ss]ummariz|[Mm]inimiz|[Mm]aximiz(?!e revenue potential))\w*/g,
    use: "the -ise spelling (personalise, optimise, localise …)",
  },
];

/** Compound words before a noun take a hyphen ("real-time analytics"; "in real time" stays open). */
export const compoundVariants: readonly Variant[] = [
  { pattern: /\b[Rr]eal time (?:analytics|control|updates?|data|insights?|reporting|view)\b/g, use: "real-time …" },
  { pattern: /\b[Cc]ost efficient\b/g, use: "cost-efficient" },
  { pattern: /\b[Uu]ltra low\b/g, use: "ultra-low (latency)" },
];

/** The label of every link or button that leads to a whitepaper's download form. */
export const whitepaperLabelVariants: readonly Variant[] = [
  { pattern: /\b(?:Get|Request|Access) (?:a|this|the) whitepaper\b/g, use: "Download a/this whitepaper" },
];

/** Other names for booking a meeting: every such link or button says `BOOK_MEETING_LABEL`. */
export const meetingLabelVariants: readonly Variant[] = [
  { pattern: /\b(?:book|get|request|schedule) (?:a|an|your) (?:free )?demo\b/gi, use: BOOK_MEETING_LABEL },
  { pattern: /\bBook (?:a|A) Meeting\b/g, use: BOOK_MEETING_LABEL },
  { pattern: /\bBook A meeting\b/g, use: BOOK_MEETING_LABEL },
  { pattern: /\bschedule (?:a|your) (?:call|meeting)\b/gi, use: BOOK_MEETING_LABEL },
  { pattern: /\bchoose a (?:meeting )?slot\b/gi, use: BOOK_MEETING_LABEL },
  { pattern: /\b(?:talk|speak) to sales\b/gi, use: BOOK_MEETING_LABEL },
  { pattern: /\bcontact sales\b/gi, use: BOOK_MEETING_LABEL },
];

/**
 * Headings are in sentence case: after the first word only these names keep their capitals
 * (and words in capitals, such as OTT or AI). The legal documents keep their names.
 */
export const headingProperNouns: ReadonlySet<string> = new Set([
  "Horizon",
  "Blinks",
  "Hospitality",
  "Suite",
  "AdPilot",
  "ReelCraft",
  "Insights",
  "Smart",
  "Template",
  "Platform",
  "Xpress",
  "Android",
  "Apple",
  "Tizen",
  "Roku",
  "Fire",
  "Bengaluru",
  "India",
  "Indian",
]);

export const documentNames: ReadonlySet<string> = new Set([
  "Terms and Conditions",
  "Privacy Policy",
  "Data Protection and Privacy Policy",
]);
