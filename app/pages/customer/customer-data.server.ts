import { canonicalPathFor } from "#shared/site/route-table.ts";
import { customerStory } from "~/content/customer-stories";
import { customerStorySchema } from "~/content/schemas/customers";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** One customer-story page (/astro, /dialog, … and the /xyz placeholder). */
export function customerData(pathname: string) {
  const path = canonicalPathFor(pathname) ?? pathname;
  return {
    seo: seoFor(path),
    content: parseContent(customerStorySchema, customerStory(path.slice(1)), `customer story ${path}`),
  };
}

export type CustomerData = ReturnType<typeof customerData>;
