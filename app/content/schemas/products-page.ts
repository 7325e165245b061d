import { z } from "zod";
import { productSlugs } from "#shared/content/products.ts";
import { internalLinkSchema } from "./links";
import { gradientSchema, heroArtSchema, informativeImageSchema, label, prose, vectorImageSchema } from "./media";

export const productsPageSchema = z
  .object({
    hero: z.object({ eyebrow: label(40), title: label(90), lead: prose(60, 320), image: heroArtSchema }),
    moreLabel: label(30),
    cta: z.object({ title: label(60), text: prose(40, 200) }),
    entries: z
      .array(
        z.object({
          key: z.string().regex(/^[a-z0-9-]+$/),
          /** A product of the registry, or an offering shown in the same form (T.P.X). */
          kind: z.enum(["product", "offering"]),
          name: label(40),
          summary: label(60),
          logo: vectorImageSchema.optional(),
          gradient: gradientSchema,
          description: z.array(prose(60, 400)).min(1).max(2),
          points: z.array(label(60)).min(3).max(4),
          href: internalLinkSchema,
          images: z.array(informativeImageSchema).min(3).max(8),
        }),
      )
      .min(1),
  })
  .superRefine((page, context) => {
    const keys = new Set(page.entries.map((entry) => entry.key));
    for (const slug of productSlugs.filter((candidate) => !keys.has(candidate))) {
      context.addIssue({
        code: "custom",
        path: ["entries"],
        message: `No entry for the product ${slug} of the registry (shared/content/products.ts)`,
      });
    }
  });
