/**
 * Customer story pages, one per entry of the customer registry (shared/content/customers.ts).
 * The stories themselves are still being written with each customer, so a page states exactly
 * that and nothing more: no facts about the customer are invented. Placeholder entries (/xyz)
 * get a placeholder page (noindex in the route table).
 */
import { type CustomerEntry, customerEntries, customerPath } from "#shared/content/customers.ts";
import { customerBySlug } from "./customers";
import type { CustomerStory } from "./schemas/customers";

function storyInPreparation(entry: CustomerEntry): CustomerStory | undefined {
  const customer = customerBySlug(entry.slug);
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

function placeholderStory(entry: CustomerEntry): CustomerStory {
  return {
    customer: { slug: entry.slug, name: entry.name, path: customerPath(entry.slug) },
    eyebrow: "Customer story",
    paragraphs: ["This page is a placeholder for a customer story that has not been written yet."],
    placeholder: true,
  };
}

export function customerStory(slug: string): CustomerStory | undefined {
  const entry = customerEntries.find((candidate) => candidate.slug === slug);
  if (!entry) return undefined;
  return entry.placeholder ? placeholderStory(entry) : storyInPreparation(entry);
}
