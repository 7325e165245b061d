/**
 * The home page's "Our Partners" marquee. These are the platforms and standards the
 * products are built and certified for, not claimed partner companies. Each entry keeps
 * its name and a logo file in app/assets/partners/, so real partner logos can replace
 * or join them by adding a file and an entry.
 */
import { svgSet } from "./media";

export interface PartnerEntry {
  name: string;
  /** File name in app/assets/partners/. */
  logoFile: string;
}

export const partnerEntries: PartnerEntry[] = [
  { name: "Tizen", logoFile: "tizen.svg" },
  { name: "webOS", logoFile: "webos.svg" },
  { name: "Android TV", logoFile: "android-tv.svg" },
  { name: "Roku", logoFile: "roku.svg" },
  { name: "tvOS", logoFile: "tvos.svg" },
  { name: "Fire TV", logoFile: "fire-tv.svg" },
  { name: "HbbTV", logoFile: "hbbtv.svg" },
  { name: "Android", logoFile: "android.svg" },
  { name: "iOS", logoFile: "ios.svg" },
  { name: "HTML5", logoFile: "html5.svg" },
  { name: "HLS", logoFile: "hls.svg" },
  { name: "MPEG-DASH", logoFile: "mpeg-dash.svg" },
  { name: "CMAF", logoFile: "cmaf.svg" },
  { name: "VAST", logoFile: "vast.svg" },
  { name: "Widevine", logoFile: "widevine.svg" },
  { name: "PlayReady", logoFile: "playready.svg" },
  { name: "FairPlay", logoFile: "fairplay.svg" },
];

const partnerLogo = svgSet(
  import.meta.glob<string>("/app/assets/partners/*.svg", { eager: true, query: "?url", import: "default" }),
);

/** Name and logo URL of every entry, in marquee order. */
export function partnerLogos() {
  return partnerEntries.map((entry) => ({
    name: entry.name,
    logo: partnerLogo(`partners/${entry.logoFile.replace(/\.svg$/, "")}`),
  }));
}
