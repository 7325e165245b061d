/**
 * Customer story pages, one per entry of the customer registry (shared/content/customers.ts).
 *
 * A story is published only once it has been written and reviewed with the customer: it goes in
 * `stories` below (and the registry entry gets `storyPublished`, which lets search engines index the
 * page). Until then a page names the customer and its kind of business (as it describes itself in
 * public) and says no more about them: it shows what Horizon builds for that kind of business (the
 * products by need, with example screens, and the screens they run on), and one footnote says no
 * case study is published. Placeholder entries (/xyz) show the same template for a team launching a
 * service, with no customer named. Nothing about a
 * customer is invented.
 */
import { type CustomerEntry, customerEntries, customerPath } from "#shared/content/customers.ts";
import { type ProductSlug, productBySlug, productPath } from "#shared/content/products.ts";
import { customerBySlug, customers } from "./customers";
import { type DeviceId, devices } from "./devices";
import { productGlyph, productLogo, productScreen } from "./product-media";
import type { CustomerStory, ProductCard, Segment, Story } from "./schemas/customers";
import type { CropRegion } from "./types";

/** A story as written: products are named by slug. */
type StoryInput = Omit<Story, "products"> & { products?: readonly ProductSlug[] };

/** Published stories by customer slug. None has been reviewed with a customer yet. */
const stories: Readonly<Record<string, StoryInput>> = {};

/** One need of a kind of business and the products that meet it (facts of the product pages). */
interface NeedInput {
  title: string;
  text: string;
  products: readonly ProductSlug[];
}

/**
 * What Horizon builds for one kind of business, shown on the page of a customer of that kind (its
 * `kind` in content/customers.ts) until its story is published; a customer whose business is not
 * certain gets the general angle.
 */
interface AngleInput {
  /** "pay-TV operators", in "What … build with Horizon". */
  audience: string;
  lead: string;
  /** The hero's example screen: a product illustration, never the customer's service. */
  /** `crop`: the part of the screen shown on phones (see ui/ScreenCrop). */
  hero: { product: ProductSlug; screen: 1 | 2 | 3 | 4; alt: string; caption: string; crop: CropRegion };
  /** The first need is shown large, with a product screen. */
  needs: readonly [
    NeedInput & { image: { product: ProductSlug; screen: 1 | 2 | 3 | 4; alt: string; crop: CropRegion } },
    NeedInput,
    NeedInput,
  ];
  screensIntro: string;
  /** The screens the page lists, as the device showcase names them (content/devices.ts). */
  screens: readonly DeviceId[];
  /** The closing call to action, in that kind of business's terms, with a product to look at first. */
  cta: { title: string; text: string; product: ProductSlug };
}

