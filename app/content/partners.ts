/**
 * Logos of the partner registry (shared/content/partners.ts), one by one and grouped by kind, for the
 * home page, the Partners page and the customer pages. Each wordmark is app/assets/partners/<slug>.svg.
 */
import { type PartnerEntry, type PartnerKind, partners } from "#shared/content/partners.ts";
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

/** The wordmark of one platform or standard of the registry, by slug. */
export function partnerWordmark(slug: string): VectorImage {
  if (!partners.some((entry) => entry.slug === slug))
    throw new Error(`No platform or standard "${slug}" in shared/content/partners.ts`);
  return partnerLogo(`partners/${slug}`);
}

/** Name and logo of every partner, in registry order. */
export function partnerLogos(
  list: readonly PartnerEntry[] = partners,
  logoOf: (stem: string) => VectorImage = partnerLogo,
): PartnerLogo[] {
  return list.map((entry) => ({ name: entry.name, logo: logoOf(`partners/${entry.slug}`) }));
}

/**
 * The groups of platforms and standards, in the order they are shown, each with the kinds it holds.
 * The one ad standard shares a group with the DRM systems, so no group is a single mark.
 */
const GROUPS: readonly { title: string; kinds: readonly PartnerKind[] }[] = [
  { title: "Device platforms", kinds: ["device"] },
  { title: "Streaming formats", kinds: ["streaming"] },
  { title: "DRM and advertising", kinds: ["drm", "advertising"] },
];

/** The registry's platforms and standards grouped by kind (home, Partners page, customer pages). */
export function platformGroups(): { title: string; logos: PartnerLogo[] }[] {
  return GROUPS.map((group) => ({
    title: group.title,
    logos: partnerLogos(partners.filter((entry) => group.kinds.includes(entry.kind))),
  }));
}
