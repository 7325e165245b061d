import { z } from "zod";
import { whitepaperIds } from "#shared/content/whitepapers.ts";
import { blogSchema } from "./blog";
import { hubHeroSchema } from "./hero";
import { informativeImageSchema } from "./media";

export const resourcesPageSchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(60),
  hero: hubHeroSchema,
  whitepapers: z.object({
    title: z.string().min(3),
    intro: z.string().min(40),
    insideTitle: z.string().min(5),
    items: z
      .array(
        z.object({
          id: z.enum(whitepaperIds),
          title: z.string().min(5),
          subtitle: z.string().min(5),
          summary: z.string().min(40),
          chapters: z.array(z.string().min(3)).min(3),
          cover: informativeImageSchema,
        }),
      )
      .min(1),
  }),
  signup: z.object({ title: z.string().min(10), text: z.string().min(20) }),
  blog: blogSchema,
});

export type ResourcesPageContent = z.infer<typeof resourcesPageSchema>;