const ANGLES: Readonly<Record<string, AngleInput>> = {
  astro: {
    audience: "pay-TV operators",
    lead: "For pay-TV operators, Horizon takes the channel line-up and the film library from the set-top box to every screen, with the recommendations, packages and ads that keep it paying.",
    hero: {
      product: "sara",
      screen: 1,
      crop: { x: 0.425, y: 0.1, w: 0.565, h: 0.88 },
      alt: "S.A.R.A. recommendation rows on a streaming home screen, including Because you watched",
      caption: "Example: personalised rows from S.A.R.A.",
    },
    needs: [
      {
        title: "One line-up on the box and in every app",
        text: "VIVRE runs the home screens of set-top box, Smart TV, phone and web apps from one back office: rails, banners and promotions change live, and content blackouts follow rights by time or region.",
        products: ["vivre"],
        image: {
          product: "vivre",
          screen: 3,
          alt: "VIVRE scheduler planning content blackouts by time and region",
          crop: { x: 0.768, y: 0.105, w: 0.212, h: 0.39 },
        },
      },
      {
        title: "Keep subscribers watching",
        text: "S.A.R.A. ranks every row for each viewer from history, context and mood, with group and region recommendations and well-timed push notifications.",
        products: ["sara"],
      },
      {
        title: "Packages, rentals and ads",
        text: "Daily to yearly packages, rentals and pay per view sit beside ads that AdPilot places, targets and measures across channels from one dashboard.",
        products: ["adpilot"],
      },
    ],
    screensIntro:
      "Apps for the set-top box in the living room and every screen subscribers carry, certified where the platforms require it.",
    screens: ["stb", "tv", "mobile", "tablet", "laptop", "appleTV"],
    cta: {
      title: "Bring your channels to every screen",
      text: "Tell us about your channels, your set-top boxes and your apps, and we will show you how VIVRE, S.A.R.A. and AdPilot work together for them.",
      product: "vivre",
    },
  },
  dishtv: {
    audience: "direct-to-home TV operators",
    lead: "For direct-to-home TV operators, Horizon builds the streaming apps beside the satellite service: the same channels on every screen, discovery across languages and short video on the move.",
    hero: {
      product: "reelcraft",
      screen: 4,
      // Phones: the languages down to Arabic, the highlighted Spanish dub whole above the frame's corners.
      crop: { x: 0.015, y: 0.095, w: 0.435, h: 0.58 },
      alt: "ReelCraft dubbing languages and quality-control report",
      caption: "Example: dubbing in ReelCraft",
    },
    needs: [
      {
        title: "Satellite line-up, streaming apps",
        text: "VIVRE gives the apps on Android TV, Smart TVs, dongles and phones one back office, with pre-built SDKs for 12+ platforms and templates to launch new ones quickly.",
        products: ["vivre"],
        image: {
          product: "vivre",
          screen: 1,
          alt: "VIVRE layout editor: rails of a streaming home screen with a live preview",
          crop: { x: 0.533, y: 0.098, w: 0.457, h: 0.882 },
        },
      },
      {
        title: "Discovery across regions and languages",
        text: "S.A.R.A. recommends by region and by group as well as by viewer; ReelCraft adds summaries, chapters and dubbing in more languages to every title.",
        products: ["sara", "reelcraft"],
      },
      {
        title: "Short video for the phone",
        text: "Blinks brings a vertical short-video feed with live broadcasting and contests, so viewers find the service on their phones too; AdPilot places the in-feed ads beside the rest of the inventory.",
        products: ["blink", "adpilot"],
      },
    ],
    screensIntro: "Streaming apps beside the satellite box, on the screens viewers already own.",
    screens: ["tv", "dongle", "stb", "mobile", "tablet", "laptop"],
    cta: {
      title: "Put your channels beside the satellite service",
      text: "Tell us about your line-up, your regions and your languages, and we will show you what our platforms add to them.",
      product: "vivre",
    },
  },
  dialog: {
    audience: "telecom operators",
    lead: "For telecom operators, Horizon builds the TV and video apps that come with a plan: quick to launch on every device, social on the phone and paid for by offers and ads.",
    hero: {
      product: "blink",
      screen: 1,
      // Phones: the whole composition (any cut leaves a phone or a callout against the frame's edge).
      crop: { x: 0, y: 0, w: 1, h: 1 },
      alt: "Blinks vertical short-video feed on two phones",
      caption: "Example: a short-video feed on Blinks",
    },
    needs: [
      {
        title: "Video that travels with the phone",
        text: "Blinks is a mobile-first short-video platform: creators record and publish in seconds, viewers follow live broadcasts with ultra-low latency, and contests bring them back.",
        products: ["blink"],
        image: {
          product: "blink",
          screen: 3,
          alt: "Blinks live broadcast with an advertisement overlay",
          // Phones: the live phone's lower half, where the viewers chat and a sponsored card sells.
          crop: { x: 0.04, y: 0.45, w: 0.32, h: 0.525 },
        },
      },
      {
        title: "A TV app for every plan",
        text: "VIVRE's templates, SDKs and one back office put a branded TV app on phones, tablets, Smart TVs and the web, changed live without a new release.",
        products: ["vivre"],
      },
      {
        title: "Offers and ads that reach the subscriber",
        text: "AdPilot targets ads and smart notifications across channels from one dashboard, with AI decisioning and real-time performance figures.",
        products: ["adpilot"],
      },
    ],
    screensIntro: "The phone first, then every screen in the home: one back office for them all.",
    screens: ["mobile", "tablet", "tv", "laptop", "dongle", "stb"],
    cta: {
      title: "Bundle TV and video with your plans",
      text: "Tell us about your subscribers and the devices they use, and we will show you how a TV app and a short-video feed fit your offer.",
      product: "blink",
    },
  },
  emiratus: {
    audience: "streaming services",
    lead: "For streaming services, Horizon builds apps on every screen, the discovery that helps viewers find what to watch and the tools that earn from every view.",
    hero: {
      product: "adpilot",
      screen: 1,
      crop: { x: 0.195, y: 0.605, w: 0.41, h: 0.33 },
      alt: "AdPilot campaign dashboard with key performance indicators",
      caption: "Example: ad campaigns in AdPilot",
    },
    needs: [
      {
        title: "Launch on every screen",
        text: "Native apps for Smart TVs, phones, tablets, the web, dongles, set-top boxes, Apple TV and HbbTV, run from one back office. VIVRE changes their layouts, rails and promotions live.",
        products: ["vivre"],
        image: {
          product: "vivre",
          screen: 2,
          alt: "VIVRE widget palette for adding custom widgets to an app screen",
          crop: { x: 0.185, y: 0.105, w: 0.32, h: 0.485 },
        },
      },
      {
        title: "Help viewers find what to watch",
        text: "S.A.R.A. ranks rows and titles for each viewer from context, mood and history; its insights show what works.",
        products: ["sara"],
      },
      {
        title: "Earn from every view",
        text: "AdPilot runs ads across channels from one dashboard, with AI decisioning and smart bidding, beside subscriptions and rentals.",
        products: ["adpilot"],
      },
    ],
    screensIntro: "Apps for every screen a viewer owns, run from one back office.",
    screens: ["tv", "mobile", "tablet", "laptop", "dongle", "hbbtv"],
    cta: {
      title: "Grow the streaming service you run",
      text: "Tell us about your audience and your screens, and we will show you what our platforms can do for it.",
      product: "sara",
    },
  },
  kaltura: {
    audience: "video platform companies",
    lead: "For companies whose video platform others build on, Horizon adds the layer viewers see: front ends for every screen, recommendations through APIs and AI tools for the catalogue.",
    hero: {
      product: "reelcraft",
      screen: 3,
      crop: { x: 0.01, y: 0.095, w: 0.575, h: 0.68 },
      alt: "ReelCraft chapters, smart summary and metadata panel",
      caption: "Example: chapters in ReelCraft",
    },
    needs: [
      {
        title: "Recommendations through APIs",
        text: "S.A.R.A. is an AI recommendation engine with APIs, usage insights and search statistics, ready to plug into a platform's own apps.",
        products: ["sara"],
        image: {
          product: "sara",
          screen: 3,
          alt: "S.A.R.A. search statistics: top searches and searches without results",
          crop: { x: 0.718, y: 0.262, w: 0.262, h: 0.34 },
        },
      },
      {
        title: "Front ends on top of the platform",
        text: "VIVRE sits on top of content-management platforms and gives their apps real-time control of layouts and rails, through standard APIs and pre-built SDKs for 12+ platforms.",
        products: ["vivre"],
      },
      {
        title: "A richer catalogue",
        text: "ReelCraft writes summaries, chapters and metadata, reframes horizontal video to vertical, dubs into more languages and checks quality.",
        products: ["reelcraft"],
      },
    ],
    screensIntro:
      "The apps a platform's own customers need, on every screen, built and certified by our Smart TV team.",
    screens: ["tv", "laptop", "mobile", "tablet", "appleTV", "dongle"],
    cta: {
      title: "Build on the video platform you own",
      text: "Tell us about your platform and the teams that build on it, and we will show you where our products plug in.",
      product: "reelcraft",
    },
  },
  reshet: {
    audience: "broadcasters",
    lead: "For broadcasters, Horizon builds the streaming side of the channel: live and catch-up apps on every screen, clips and vertical video for social feeds, and advertising across them.",
    hero: {
      product: "reelcraft",
      screen: 2,
      crop: { x: 0.578, y: 0.085, w: 0.412, h: 0.655 },
      alt: "ReelCraft auto-reframing a horizontal video to vertical",
      caption: "Example: vertical reframing in ReelCraft",
    },
    needs: [
      {
        title: "From programme to clip",
        text: "ReelCraft cuts promos and clips with effects, reframes horizontal video to vertical and writes summaries and chapters; Blinks gives the clips a vertical feed of their own.",
        products: ["reelcraft", "blink"],
        image: {
          product: "blink",
          screen: 4,
          alt: "Blinks creator tools with video filters and audio effects",
          crop: { x: 0.02, y: 0.13, w: 0.33, h: 0.5 },
        },
      },
      {
        title: "Live and catch-up in every app",
        text: "VIVRE runs the channel's apps on Smart TVs, HbbTV, phones and the web from one back office, with rails and banners changed live as the schedule moves.",
        products: ["vivre"],
      },
      {
        title: "Advertising across screens",
        text: "AdPilot brings ads on every screen into one dashboard, with targeting, smart bidding and performance by channel and creative.",
        products: ["adpilot"],
      },
    ],
    screensIntro: "The channel beside the broadcast: on connected TVs, HbbTV and every screen in the viewer's hand.",
    screens: ["tv", "hbbtv", "mobile", "tablet", "laptop", "appleTV"],
    cta: {
      title: "Take your channel beyond the broadcast",
      text: "Tell us about your programmes and your screens, and we will show you how clips, apps and advertising come together.",
      product: "reelcraft",
    },
  },
};

