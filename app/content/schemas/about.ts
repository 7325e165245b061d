import { z } from "zod";
import { lineIconNames } from "#shared/icons/line-icons.ts";
import { heroArtSchema, label, prose, videoSchema } from "./media";

export const timelineSchema = z
  .array(z.object({ period: z.string().regex(/^\d{4}(-\d{4})?$/), title: label(40), description: prose(20, 200) }))
  .min(1)
  .max(12);

export const aboutPageSchema = z.object({
  hero: z.object({ eyebrow: label(40), title: label(90), lead: prose(60, 320), image: heroArtSchema }),
  history: z.object({ title: label(40), intro: prose(20, 200), timeline: timelineSchema }),
  values: z.object({
    title: label(40),
    intro: prose(20, 200),
    items: z
      .array(
        z.object({
          title: label(30),
          description: prose(20, 160),
          /** The value's icon from the site's line-icon set. */
          icon: z.enum(lineIconNames),
        }),
      )
      .min(3)
      .max(6),
  }),
  life: z.object({
    title: label(40),
    paragraphs: z.array(prose(40, 400)).min(1).max(3),
    /** A few figures about the company from the specification, under the video. */
    figures: z
      .array(z.object({ value: z.string().min(1).max(10), label: prose(10, 90) }))
      .min(2)
      .max(4)
      .optional(),
    video: videoSchema,
  }),
  careers: z.object({
    title: label(40),
    text: prose(40, 300),
    apply: z.object({ label: label(30), subject: label(60) }),
    /** Shown when no careers address is configured: the message form instead of a CV by e-mail. */
    withoutAddress: z.object({ text: prose(40, 300), label: label(30) }),
  }),
});
