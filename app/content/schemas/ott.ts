import { z } from "zod";
import { lineIconNames } from "#shared/icons/line-icons.ts";
import { cropRegionSchema, heroArtSchema, informativeImageSchema, label, prose, vectorImageSchema } from "./media";

const story = z.object({
  title: label(60),
  eyebrow: label(40),
  paragraphs: z.array(prose(60, 500)).min(1).max(3),
  points: z.array(prose(10, 120)).min(2).max(6),
  image: informativeImageSchema,
  /** The part of the image phones show, enlarged (the whole image from 640 px). */
  crop: cropRegionSchema.optional(),
});

export const ottPageSchema = z.object({
  hero: z.object({ eyebrow: label(40), title: label(90), lead: prose(60, 320), image: heroArtSchema }),
  why: story,
  platforms: z.object({
    title: label(60),
    intro: prose(30, 200),
    cards: z
      .array(
        z.object({
          title: label(30),
          /** A device glyph beside the wordmark (shared/icons/line-icons.ts). */
          icon: z.enum(lineIconNames),
          /** Two or three short facts: where it runs, what it is built with, who reviews it. */
          facts: z
            .array(z.object({ label: label(20), value: prose(10, 90) }))
            .min(2)
            .max(3),
          /** The platform's wordmark (app/assets/partners/<slug>.svg, from the partner registry). */
          wordmark: vectorImageSchema,
        }),
      )
      .min(2)
      .max(8),
  }),
  certification: story,
  demo: z.object({ eyebrow: label(40), title: label(60), intro: prose(40, 260) }),
});