/** The /xyz placeholder's angle: the page kept for the next team, so what a new service builds with us. */
const NEXT_TEAM_ANGLE: Omit<AngleInput, "lead"> = {
  audience: "teams launching a streaming service",
  hero: {
    product: "sara",
    screen: 4,
    // Phones: the notification as a viewer gets it, beside its predicted opens and reach.
    crop: { x: 0.56, y: 0.1, w: 0.425, h: 0.68 },
    alt: "S.A.R.A. push notification on a phone's lock screen, beside its predicted opens and its reach by platform",
    caption: "Example: push notifications in S.A.R.A.",
  },
  needs: [
    {
      title: "Apps on every screen from the start",
      text: "VIVRE's templates and pre-built SDKs for 12+ platforms put the service on Smart TVs, phones, tablets and the web, run from one back office and changed live without a new release.",
      products: ["vivre"],
      image: {
        product: "vivre",
        screen: 4,
        alt: "VIVRE analytics dashboard with audience and engagement charts",
        // Phones: the sessions donut and its legend, inside the panel's border (no doubled edge).
        crop: { x: 0.706, y: 0.283, w: 0.265, h: 0.31 },
      },
    },
    {
      title: "Viewers who come back",
      text: "S.A.R.A. ranks every row for each viewer and sends well-timed push notifications; Blinks adds a vertical short-video feed with contests.",
      products: ["sara", "blink"],
    },
    {
      title: "Ways to pay for it",
      text: "VIVRE sells packages, rentals and pay per view, beside ads that AdPilot places, targets and measures across channels from one dashboard.",
      products: ["vivre", "adpilot"],
    },
  ],
  screensIntro: "Native apps for the screens your viewers already own, built and certified by our Smart TV team.",
  screens: ["tv", "mobile", "tablet", "laptop", "dongle", "appleTV"],
  cta: {
    title: "Could this page be yours?",
    text: "Tell us about the service you are launching, and we will show you what a first release with our products covers.",
    product: "vivre",
  },
};

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
    intro: "Operators, broadcasters and video platforms. Select one to open its page.",
    customers: customers.filter((other) => other.slug !== slug),
  };
}

