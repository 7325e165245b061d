/**
 * The partner registry: the platforms and standards the products are built and certified for
 * (not claimed partner companies). The home page's "Our partners" groups, the Partners page's
 * technology logos and the asset generator (wordmarks in app/assets/partners/<slug>.svg) read it,
 * so adding a partner means adding an entry here and running `npm run assets -- wordmarks`.
 */

/** What the platform or standard is, for grouping on the Partners page. */
export type PartnerKind = "device" | "streaming" | "drm" | "advertising";

export interface PartnerEntry {
  slug: string;
  name: string;
  kind: PartnerKind;
}

export const partners: readonly PartnerEntry[] = [
  { slug: "tizen", name: "Tizen", kind: "device" },
  { slug: "webos", name: "webOS", kind: "device" },
  { slug: "android-tv", name: "Android TV", kind: "device" },
  { slug: "roku", name: "Roku", kind: "device" },
  { slug: "tvos", name: "tvOS", kind: "device" },
  { slug: "fire-tv", name: "Fire TV", kind: "device" },
  { slug: "hbbtv", name: "HbbTV", kind: "device" },
  { slug: "android", name: "Android", kind: "device" },
  { slug: "ios", name: "iOS", kind: "device" },
  { slug: "html5", name: "HTML5", kind: "device" },
  { slug: "hls", name: "HLS", kind: "streaming" },
  { slug: "mpeg-dash", name: "MPEG-DASH", kind: "streaming" },
  { slug: "cmaf", name: "CMAF", kind: "streaming" },
  { slug: "vast", name: "VAST", kind: "advertising" },
  { slug: "widevine", name: "Widevine", kind: "drm" },
  { slug: "playready", name: "PlayReady", kind: "drm" },
  { slug: "fairplay", name: "FairPlay", kind: "drm" },
];
