import { z } from "zod";
import { informativeImageSchema, label, prose } from "./media";

const card = z.object({ title: label(50), description: prose(30, 200) });

const mediaBlock = z.object({
  title: label(60),
  eyebrow: label(40),
  paragraphs: z.array(prose(60, 500)).min(1).max(3),
  points: z.array(prose(10, 120)).min(2).max(6),
  image: informativeImageSchema,
});

export const solutionsPageSchema = z.object({
  hero: z.object({ eyebrow: label(40), title: label(90), lead: prose(60, 320) }),
  cta: z.object({ title: label(60), text: prose(40, 200) }),
  tpx: mediaBlock.extend({ title: z.literal("Template Platform Xpress") }),
  custom: mediaBlock.extend({ title: z.literal("Custom OTT Application") }),
  monetisation: z.object({ title: label(60), intro: prose(40, 300), cards: z.array(card).length(6) }),
  value: z.object({ title: label(60), cards: z.array(card).length(3) }),
  aggregation: mediaBlock.extend({ title: z.literal("OTT Content Aggregation") }),
  why: mediaBlock.extend({ title: z.literal("Why use our Solution") }),
  editorial: z.object({
    title: z.literal("Editorial Curation Tools"),
    intro: prose(40, 300),
    tabs: z
      .array(
        z.object({
          key: z.enum(["vivre", "sara", "hospitality"]),
          label: label(20),
          title: label(60),
          description: prose(60, 400),
          image: informativeImageSchema,
        }),
      )
      .length(3)
      .refine((tabs) => tabs.map((tab) => tab.label).join("|") === "Vivre|T.P.X|Hospitality", "Tabs per the spec"),
  }),
});
