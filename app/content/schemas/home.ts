import { z } from "zod";
import { type ProductSlug, productSlugs } from "#shared/content/products.ts";
import { deviceIds } from "../devices";
import { internalLinkSchema } from "./links";
import { imageSchema, informativeImageSchema, label, prose, vectorImageSchema } from "./media";

/** Copy keyed by product: every product of the registry needs its entry. */
const perProduct = <Copy extends z.ZodType>(copy: Copy) =>
  z.record(z.enum(productSlugs as [ProductSlug, ...ProductSlug[]]), copy);

export const homeContentSchema = z.object({
  hero: z.object({
    eyebrow: label(60),
    title: label(90),
    lead: prose(80, 320),
    demo: z
      .object({
        label: label(40),
        subject: label(60).describe(
          "The subject line of the e-mail the button starts when the site has a sales address (without one, the button opens the meeting page).",
        ),
      })
      .meta({ title: "Demo button" }),
    secondary: z.object({ label: label(40), href: internalLinkSchema }).meta({ title: "Secondary button" }),
    imageAlt: prose(20, 200),
  }),
  products: z.object({
    eyebrow: label(40),
    title: label(60),
    tagline: prose(60, 260),
    /** Lines under each product's name and tagline. */
    extra: perProduct(z.array(prose(20, 120)).min(1).max(3)).meta({ title: "Lines under each product" }),
    /** Before the customers' names under the products (names and pages from the customer registry). */
    customersLabel: label(60),
  }),
  devices: z.object({ eyebrow: label(40), title: label(60), intro: prose(60, 320) }),
  partners: z.object({ eyebrow: label(40), title: label(60), subtitle: prose(20, 220) }),
  whitepapers: z.object({
    eyebrow: label(40),
    title: label(60),
    intro: prose(60, 300),
    cta: z.object({ label: label(40), href: internalLinkSchema }),
  }),
  contact: z.object({
    eyebrow: label(40),
    title: label(60),
    intro: prose(40, 260),
    /** Beside the form: what follows a request, and the direct way to a meeting. */
    next: z
      .object({
        title: label(40),
        steps: z
          .array(z.object({ title: label(40), text: prose(20, 160) }))
          .min(2)
          .max(4),
        schedule: z.object({ text: label(60), label: label(40), href: internalLinkSchema }),
      })
      .meta({ title: "What happens next" }),
  }),
});

export const devicesSchema = z
  .array(
    z.object({
      id: z.enum(deviceIds),
      label: label(30),
      caption: prose(20, 160),
      image: informativeImageSchema,
    }),
  )
  .min(1)
  .refine((list) => new Set(list.map((device) => device.id)).size === list.length, "Each device appears once");

export const platformGroupsSchema = z
  .array(z.object({ title: label(40), logos: z.array(z.object({ name: label(40), logo: vectorImageSchema })).min(1) }))
  .min(2);

export const whitepaperSlidesSchema = z
  .array(z.object({ id: z.string(), title: label(80), summary: prose(40, 300), cover: imageSchema }))
  .min(1);
