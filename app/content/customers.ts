/**
 * The Customers page: the customers that have story pages, the gallery and the features row.
 * Gallery and feature images are illustrations of the kind of experiences our platforms
 * deliver; they are not screenshots of any customer's service.
 */
import { customerEntries, customerPath, listedCustomers } from "#shared/content/customers.ts";
import { customerWordmark, featureImage, galleryImage } from "./customers-media";
import { hubHeroArt } from "./hub-media";
import type { Customer, CustomersPageContent } from "./schemas/customers";

/**
 * Each customer's business as the company describes itself in public, shown under its wordmark and
 * on its page; never what it uses or buys. A customer whose business is not certain has none.
 */
const KINDS: Readonly<Record<string, string>> = {
  astro: "Pay-TV operator",
  dialog: "Telecom operator",
  dishtv: "Direct-to-home TV operator",
  kaltura: "Video platform company",
  reshet: "Broadcaster",
};

/** The customers of the registry (shared/content/customers.ts) with their wordmarks; placeholders have none. */
export const customers: Customer[] = listedCustomers(customerEntries).map(({ slug, name }) => ({
  slug,
  name,
  path: customerPath(slug),
  logo: customerWordmark(slug),
  ...(KINDS[slug] ? { kind: KINDS[slug] } : {}),
}));

/** Built on demand: the gallery and feature images are looked up only when the page renders. */
export function customersPage(): CustomersPageContent {
  return {
    title: "Customers who stream with Horizon",
    intro:
      "Streaming operators, broadcasters and media companies use Horizon's platforms to launch apps on every screen, help viewers find what to watch and earn from their content. Here are some of the teams we work with.",
    hero: {
      eyebrow: "Our customers",
      links: [
        { label: "Meet our customers", href: "#customers" },
        { label: "See the gallery", href: "#gallery" },
      ],
      art: hubHeroArt("customers"),
    },
    logos: {
      title: "Who we work with",
      intro: "From pay-TV and telecom operators to broadcasters and video platforms. Select a name to open its page.",
      customers,
    },
    segments: {
      title: "Which products fit which team",
      intro:
        "Operators, broadcasters, video platforms and hotels start from different needs; these are the products that meet them, on their own or together.",
    },
    gallery: {
      title: "Gallery",
      intro: "The kinds of experiences our platforms deliver, from live sport to hotel TV, drawn as example screens.",
      slides: [
        {
          caption: "Live sport",
          image: galleryImage(1, "A sports streaming app with a live match, scores and upcoming fixtures"),
        },
        {
          caption: "Kids",
          image: galleryImage(2, "A colourful children's streaming home screen with series and characters"),
        },
        {
          caption: "News",
          image: galleryImage(3, "A news streaming app with a live channel and the latest headlines"),
        },
        { caption: "Movies", image: galleryImage(4, "A film catalogue with featured titles and personalised rows") },
        { caption: "Music", image: galleryImage(5, "A music video app with playlists and a now-playing bar") },
        { caption: "Live events", image: galleryImage(6, "A live event stream with a schedule and a chat panel") },
        {
          caption: "Hotel TV",
          image: galleryImage(7, "A hotel room TV welcome screen with entertainment and room service"),
        },
      ],
    },
    features: {
      title: "Features",
      intro: "What our customers' services have in common, whichever product they start with.",
      items: [
        {
          title: "Every screen, one platform",
          description:
            "Apps for Smart TVs, phones, tablets, browsers, set-top boxes and streaming sticks, managed from one back office.",
          image: featureImage(1, "The same streaming app shown on a TV, a laptop, a tablet and a phone"),
        },
        {
          title: "Insight in real time",
          description:
            "Analytics on viewing, engagement and search show what works, so teams can change rows, promotions and offers the same day.",
          image: featureImage(2, "An analytics dashboard with viewing trends, top titles and engagement charts"),
        },
        {
          title: "Monetisation built in",
          description:
            "Subscriptions, rentals, pay per view, in-video ads through VAST, banners and tips, combined to suit each audience.",
          image: featureImage(3, "A monetisation overview with subscription packages, rentals and ad revenue"),
        },
      ],
    },
    cta: {
      title: "Building a streaming service?",
      text: "Tell us what you are building and we will show you how our platforms could help.",
      action: "Book a meeting",
    },
  };
}

export function customerBySlug(slug: string): Customer | undefined {
  return customers.find((customer) => customer.slug === slug);
}
