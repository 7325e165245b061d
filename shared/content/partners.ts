/**
 * The partner registry: the platforms and standards the products are built and certified for
 * (not claimed partner companies). The home page's "Our Partners" marquee, the Partners page's
 * technology logos and the asset generator (wordmarks in app/assets/partners/<slug>.svg) read it,
 * so adding a partner means adding an entry here and running `npm run assets -- logos`.
 */

/** Generic line icon drawn beside the name in the wordmark (scripts/assets/lib/icons.ts). */
export type PartnerGlyph = "tv" | "phone" | "code" | "segments" | "megaphone" | "shield";

export interface PartnerEntry {
  slug: string;
  name: string;
  glyph: PartnerGlyph;
}

export const partners: readonly PartnerEntry[] = [
  { slug: "tizen", name: "Tizen", glyph: "tv" },
  { slug: "webos", name: "webOS", glyph: "tv" },
  { slug: "android-tv", name: "Android TV", glyph: "tv" },
  { slug: "roku", name: "Roku", glyph: "tv" },
  { slug: "tvos", name: "tvOS", glyph: "tv" },
  { slug: "fire-tv", name: "Fire TV", glyph: "tv" },
  { slug: "hbbtv", name: "HbbTV", glyph: "tv" },
  { slug: "android", name: "Android", glyph: "phone" },
  { slug: "ios", name: "iOS", glyph: "phone" },
  { slug: "html5", name: "HTML5", glyph: "code" },
  { slug: "hls", name: "HLS", glyph: "segments" },
  { slug: "mpeg-dash", name: "MPEG-DASH", glyph: "segments" },
  { slug: "cmaf", name: "CMAF", glyph: "segments" },
  { slug: "vast", name: "VAST", glyph: "megaphone" },
  { slug: "widevine", name: "Widevine", glyph: "shield" },
  { slug: "playready", name: "PlayReady", glyph: "shield" },
  { slug: "fairplay", name: "FairPlay", glyph: "shield" },
];
