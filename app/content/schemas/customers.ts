import { z } from "zod";
import { deviceIds } from "../devices";
import type { VectorImage } from "../types";
import { hubHeroSchema } from "./hero";
import { internalLinkSchema } from "./links";
import { cropRegionSchema, informativeImageSchema, vectorImageSchema } from "./media";

export const customerSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(2),
  path: z.string().regex(/^\/[a-z0-9-]+$/),
  /** The wordmark (with its size); absent for placeholder pages. */
  logo: vectorImageSchema.optional(),
  /**
   * The customer's business as it describes itself in public ("Broadcaster", "Telecom operator"),
   * never what it uses or buys; absent when it is not certain.
   */
  kind: z.string().min(3).max(40).optional(),
});

export const customersPageSchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(60),
  hero: hubHeroSchema,
  logos: z.object({
    title: z.string().min(3),
    intro: z.string().min(20),
    customers: z.array(customerSchema).min(1),
  }),
  /** Which products each kind of business builds with (rows from content/customer-stories.ts), never about a customer. */
  segments: z.object({ title: z.string().min(3), intro: z.string().min(40) }),
  gallery: z.object({
    title: z.string().min(3),
    intro: z.string().min(40),
    slides: z
      .array(z.object({ caption: z.string().min(3), image: informativeImageSchema }))
      .min(1)
      .max(12),
  }),
  features: z.object({
    title: z.string().min(3),
    intro: z.string().min(40),
    items: z
      .array(z.object({ title: z.string().min(3), description: z.string().min(40), image: informativeImageSchema }))
      .min(1)
      .max(6),
  }),
  cta: z.object({ title: z.string().min(3), text: z.string().min(20), action: z.string().min(3) }),
});

/** A product as a story or an overview shows it: logo, name, tagline and its page. */
export const productCardSchema = z.object({
  name: z.string().min(2),
  tagline: z.string().min(10),
  path: internalLinkSchema,
  logo: vectorImageSchema,
});

/**
 * A customer story reviewed with the customer. Every part but the summary is optional and the
 * page renders only the parts present: nothing is filled in for a part the content lacks.
 */
export const storySchema = z.object({
  summary: z.string().min(40).max(400),
  challenge: z.array(z.string().min(30)).min(1).optional(),
  solution: z.array(z.string().min(30)).min(1).optional(),
  products: z.array(productCardSchema).min(1).max(6).optional(),
  results: z
    .array(z.object({ value: z.string().min(1).max(12), label: z.string().min(10).max(120) }))
    .min(1)
    .max(4)
    .optional(),
  /** Screens of the customer's service, shown with their permission. */
  screens: z
    .array(z.object({ caption: z.string().min(3), image: informativeImageSchema }))
    .min(1)
    .max(4)
    .optional(),
  quote: z.object({ text: z.string().min(20), name: z.string().min(3), role: z.string().min(3) }).optional(),
});

/** A part of the business a kind of customer needs, with the products that meet it. */
const needSchema = z.object({
  title: z.string().min(5).max(60),
  text: z.string().min(60).max(320),
  /** A product screen that shows the need met (an example, not the customer's service). */
  image: informativeImageSchema.optional(),
  /** The part of the image shown on phones, where the whole screen would be illegible. */
  crop: cropRegionSchema.optional(),
  products: z.array(productCardSchema).min(1).max(3),
});

export const customerStorySchema = z.object({
  customer: customerSchema,
  eyebrow: z.string().min(3),
  /** The published story; absent until one has been reviewed with the customer. */
  story: storySchema.optional(),
  /** The hero's lead: the story's summary, or (without one) what we build for that kind of business. */
  paragraphs: z.array(z.string().min(30)).min(1),
  /** Without a story: what Horizon builds for that kind of business, which claims nothing about the customer. */
  overview: z
    .object({
      /** The hero's example screen of a product, with a short caption that says it is an example. */
      hero: z.object({
        image: informativeImageSchema,
        caption: z.string().min(10).max(44),
        /** The part of the screen shown on phones, where the whole would be illegible. */
        crop: cropRegionSchema,
      }),
      title: z.string().min(5),
      intro: z.string().min(40),
      /** The first need is shown large, with its image. */
      needs: z.array(needSchema).min(2).max(3),
      screens: z.object({
        title: z.string().min(5),
        intro: z.string().min(40),
        items: z
          .array(z.object({ id: z.enum(deviceIds), label: z.string().min(2) }))
          .min(3)
          .max(8),
        link: z.object({ label: z.string().min(5), href: internalLinkSchema }),
      }),
      /** One quiet line at the end of the page: no story is published, the screens are examples. */
      footnote: z.string().min(40).max(240),
      /** The closing call to action in that kind of business's terms; the general one without it. */
      cta: z.object({ title: z.string().min(5), text: z.string().min(40), product: productCardSchema }).optional(),
    })
    .optional(),
  /** The other customers' wordmarks, each linking to its page. */
  others: z
    .object({ title: z.string().min(5), intro: z.string().min(20), customers: z.array(customerSchema).min(1) })
    .optional(),
  placeholder: z.boolean(),
});

export type Customer = z.infer<typeof customerSchema>;
export type CustomersPageContent = z.infer<typeof customersPageSchema>;
export type CustomerStory = z.infer<typeof customerStorySchema>;
export type Story = z.infer<typeof storySchema>;
export type ProductCard = z.infer<typeof productCardSchema>;

/** One kind of business and the products it builds its service with: each by its mark and name. */
export interface Segment {
  audience: string;
  products: { name: string; path: string; glyph: VectorImage }[];
}
