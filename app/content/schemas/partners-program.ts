import { z } from "zod";
import { lineIconNames } from "#shared/icons/line-icons.ts";
import { hubHeroSchema } from "./hero";
import { vectorImageSchema } from "./media";

const logoSchema = z.object({ name: z.string().min(2), logo: vectorImageSchema });
const cardSchema = z.object({ title: z.string().min(5), description: z.string().min(30) });
/** A benefit of the programme, with the line icon shown beside its title. */
const benefitSchema = cardSchema.extend({ icon: z.enum(lineIconNames) });

const choiceSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(30),
});

export const partnersPageSchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(60),
  hero: hubHeroSchema,
  chooserTitle: z.string().min(5),
  chooserIntro: z.string().min(10),
  solution: z.object({
    choice: choiceSchema,
    intro: z.string().min(60),
    benefitsTitle: z.string().min(5),
    programmeTitle: z.string().min(5),
    benefits: z.array(benefitSchema).min(3),
    audienceTitle: z.string().min(5),
    audience: z.array(z.string().min(10)).min(3),
    cta: z.object({ text: z.string().min(20), action: z.string().min(5) }),
    stepsTitle: z.string().min(5),
    stepsIntro: z.string().min(30),
    steps: z.array(cardSchema).min(3).max(5),
  }),
  technology: z.object({
    choice: choiceSchema,
    sectionTitle: z.string().min(10),
    intro: z.string().min(60),
    note: z.string().min(30),
    /** The parallel of the solution partners' benefits: what a platform or standard's owner gets, and how to ask. */
    offer: z.object({
      title: z.string().min(10),
      points: z.array(z.string().min(20).max(120)).min(2).max(4),
      applyTitle: z.string().min(5),
      apply: z.string().min(40).max(300),
    }),
    logos: z.array(logoSchema).min(6),
    groups: z.array(z.object({ title: z.string().min(3), logos: z.array(logoSchema).min(1) })).min(2),
    cta: z.object({ text: z.string().min(20), action: z.string().min(5) }),
  }),
  closing: z.object({ title: z.string().min(5), text: z.string().min(30), action: z.string().min(5) }),
});

export type PartnersPageContent = z.infer<typeof partnersPageSchema>;
