/**
 * Campaign attribution, the same in the browser (the touches a visit collects) and on the
 * server (what a lead stores): a touch is a page with the referrer and UTM values it came
 * with; the source of a touch is classified the way CRMs do.
 */

export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Record<UtmKey, string>;
export const NO_UTM: Utm = { source: "", medium: "", campaign: "", term: "", content: "" };

export interface Touch extends Utm {
  /** Path of the page (no query). */
  page: string;
  /** Origin and path of the page before it on another site, or "". */
  referrer: string;
}

export interface Attribution {
  first: Touch;
  last: Touch;
  /** Path of the page the form was sent from. */
  convertingPage: string;
}

/** One touch as the webhooks, the console and the export show it. */
export interface TouchSummary {
  channel: string;
  source: string;
  medium: string;
  campaign: string;
  term: string;
  content: string;
  referrer: string;
}

/** A lead's attribution as the webhooks and the console show it. */
export interface AttributionSummary {
  firstTouch: TouchSummary;
  lastTouch: TouchSummary;
  landingPage: string;
  convertingPage: string;
}

export const CHANNELS = {
  direct: "Direct",
  "organic-search": "Organic search",
  referral: "Referral",
  social: "Social",
  email: "E-mail",
  paid: "Paid",
  campaign: "Campaign",
} as const;
export type Channel = keyof typeof CHANNELS;

export function isChannel(value: unknown): value is Channel {
  return typeof value === "string" && Object.hasOwn(CHANNELS, value);
}

/** Longest value kept of any touch field: longer ones are cut. */
export const TOUCH_VALUE_MAX = 200;

const SEARCH_ENGINES =
  /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|qwant|naver|seznam)\.|^search\.brave\.com$/;
const SOCIAL_SITES =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|youtube|youtu|reddit|pinterest|tiktok|whatsapp|threads|mastodon)\.(com|co|in|be|net|social)$/;
const PAID_MEDIA = /^(cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?(search|social|media)|display|banner|ads?|retargeting)$/;
const EMAIL_MEDIA = /^(e-?mail|newsletter)$/;
const SOCIAL_MEDIA = /^(social|social[-_ ]?(media|network)|sm)$/;

function hostOf(referrer: string): string {
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** The kind of source of a touch, from its UTM values first, then its referrer. */
export function classifyChannel(touch: Pick<Touch, "source" | "medium" | "campaign" | "referrer">): Channel {
  const medium = touch.medium.trim().toLowerCase();
  const source = touch.source.trim().toLowerCase();
  if (PAID_MEDIA.test(medium)) return "paid";
  if (EMAIL_MEDIA.test(medium) || EMAIL_MEDIA.test(source)) return "email";
  if (SOCIAL_MEDIA.test(medium) || (source && SOCIAL_SITES.test(`${source}.com`))) return "social";
  if (source || medium || touch.campaign.trim()) return "campaign";
  const host = hostOf(touch.referrer);
  if (!host) return "direct";
  if (SEARCH_ENGINES.test(host)) return "organic-search";
  if (SOCIAL_SITES.test(host)) return "social";
  return "referral";
}

function cut(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, TOUCH_VALUE_MAX);
}

/** Origin and path of an address on another site than `siteHost`; "" for the site itself or no address. */
export function outsideReferrer(address: string | null | undefined, siteHost: string): string {
  if (!address) return "";
  try {
    const url = new URL(address);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    if (url.host === siteHost) return "";
    return cut(`${url.origin}${url.pathname}`);
  } catch {
    return "";
  }
}

export function utmOf(search: URLSearchParams): Utm {
  return {
    source: cut(search.get("utm_source")),
    medium: cut(search.get("utm_medium")),
    campaign: cut(search.get("utm_campaign")),
    term: cut(search.get("utm_term")),
    content: cut(search.get("utm_content")),
  };
}

export function hasUtm(utm: Utm): boolean {
  return UTM_KEYS.some((key) => utm[key] !== "");
}

/** The touch of a page address reached from `referrer` (any address; the site's own is dropped). */
export function touchOf(href: string, referrer: string | null | undefined): Touch {
  const url = new URL(href);
  return { page: cut(url.pathname), referrer: outsideReferrer(referrer, url.host), ...utmOf(url.searchParams) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function touchFrom(value: unknown): Touch | undefined {
  if (!isRecord(value)) return undefined;
  const text = (key: string) => (typeof value[key] === "string" ? cut(value[key] as string) : "");
  const page = text("page");
  if (!page.startsWith("/")) return undefined;
  const referrer = text("referrer");
  return {
    page,
    referrer: /^https?:\/\//.test(referrer) ? referrer : "",
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    term: text("term"),
    content: text("content"),
  };
}

/**
 * The attribution a form sent, cleaned; undefined when it sent none or a malformed one
 * (a lead is never refused for it: the server then falls back to the request's own page).
 */
export function attributionFrom(value: unknown): Attribution | undefined {
  if (!isRecord(value)) return undefined;
  const first = touchFrom(value.first);
  if (!first) return undefined;
  const last = touchFrom(value.last) ?? first;
  const convertingPage = typeof value.convertingPage === "string" ? cut(value.convertingPage) : "";
  return { first, last, convertingPage: convertingPage.startsWith("/") ? convertingPage : last.page };
}

/** True when the browser asks not to be tracked (Global Privacy Control or Do Not Track): nothing is counted. */
export function optedOut(header: (name: string) => string | null | undefined): boolean {
  return header("sec-gpc")?.trim() === "1" || header("dnt")?.trim() === "1";
}

/**
 * The attribution a lead stores: what the site's script sent with the form, or, without
 * JavaScript, the form page's own address and query (the post's Referer); none when the
 * browser opted out.
 */
export function submittedAttribution(
  sent: unknown,
  header: (name: string) => string | null | undefined,
): Attribution | undefined {
  if (optedOut(header)) return undefined;
  const fromScript = attributionFrom(sent);
  if (fromScript) return fromScript;
  const formPage = header("referer");
  if (!formPage) return undefined;
  try {
    const touch = touchOf(formPage, undefined);
    return { first: touch, last: touch, convertingPage: touch.page };
  } catch {
    return undefined;
  }
}
