/**
 * Logos of the partner registry (shared/content/partners.ts) for the home page's "Our partners"
 * marquee and the Partners page. Each entry's wordmark is app/assets/partners/<slug>.svg.
 */
import { type PartnerEntry, partners } from "#shared/content/partners.ts";
import { partners as sizes } from "~/assets/manifest.json";
import { svgSet } from "./media";
import type { VectorImage } from "./types";

const partnerLogo = svgSet(
  import.meta.glob<string>("/app/assets/partners/*.svg", { eager: true, query: "?url", import: "default" }),
  { partners: sizes },
);

export interface PartnerLogo {
  name: string;
  logo: VectorImage;
}

/** Name and logo of every partner, in registry order (the marquee's order). */
export function partnerLogos(
  list: readonly PartnerEntry[] = partners,
  logoOf: (stem: string) => VectorImage = partnerLogo,
): PartnerLogo[] {
  return list.map((entry) => ({ name: entry.name, logo: logoOf(`partners/${entry.slug}`) }));
}
