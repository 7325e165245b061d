import { type PartnerKind, partners } from "#shared/content/partners.ts";
import { LINE_ICONS, type LineIconName } from "#shared/icons/line-icons.ts";
import { partnersPage } from "~/content/partners-program";
import { partnersPageSchema } from "~/content/schemas/partners-program";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The glyph beside each platform or standard on the page's tiles: what kind of thing it is. */
const KIND_ICONS: Record<PartnerKind, LineIconName> = {
  device: "tv",
  streaming: "wave",
  drm: "lock",
  advertising: "megaphone",
};

/** Device platforms that are not TVs: phones and the web. */
const SCREEN_ICONS: Readonly<Record<string, LineIconName>> = { android: "phone", ios: "phone", html5: "globe" };

function kindIconPath(name: string): string | undefined {
  const entry = partners.find((candidate) => candidate.name === name);
  return entry ? LINE_ICONS[SCREEN_ICONS[entry.slug] ?? KIND_ICONS[entry.kind]] : undefined;
}

/** The documents the partners page shows. */
export const PARTNERS_DOCUMENTS = { page: ["page:partners", partnersPage], seo: SEO_TEXTS } as const;

export function partnersData(documents = repositoryDocuments(PARTNERS_DOCUMENTS)) {
  const content = parseContent(partnersPageSchema, documents.page, "partners page");
  // The page draws each benefit's icon from its path; the icon set itself stays out of the page's code.
  const benefits = content.solution.benefits.map(({ icon, ...benefit }) => ({
    ...benefit,
    iconPath: LINE_ICONS[icon],
  }));
  const groups = content.technology.groups.map((group) => ({
    ...group,
    logos: group.logos.map((logo) => ({ ...logo, iconPath: kindIconPath(logo.name) })),
  }));
  return {
    seo: seoFor("/partners", { texts: documents.seo }),
    content: {
      ...content,
      solution: { ...content.solution, benefits },
      technology: { ...content.technology, groups },
    },
  };
}

export type PartnersData = ReturnType<typeof partnersData>;
