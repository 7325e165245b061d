import { z } from "zod";
import { informativeImageSchema, vectorImageSchema } from "./media";

export const customerSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(2),
  path: z.string().regex(/^\/[a-z0-9-]+$/),
  /** The wordmark (with its size); absent for placeholder pages. */
  logo: vectorImageSchema.optional(),
});

export const customersPageSchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(60),
  logos: z.object({
    title: z.string().min(3),
    intro: z.string().min(20),
    customers: z.array(customerSchema).min(1),
  }),
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

export const customerStorySchema = z.object({
  customer: customerSchema,
  eyebrow: z.string().min(3),
  /** Short, neutral statements; no facts about the customer beyond what the content provides. */
  paragraphs: z.array(z.string().min(30)).min(1),
  placeholder: z.boolean(),
});

export type Customer = z.infer<typeof customerSchema>;
export type CustomersPageContent = z.infer<typeof customersPageSchema>;
export type CustomerStory = z.infer<typeof customerStorySchema>;
