import { z } from "zod";
import { gradientSchema, informativeImageSchema, label, prose } from "./media";

export const productsPageSchema = z.object({
  hero: z.object({ eyebrow: label(40), title: label(90), lead: prose(60, 320) }),
  cta: z.object({ title: label(60), text: prose(40, 200) }),
  entries: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z]+$/),
        name: label(40),
        logo: z.string().optional(),
        gradient: gradientSchema,
        description: z.array(prose(60, 400)).min(1).max(3),
        href: z.string().regex(/^\/[a-z0-9/#-]+$/),
        images: z.array(informativeImageSchema).min(3).max(8),
      }),
    )
    .min(6)
    .max(7),
});
