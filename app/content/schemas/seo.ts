import { z } from "zod";

/** Search-result text of a page; the site name is appended to the title. */
export const seoTextSchema = z.object({
  title: z
    .string()
    .min(5, { error: "Too short for a search result title: at least 5 characters." })
    .max(55, { error: "Too long for a search result: a title shows at most 55 characters (the site name follows)." }),
  description: z
    .string()
    .min(50, { error: "Too short for a search result description: at least 50 characters." })
    .max(160, { error: "Too long for a search result: a description shows at most 160 characters." }),
});

export type SeoText = z.infer<typeof seoTextSchema>;
