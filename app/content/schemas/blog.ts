import { z } from "zod";
import { informativeImageSchema, smallRenditionSchema } from "./media";

export const articleMetaSchema = z.object({
  /** The spec's article id for the four original articles; a slug for the others. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Canonical page path (lower case, in the route table with kind "article"). */
  path: z.string().regex(/^\/[a-z0-9-]+$/),
  /** Name of the MDX body in app/content/articles/ (without extension). */
  body: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(20).max(110),
  /** One or two sentences for cards and the article header. */
  summary: z.string().min(60).max(260),
  topic: z.string().min(3).max(40),
  author: z.object({
    name: z.string().min(3),
    role: z.string().min(10),
  }),
  publishedAt: z.iso.date(),
  /** The hero image; with a small rendition when phones should not load the full one. */
  image: informativeImageSchema.extend({ small: smallRenditionSchema.optional() }),
});

export const blogSchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(60),
  featuredTitle: z.string().min(3),
  initialCount: z.number().int().positive(),
  step: z.number().int().positive(),
  articles: z.array(articleMetaSchema).min(1),
  /** The closing call to action under every article. */
  articleCta: z.object({ title: z.string().min(10).max(80), text: z.string().min(40).max(220) }),
});

export type ArticleMeta = z.infer<typeof articleMetaSchema>;
export type BlogContent = z.infer<typeof blogSchema>;