function overviewOf(angle: Omit<AngleInput, "lead">, footnote: string): NonNullable<CustomerStory["overview"]> {
  return {
    hero: {
      image: productScreen(angle.hero.product, angle.hero.screen, angle.hero.alt),
      caption: angle.hero.caption,
      crop: angle.hero.crop,
    },
    title: `What ${angle.audience} build with Horizon`,
    intro: "The parts of the service our products cover, on their own or together.",
    needs: angle.needs.map(({ products, ...need }) => ({
      title: need.title,
      text: need.text,
      ...("image" in need
        ? { image: productScreen(need.image.product, need.image.screen, need.image.alt), crop: need.image.crop }
        : {}),
      products: products.map(productCard),
    })),
    screens: {
      title: "On the screens your viewers use",
      intro: angle.screensIntro,
      items: angle.screens.map((id) => ({ id, label: devices.find((device) => device.id === id)?.label ?? id })),
      link: { label: "OTT app development", href: "/ott-app-development" },
    },
    footnote,
    cta: { title: angle.cta.title, text: angle.cta.text, product: productCard(angle.cta.product) },
  };
}

function customerPage(entry: CustomerEntry, input: StoryInput | undefined): CustomerStory | undefined {
  const customer = customerBySlug(entry.slug);
  const angle = ANGLES[entry.slug];
  if (!customer || !angle) return undefined;
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
    // A customer whose business is not certain is named by the page's angle, never by a kind of its own.
    eyebrow: customer.kind ? "Customer" : `Customer · For ${angle.audience}`,
    paragraphs: [`${customer.name} is one of the teams we work with. ${angle.lead}`],
    overview: overviewOf(
      angle,
      `No case study with ${customer.name} is published yet: the screens on this page are examples of our products, not ${customer.name}'s service.`,
    ),
    others: otherCustomers(customer.slug),
    placeholder: false,
  };
}

