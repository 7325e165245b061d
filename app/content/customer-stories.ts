/**
 * Customer story pages, one per entry of the customer registry (shared/content/customers.ts).
 *
 * A story is published only once it has been written and reviewed with the customer: it goes in
 * `stories` below (and the registry entry gets `storyPublished`, which lets search engines index the
 * page). Until then a page names the customer and says no more about them: it states that no case
 * study is published and gives a general overview of the products, marked as not describing that
 * customer. Placeholder entries (/xyz) get a placeholder page. Nothing about a customer is invented.
 */
import { type CustomerEntry, customerEntries, customerPath } from "#shared/content/customers.ts";
import { type ProductSlug, productBySlug, productPath } from "#shared/content/products.ts";
import { customerBySlug } from "./customers";
import { productLogo } from "./product-media";
import type { CustomerStory, ProductCard, Story } from "./schemas/customers";

/** A story as written: products are named by slug. */
type StoryInput = Omit<Story, "products"> & { products?: readonly ProductSlug[] };

/** Published stories by customer slug. None has been reviewed with a customer yet. */
const stories: Readonly<Record<string, StoryInput>> = {};

/** The products the general overview presents for streaming operators and media companies. */
const OVERVIEW_PRODUCTS: readonly ProductSlug[] = ["vivre", "sara", "adpilot", "reelcraft"];

export function productCard(slug: ProductSlug): ProductCard {
  const product = productBySlug(slug);
  return { name: product.name, tagline: product.tagline, path: productPath(slug), logo: productLogo(slug) };
}

function publishedStory(input: StoryInput): Story {
  const { products, ...rest } = input;
  return { ...rest, ...(products ? { products: products.map(productCard) } : {}) };
}

function customerPage(entry: CustomerEntry, input: StoryInput | undefined): CustomerStory | undefined {
  const customer = customerBySlug(entry.slug);
  if (!customer) return undefined;
  if (input)
    return {
      customer,
      eyebrow: "Customer story",
      story: publishedStory(input),
      paragraphs: [input.summary],
      placeholder: false,
    };
  return {
    customer,
    eyebrow: "Customers",
    paragraphs: [
      `No case study about ${customer.name} is published on this site yet, so this page says nothing about ${customer.name}'s service.`,
    ],
    overview: {
      title: "What our platforms do for streaming services",
      intro:
        "A general overview of the products operators, broadcasters and media companies build on. It is not a description of any one customer's service.",
      products: OVERVIEW_PRODUCTS.map(productCard),
    },
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
  return entry.placeholder ? placeholderStory(entry) : customerPage(entry, stories[entry.slug]);
}

/** The registry's `storyPublished` flags agree with the stories written here (checked by a test). */
export function publishedStorySlugs(): string[] {
  return Object.keys(stories);
}
