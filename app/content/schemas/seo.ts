import { z } from "zod";

/** Search-result text of a page; the site name is appended to the title. */
export const seoTextSchema = z.object({
  title: z.string().min(5).max(55),
  description: z.string().min(50).max(160),
});

export type SeoText = z.infer<typeof seoTextSchema>;