function placeholderStory(entry: CustomerEntry): CustomerStory {
  return {
    customer: { slug: entry.slug, name: entry.name, path: customerPath(entry.slug) },
    // Affirmative: the page's own caption says the screens are examples until it has a story.
    eyebrow: "Customer · Your streaming launch",
    paragraphs: [
      "This page is kept for the next team that launches a streaming service with us. If you are building one, it could be yours: below is what such a team starts with.",
    ],
    // What a new service builds with us, on the customer pages' template, with nothing claimed about anyone.
    overview: overviewOf(
      NEXT_TEAM_ANGLE,
      "The screens on this page are examples of our products, shown until this page has a story.",
    ),
    // The teams whose pages exist, so the placeholder leads somewhere instead of ending in an empty band.
    others: { ...otherCustomers(entry.slug), title: "Teams we work with" },
    placeholder: true,
  };
}

/**
 * Each kind of business the customer pages speak to, with the products its needs name (in the order
 * they first appear), then hotels: the Customers page's overview of who builds what. Sentence case:
 * "Pay-TV operators".
 */
function segmentProduct(slug: ProductSlug): Segment["products"][number] {
  const product = productBySlug(slug);
  return { name: product.name, path: productPath(slug), glyph: productGlyph(slug) };
}

export function segments(): Segment[] {
  const seen = new Set<string>();
  const rows = [...Object.values(ANGLES), NEXT_TEAM_ANGLE].flatMap((angle) => {
    if (seen.has(angle.audience)) return [];
    seen.add(angle.audience);
    const slugs = [...new Set(angle.needs.flatMap((need) => need.products))];
    const audience = angle.audience.charAt(0).toUpperCase() + angle.audience.slice(1);
    return [{ audience, products: slugs.map(segmentProduct) } satisfies Segment];
  });
  // Hotels have no customer page; the Hospitality Suite is their product.
  return [...rows, { audience: "Hotels and resorts", products: [segmentProduct("hospitality")] }];
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
