/**
 * Customer story pages. The stories themselves are still being written with each customer,
 * so a page states exactly that and nothing more: no facts about the customer are invented.
 * /xyz is a placeholder page (noindex in the route table).
 */
import { customerBySlug } from "./customers";
import type { CustomerStory } from "./schemas/customers";

function storyInPreparation(slug: string): CustomerStory | undefined {
  const customer = customerBySlug(slug);
  if (!customer) return undefined;
  return {
    customer,
    eyebrow: "Customer story",
    paragraphs: [
      `We are preparing this story together with the team at ${customer.name}. It will be published here once both sides have reviewed it.`,
      "In the meantime, our team is happy to walk you through the products and the kind of work we do for streaming operators and media companies.",
    ],
    placeholder: false,
  };
}

const placeholder: CustomerStory = {
  customer: { slug: "xyz", name: "Xyz", path: "/xyz" },
  eyebrow: "Customer story",
  paragraphs: ["This page is a placeholder for a customer story that has not been written yet."],
  placeholder: true,
};

export function customerStory(slug: string): CustomerStory | undefined {
  return slug === placeholder.customer.slug ? placeholder : storyInPreparation(slug);
}
