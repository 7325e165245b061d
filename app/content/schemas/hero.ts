import { z } from "zod";
import { internalLinkSchema } from "./links";
import { imageSchema, smallRenditionSchema } from "./media";

const heroLinkSchema = z.object({ label: z.string().min(5).max(40), href: internalLinkSchema });

/** The hero of a hub page (Customers, Partners, Resources, Book a meeting): two links, its art, short facts. */
export const hubHeroSchema = z.object({
  /** The short label above the headline, as every inner page's hero has one. */
  eyebrow: z.string().min(3).max(40).optional(),
  /** The primary action, then the secondary one. */
  links: z.tuple([heroLinkSchema, heroLinkSchema]),
  art: imageSchema.extend({ small: smallRenditionSchema }),
  facts: z.array(z.string().min(5).max(40)).min(2).max(4).optional(),
});

export type HubHeroContent = z.infer<typeof hubHeroSchema>;
