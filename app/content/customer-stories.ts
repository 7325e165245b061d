/**
 * Customer story pages, one per entry of the customer registry (shared/content/customers.ts).
 *
 * A story is published only once it has been written and reviewed with the customer: it goes in
 * `stories` below (and the registry entry gets `storyPublished`, which lets search engines index the
 * page). Until then a page names the customer and says no more about them: it states that no case
 * study is published and shows what Horizon builds for streaming services in general (the products
 * by part of the business, the platforms and standards), marked as not describing that customer.
 * Placeholder entries (/xyz) get a placeholder page. Nothing about a customer is invented.
 */
import { type CustomerEntry, customerEntries, customerPath } from "#shared/content/customers.ts";
import { type ProductSlug, productBySlug, productPath } from "#shared/content/products.ts";
import { customerBySlug, customers } from "./customers";
import { platformGroups } from "./partners";
import { productCardImage, productLogo } from "./product-media";
import type { CustomerStory, ProductCard, Story } from "./schemas/customers";

/** A story as written: products are named by slug. */
type StoryInput = Omit<Story, "products"> & { products?: readonly ProductSlug[] };

/** Published stories by customer slug. None has been reviewed with a customer yet. */
const stories: Readonly<Record<string, StoryInput>> = {};

/** What Horizon builds for streaming services, by part of the business (facts of the product pages). */
const PILLARS: readonly {
  title: string;
  text: string;
  /** The product whose screens illustrate the pillar, and what they show. */
  image: { product: ProductSlug; alt: string };
  products: readonly ProductSlug[];
}[] = [
  {
    title: "Launch on every screen",
    image: { product: "vivre", alt: "VIVRE's layout editor beside a phone app whose rows it arranges" },
    text: "Native apps for Smart TVs, phones, tablets, the web, dongles, set-top boxes, Apple TV and HbbTV, run from one back office. VIVRE changes their layouts, rails and promotions live, without a new release.",
    products: ["vivre"],
  },
  {
    title: "Help viewers find what to watch",
    image: { product: "sara", alt: "S.A.R.A.'s personalised recommendation rows and its insight charts" },
    text: "S.A.R.A. ranks rows and titles for each viewer from context, mood and history. ReelCraft adds smart summaries, chapters and dubbing, so every title is easier to discover.",
    products: ["sara", "reelcraft"],
  },
  {
    title: "Earn from every view",
    image: { product: "adpilot", alt: "AdPilot's campaign dashboard with performance charts and creatives" },
    text: "AdPilot runs ads across channels from one dashboard, with AI decisioning and smart bidding. Blinks adds short-form video with contests, ad and commerce tools.",
    products: ["adpilot", "blink"],
  },
];

export function productCard(slug: ProductSlug): ProductCard {
  const product = productBySlug(slug);
  return { name: product.name, tagline: product.tagline, path: productPath(slug), logo: productLogo(slug) };
}

function publishedStory(input: StoryInput): Story {
  const { products, ...rest } = input;
  return { ...rest, ...(products ? { products: products.map(productCard) } : {}) };
}

function otherCustomers(slug: string): NonNullable<CustomerStory["others"]> {
  return {
    title: "More of the teams we work with",
    intro: "Streaming operators, broadcasters and media companies. Select one to open its page.",
    customers: customers.filter((other) => other.slug !== slug),
  };
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
      others: otherCustomers(customer.slug),
      placeholder: false,
    };
  return {
    customer,
    eyebrow: "Customers",
    paragraphs: [
      `${customer.name} is one of the teams we work with. Their story is not published yet, so this page shows what Horizon builds for streaming services and video businesses: the products for each part of the business, the platforms they run on, and how to talk to us about your own service.`,
    ],
    overview: {
      title: "What we build for streaming services",
      intro: "Three parts of a streaming business our products cover, on their own or together.",
      pillars: PILLARS.map(({ image, ...pillar }) => ({
        ...pillar,
        image: productCardImage(image.product, image.alt),
        products: pillar.products.map(productCard),
      })),
      platforms: {
        title: "Built for the platforms and standards you use",
        intro:
          "Our apps and players are built and certified for these device platforms, streaming formats, DRM systems and ad standards.",
        groups: platformGroups(),
      },
    },
    others: otherCustomers(customer.slug),
    placeholder: false,
  };
}

function placeholderStory(entry: CustomerEntry): CustomerStory {
  return {
    customer: { slug: entry.slug, name: entry.name, path: customerPath(entry.slug) },
    eyebrow: "Customer story",
    paragraphs: ["This page is a placeholder for a customer story that has not been written yet."],
    // The teams whose pages exist, so the placeholder leads somewhere instead of ending in an empty band.
    others: { ...otherCustomers(entry.slug), title: "Teams we work with" },
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
