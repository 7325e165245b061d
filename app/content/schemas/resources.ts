import { z } from "zod";
import { blogSchema, responsiveImageSchema } from "./blog";

export const resourcesPageSchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(60),
  whitepapers: z.object({
    title: z.string().min(3),
    intro: z.string().min(40),
    items: z
      .array(
        z.object({
          id: z.enum(["whitepaper1", "whitepaper2"]),
          title: z.string().min(5),
          subtitle: z.string().min(5),
          summary: z.string().min(40),
          cover: responsiveImageSchema,
        }),
      )
      .length(2),
  }),
  signup: z.object({ title: z.string().min(10), text: z.string().min(20) }),
  blog: blogSchema,
});

export type ResourcesPageContent = z.infer<typeof resourcesPageSchema>;
