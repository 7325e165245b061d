import { z } from "zod";
import { vectorImageSchema } from "./media";

const choiceSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(30),
});

export const partnersPageSchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(60),
  chooserTitle: z.string().min(5),
  solution: z.object({
    choice: choiceSchema,
    intro: z.string().min(60),
    benefitsTitle: z.string().min(5),
    benefits: z.array(z.object({ title: z.string().min(5), description: z.string().min(30) })).min(3),
    audienceTitle: z.string().min(5),
    audience: z.array(z.string().min(10)).min(3),
    cta: z.object({ text: z.string().min(20), action: z.string().min(5) }),
  }),
  technology: z.object({
    choice: choiceSchema,
    intro: z.string().min(60),
    note: z.string().min(30),
    logos: z.array(z.object({ name: z.string().min(2), logo: vectorImageSchema })).min(6),
    cta: z.object({ text: z.string().min(20), action: z.string().min(5) }),
  }),
});

export type PartnersPageContent = z.infer<typeof partnersPageSchema>;
