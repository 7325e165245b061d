/**
 * Content of the product pages (one template, app/pages/product), one per product of the
 * registry (shared/content/products.ts), and the alt texts of each product's generated UI
 * screens. Server-only: loaders read and validate it.
 * Features and claims follow the specification (section 1); nothing here names a customer.
 */
import type { ProductSlug } from "#shared/content/products.ts";
import type { LineIconName } from "#shared/icons/line-icons.ts";
import type { CropRegion } from "./types";

export type ScreenNumber = 1 | 2 | 3 | 4;

export interface ProductPageContent {
  /** `screen`: the screen the hero shows, large; the carousel shows the others (each screen once on the page).
      `cropBelow`: as on a slide, a second region under `crop` on phones. */
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    screen: ScreenNumber;
    crop: CropRegion;
    cropBelow?: CropRegion;
  };
  /** Cards under the hero (two or three). */
  highlights: { title: string; description: string }[];
  /** What the four generated screens (products/<slug>/screen-1..4) show: their alt texts. */
  screens: [string, string, string, string];
  carousel: {
    title: string;
    intro: string;
    /** Its own rotation interval; the site's one (SLIDESHOW_INTERVAL_MS) without it. Every tour rotates, with a pause button. */
    autoplayMs?: number;
    /** `cropBelow`: a second region of the screen, shown under `crop` on phones (the two make the phone's composition). */
    slides: { screen: ScreenNumber; caption: string; href?: string; crop?: CropRegion; cropBelow?: CropRegion }[];
  };
  special: {
    title: string;
    intro: string;
    /** The bento's lead card draws where the product sits, from the screen down; one layer is the product. */
    leadStack: { label: string; detail: string; product?: boolean }[];
    cards: { title: string; description: string; icon?: LineIconName }[];
  };
  /** The closing band's title ends with `ctaSubject` (productPageCta's {subject}): what the call shows the product doing. */
  ctaSubject: string;
  /** The closing band's text, specific to the product. */
  ctaText: string;
}

/** Closing call to action of every product page; {name} is replaced with the product's name and {subject} with the page's
    `ctaSubject`. The band shows each page's own `ctaText` under this title. */
export const productPageCta = {
  title: "See {name} {subject}",
  text: "Tell us about your service and we will show you how it fits, in a short call with our product team.",
};

export const productPages: Record<ProductSlug, ProductPageContent> = {
  vivre: {
    hero: {
      eyebrow: "Frontend control for 12+ platforms",
      title: "VIVRE: real-time control of every screen",
      lead: "VIVRE is a SaaS platform that sits on top of your content management platform and gives your team real-time control of the frontend UI/UX of your apps on 12+ platforms, without waiting for an app release.",
      screen: 1,
      crop: { x: 0.533, y: 0.098, w: 0.457, h: 0.882 },
    },
    highlights: [
      {
        title: "Experience",
        description:
          "Change rails, banners, layouts and themes from one console and see them live on every screen within moments.",
      },
      {
        title: "Engage",
        description:
          "AI playlist creation, custom widgets and immersive UI templates give viewers a reason to keep browsing.",
      },
      {
        title: "Monetise",
        description:
          "Place offers, ads and subscription prompts where they work, and schedule content blackouts by time or region.",
      },
    ],
    screens: [
      "VIVRE layout editor: rails of a streaming home screen with a live preview",
      "VIVRE widget palette for adding custom widgets to an app screen",
      "VIVRE scheduler planning content blackouts by time and region",
      "VIVRE analytics dashboard with audience and engagement charts",
    ],
    carousel: {
      title: "Inside VIVRE",
      intro: "From layout editing to analytics: one console for the apps your viewers see.",
      slides: [
        {
          screen: 2,
          caption: "Drop custom widgets into any screen.",
          // Phones: the phone with the countdown widget being dropped on its rail.
          crop: { x: 0.48, y: 0.18, w: 0.31, h: 0.64 },
        },
        {
          screen: 3,
          caption: "Schedule content blackouts by time and region.",
          // Phones: the week's blackouts, then the rule's content and regions.
          crop: { x: 0.38, y: 0.1, w: 0.38, h: 0.38 },
          cropBelow: { x: 0.765, y: 0.105, w: 0.22, h: 0.234 },
        },
        {
          screen: 4,
          caption: "See how every change performs with built-in analytics.",
          crop: { x: 0.185, y: 0.1, w: 0.4, h: 0.826 },
        },
      ],
    },
    special: {
      title: "What makes VIVRE special",
      intro:
        "Everything a product team needs to run the frontend of a streaming service, without a release for every change.",
      leadStack: [
        { label: "Your apps", detail: "Smart TV, mobile and web apps on 12+ platforms" },
        { label: "VIVRE", detail: "Layouts, rails, widgets and promotions, changed live", product: true },
        { label: "Your content management platform", detail: "Titles, images and metadata, as today" },
      ],
      cards: [
        {
          title: "Content management",
          description:
            "Works with the content management platform you already have and adds the presentation layer it is missing.",
        },
        {
          title: "Real-time updates",
          icon: "bolt",
          description: "Publish a new home screen, rail order or promotion and it reaches viewers' apps at once.",
        },
        {
          title: "Immersive UI",
          icon: "sparkle",
          description: "Full-bleed artwork, motion and rich rails that feel native on TVs, phones and the web.",
        },
        {
          title: "Standard APIs with analytics",
          icon: "chart",
          description: "Documented APIs deliver layouts and collect the usage data that tells you what works.",
        },
        {
          title: "Multiple projects, one account",
          icon: "grid",
          description: "Run several brands, regions or apps side by side, each with its own team and settings.",
        },
        {
          title: "AI playlist creation",
          icon: "list",
          description: "Let the platform assemble playlists and rails from viewing data, then fine-tune them by hand.",
        },
        {
          title: "Custom widgets",
          icon: "layout",
          description: "Build countdowns, live scores, offers or quizzes once and place them on any screen.",
        },
        {
          title: "Monetisation and blackouts",
          icon: "coin",
          description:
            "Combine subscriptions, ads and offers, and schedule content blackouts where rights require them.",
        },
        {
          title: "Templates and pre-built SDKs",
          icon: "code",
          description: "Start from proven templates and ship on 12+ platforms with SDKs that are ready to integrate.",
        },
      ],
    },
    ctaSubject: "in your own apps",
    ctaText:
      "Tell us which apps and platforms you run, and our product team will show you how VIVRE would change their home screens without an app release.",
  },

  sara: {
    hero: {
      eyebrow: "AI recommendation engine",
      title: "S.A.R.A.: content discovery powered by AI",
      lead: "S.A.R.A. learns what each viewer enjoys and suggests what to watch next. Behind the recommendations, your team gets analytics, push notifications, search statistics and trend analysis, all through simple APIs.",
      screen: 1,
      crop: { x: 0.435, y: 0.115, w: 0.54, h: 0.55 },
    },
    highlights: [
      {
        title: "Recommendations driven by AI",
        description:
          "Models weigh viewing history, context and mood to rank every row and tile, so each viewer's home screen is different and relevant.",
      },
      {
        title: "Monetisation",
        description:
          "Gamified journeys, targeted offers and well-timed notifications turn discovery into subscriptions, rentals and ad views.",
      },
    ],
    screens: [
      "S.A.R.A. recommendation rows on a streaming home screen, including Because you watched",
      "S.A.R.A. Insights charts with viewing trend lines and a heatmap",
      "S.A.R.A. search statistics: top searches and searches without results",
      "S.A.R.A. push-notification composer with audience and schedule settings",
    ],
    carousel: {
      title: "S.A.R.A. Insights",
      intro:
        "Usage insights, search statistics and trend analysis in one place: see what viewers look for, what they finish and what to promote next.",
      slides: [
        {
          screen: 2,
          caption: "Viewing trends by genre, and the hours when viewers watch.",
          // Phones: the left column whole: two KPI tiles over the trend chart, then the heatmap.
          crop: { x: 0.18, y: 0.086, w: 0.4114, h: 0.566 },
          cropBelow: { x: 0.18, y: 0.644, w: 0.4114, h: 0.356 },
        },
        {
          screen: 3,
          caption: "Search statistics, including searches that found nothing.",
          // Phones: two KPI tiles over the top queries, then the searches that found nothing.
          crop: { x: 0.185, y: 0.105, w: 0.4, h: 0.496 },
          cropBelow: { x: 0.715, y: 0.61, w: 0.27, h: 0.27 },
        },
        {
          screen: 4,
          caption: "Push notifications with their audience and send time.",
          crop: { x: 0.185, y: 0.1, w: 0.37, h: 0.829 },
        },
      ],
    },
    special: {
      title: "What makes S.A.R.A. special",
      intro: "Nine reasons streaming teams put S.A.R.A. between their library and their viewers.",
      leadStack: [
        { label: "Your apps", detail: "Home rows, search and notifications on every screen" },
        { label: "S.A.R.A.", detail: "Recommendations, insights and notifications, through APIs", product: true },
        { label: "Your library and viewing data", detail: "Titles, metadata and what viewers watch" },
      ],
      cards: [
        {
          title: "Operational efficiency",
          description:
            "Rows, rankings and notifications update themselves from live data, so editors spend their time on programming rather than spreadsheets.",
        },
        {
          title: "Maximize revenue potential",
          icon: "coin",
          description:
            "Surface the titles, offers and ad-supported content each viewer is most likely to choose at that moment.",
        },
        {
          title: "Retention & loyalty",
          icon: "heart",
          description:
            "Viewers who keep finding something good to watch stay subscribed; S.A.R.A. helps you spot drop-off early.",
        },
        {
          title: "Context-aware & mood-based recommendations",
          icon: "clock",
          description:
            "Time of day, device, session length and mood signals shape the suggestions, not only what was watched before.",
        },
        {
          title: "Hyper-personalized discovery & engagement",
          icon: "user",
          description: "Row order, tile order and artwork can all be personal, from the home screen to search results.",
        },
        {
          title: "Group & region recommendations",
          icon: "globe",
          description: "Recommend for a household watching together, or for a city, language or region.",
        },
        {
          title: "Adaptive learning & S.A.R.A. Insights",
          icon: "trend",
          description:
            "Models keep learning from every interaction, and S.A.R.A. Insights shows the trends and searches behind them.",
        },
        {
          title: "Cross-platform synchronization",
          icon: "refresh",
          description:
            "Recommendations and progress follow the viewer from phone to TV to web through one set of APIs.",
        },
        {
          title: "Future-ready with gamification",
          icon: "gamepad",
          description:
            "Challenges, streaks and rewards plug into the same engine, turning discovery into play and play into revenue.",
        },
      ],
    },
    ctaSubject: "learn from your own viewers",
    ctaText:
      "Tell us about your library and your viewers, and our product team will show you how S.A.R.A. would shape their recommendations, search and notifications.",
  },

  blink: {
    hero: {
      eyebrow: "User-generated video platform",
      title: "Blinks: short-form video, made by your community",
      lead: "Blinks is a mobile-first cloud platform for user-generated, short-form video. Give your audience a place to create, share and discover clips, with the playback, moderation, advertising and commerce tools a business needs behind it.",
      screen: 1,
      crop: { x: 0.352, y: 0.045, w: 0.296, h: 0.91 },
    },
    highlights: [
      {
        title: "Create",
        description: "Record, trim and publish in seconds, with video filters and audio effects built into the app.",
      },
      {
        title: "Share",
        description:
          "Ultra-low latency playback and live broadcasting put new clips in front of viewers as they happen.",
      },
      {
        title: "Discover",
        description: "A vertical feed, contests and gamification keep viewers scrolling and bring them back.",
      },
    ],
    screens: [
      "Blinks vertical short-video feed on two phones",
      "Blinks contest page with entries and a leaderboard",
      "Blinks live broadcast with an advertisement overlay",
      "Blinks creator tools with video filters and audio effects",
    ],
    carousel: {
      title: "Blinks in action",
      intro: "Contests, live broadcasts and ads: the screens that bring creators and viewers back every day.",
      slides: [
        {
          screen: 2,
          caption: "Contests with entries and a live leaderboard.",
          href: "#contests",
          // Phones: the contest on the phone down to its button, then the leaderboard's top three rows,
          // every column and the panel's edges.
          crop: { x: 0.045, y: 0.135, w: 0.31, h: 0.45 },
          cropBelow: { x: 0.37, y: 0.136, w: 0.3686, h: 0.2906 },
        },
        {
          screen: 3,
          caption: "Live broadcasts with advertising built in.",
          href: "#live-broadcasting",
          // Phones: the live chat and the sponsored card on the phone, then the ad breaks' timeline.
          crop: { x: 0.045, y: 0.4, w: 0.31, h: 0.555 },
          cropBelow: { x: 0.375, y: 0.64, w: 0.42, h: 0.19 },
        },
        {
          screen: 4,
          caption: "Creator tools with filters and audio effects.",
          href: "#video-filters-and-audio-effects",
          // Phones: three filters and their sliders, then the audio effects and the trimmed waveform.
          crop: { x: 0.375, y: 0.14, w: 0.3, h: 0.437 },
          cropBelow: { x: 0.375, y: 0.6, w: 0.3, h: 0.235 },
        },
      ],
    },
    special: {
      title: "What makes Blinks special",
      intro: "A complete short-video service, from the camera button to the revenue report.",
      leadStack: [
        { label: "Your app", detail: "Feed, camera, contests and live streams for your community" },
        { label: "Blinks", detail: "Upload, moderation, playback, ads and commerce", product: true },
        { label: "Cloud processing and delivery", detail: "Storage, transcoding and streaming, sized as you grow" },
      ],
      cards: [
        {
          title: "Mobile-first cloud platform",
          description: "Upload, processing, storage and delivery run in the cloud, sized for the audience you grow.",
        },
        {
          title: "Ultra-low latency playback",
          icon: "bolt",
          description: "Clips start at once and scrolling never waits, even on mobile networks.",
        },
        {
          title: "Content moderation",
          icon: "shield",
          description: "Automatic checks and a review queue keep the feed safe before and after publishing.",
        },
        {
          title: "Gamification",
          icon: "star",
          description: "Badges, streaks and challenges reward creators and viewers for taking part.",
        },
        {
          title: "Contests",
          icon: "trophy",
          description: "Run themed contests with entries, voting and leaderboards around shows, brands or events.",
        },
        {
          title: "Live broadcasting",
          icon: "video",
          description: "Creators go live from the app, and viewers join, react and share in real time.",
        },
        {
          title: "Video filters and audio effects",
          icon: "wand",
          description: "Filters, soundtracks and voice effects make every clip look and sound finished.",
        },
        {
          title: "High advertisement revenues",
          icon: "megaphone",
          description: "Native ads in the feed and in live streams, placed where they do not break the experience.",
        },
        {
          title: "Commerce tools",
          icon: "cart",
          description: "Link products to clips so viewers can go from watching to buying in a tap.",
        },
      ],
    },
    ctaSubject: "with your own community",
    ctaText:
      "Tell us about your community and your app, and we will walk you through how Blinks would run its feed, contests, live streams and moderation.",
  },

  hospitality: {
    hero: {
      eyebrow: "For set-top boxes, dongles and Android TV",
      title: "Hospitality Suite: entertainment and hotel services in every room",
      lead: "The Hospitality Suite brings entertainment and hotel services together on the in-room screen: live TV, movies and on-demand streaming next to room service, bills and feedback, on set-top boxes, dongles and Android TV.",
      screen: 1,
      crop: { x: 0.025, y: 0.01, w: 0.48, h: 0.735 },
    },
    highlights: [
      {
        title: "Entertainment guests expect",
        description:
          "Live and on-demand streaming, movies and live TV, bundled OTT providers and local content protected with DRM.",
      },
      {
        title: "Hotel services on the TV",
        description:
          "Guests order room service, check their bill and leave feedback with the remote they already hold.",
      },
      {
        title: "Revenue from guests up to 2x",
        description:
          "Pay per view, ad-supported video and in-room offers are designed to raise revenue from guests by up to 2x.",
      },
    ],
    screens: [
      "Hotel TV home screen with a guest welcome and room service",
      "Hospitality Suite grid of movies and live TV channels",
      "Guest bill and checkout screen on the in-room TV",
      "Multi-property admin console of the Hospitality Suite",
    ],
    carousel: {
      title: "A tour of the guest experience",
      intro: "What guests see on the TV, and what your team manages behind it.",
      slides: [
        {
          screen: 2,
          caption: "Movies and live TV in one grid.",
          // Phones: the hotel's header, tabs and three pay-per-view posters, then four Live TV channels.
          crop: { x: 0.02, y: 0.02, w: 0.475, h: 0.567 },
          cropBelow: { x: 0.02, y: 0.6, w: 0.475, h: 0.355 },
        },
        {
          screen: 3,
          caption: "The bill and express checkout on the TV.",
          crop: { x: 0.035, y: 0.148, w: 0.565, h: 0.785 },
          cropBelow: { x: 0.63, y: 0.575, w: 0.33, h: 0.1825 },
        },
        {
          screen: 4,
          caption: "Every property managed from one console.",
          crop: { x: 0.19, y: 0.1, w: 0.5, h: 0.453 },
          cropBelow: { x: 0.7, y: 0.665, w: 0.28, h: 0.29 },
        },
      ],
    },
    special: {
      title: "What makes the Hospitality Suite special",
      intro: "One platform for in-room entertainment, guest services and the integrations a hotel runs on.",
      leadStack: [
        { label: "The room TV", detail: "On a set-top box, a dongle or Android TV" },
        { label: "Hospitality Suite", detail: "Live TV, movies, pay per view and guest services", product: true },
        { label: "Your hotel systems", detail: "PMS and CRM, through ready APIs" },
      ],
      cards: [
        {
          title: "In-room streaming",
          description: "Live and on-demand video on the room TV, with guests' own subscriptions where providers allow.",
        },
        {
          title: "Movies and live TV",
          icon: "film",
          description: "Channels and a film library in one guide, so guests never switch between inputs.",
        },
        {
          title: "Pay per view and ad-supported video",
          icon: "coin",
          description: "Premium titles to rent and ad-supported content to watch free, each adding revenue.",
        },
        {
          title: "Local content with DRM",
          icon: "lock",
          description: "Your own videos, promotions and partner content, protected with DRM.",
        },
        {
          title: "Bundled OTT providers",
          icon: "layers",
          description: "Popular streaming services presented inside the same interface as the hotel's own content.",
        },
        {
          title: "Guest tools",
          icon: "utensils",
          description: "Room service orders, bills and feedback from the TV, with requests routed to the right team.",
        },
        {
          title: "PMS-ready APIs and CRM integrations",
          icon: "code",
          description:
            "Guest names, languages and folios come from the property-management system; feedback reaches the CRM.",
        },
        {
          title: "Multi-property management",
          icon: "building",
          description: "Set content, offers and branding for one hotel or a whole group from a single console.",
        },
        {
          title: "Set-top boxes, dongles and Android TV",
          icon: "remote",
          description: "Runs on the hardware you choose, including plug-in dongles for existing televisions.",
        },
      ],
    },
    ctaSubject: "in your own rooms",
    ctaText:
      "Tell us about your properties and their in-room screens, and we will show you how the Hospitality Suite would work with your set-top boxes, TVs and hotel systems.",
  },

  adpilot: {
    hero: {
      eyebrow: "Advertising across apps, web and TV",
      title: "AdPilot: ad management across every channel",
      lead: "AdPilot brings your advertising into one place. Plan campaigns, ingest creatives, target audiences and bid smartly across every platform you deliver to, then watch performance and optimise in real time.",
      screen: 1,
      // Phones: two whole KPI tiles, then the campaigns with their channels and status (the chart, as wide as
      // the screen, would only fit cut).
      crop: { x: 0.185, y: 0.085, w: 0.398, h: 0.19 },
      cropBelow: { x: 0.185, y: 0.585, w: 0.415, h: 0.39 },
    },
    highlights: [
      {
        title: "Promote",
        description: "Ingest images, videos and GIFs once and deliver them across platforms from a unified dashboard.",
      },
      {
        title: "Analytics",
        description: "Real-time performance and ad analytics show what works by channel, audience and creative.",
      },
      {
        title: "Monetise",
        description:
          "AI decisioning and smart bidding put the right ad in each slot to raise the value of your inventory.",
      },
    ],
    screens: [
      "AdPilot campaign dashboard with key performance indicators",
      "AdPilot creative ingestion of images, videos and GIFs",
      "AdPilot targeting and smart bidding settings",
      "AdPilot ad analytics with performance charts by channel",
    ],
    carousel: {
      title: "Inside AdPilot",
      intro: "From the first creative to the final report, in one dashboard.",
      slides: [
        {
          screen: 2,
          caption: "Upload images, videos and GIFs in one place.",
          // Phones: the drop zone over two rows of creatives, then the picked creative's checks.
          crop: { x: 0.183, y: 0.1, w: 0.355, h: 0.595 },
          cropBelow: { x: 0.715, y: 0.105, w: 0.27, h: 0.284 },
        },
        {
          screen: 3,
          caption: "Targeting and smart bidding rules per campaign.",
          crop: { x: 0.2, y: 0.11, w: 0.44, h: 0.697 },
          cropBelow: { x: 0.66, y: 0.43, w: 0.32, h: 0.366 },
        },
        {
          screen: 4,
          caption: "Ad analytics by channel, audience and creative.",
          crop: { x: 0.19, y: 0.11, w: 0.445, h: 0.705 },
          cropBelow: { x: 0.645, y: 0.11, w: 0.33, h: 0.377 },
        },
      ],
    },
    special: {
      title: "What makes AdPilot special",
      intro: "Built for media teams who sell and run ads across apps, web and TV at the same time.",
      leadStack: [
        { label: "Apps, web and TV", detail: "Where your audiences see the ads" },
        { label: "AdPilot", detail: "Campaigns, creatives, targeting and bidding in one place", product: true },
        { label: "Your creatives and goals", detail: "Images, videos and GIFs, budgets and audiences" },
      ],
      cards: [
        {
          title: "Unified dashboard",
          description: "All campaigns, channels and creatives in one view instead of one tool per platform.",
        },
        {
          title: "Real-time optimisation",
          icon: "bolt",
          description: "Budgets and delivery adjust while a campaign runs, not after it ends.",
        },
        {
          title: "Images, videos and GIFs",
          icon: "image",
          description: "Ingest every creative format once and let AdPilot prepare it for each destination.",
        },
        {
          title: "Cross-platform delivery",
          icon: "cast",
          description: "One campaign reaches mobile, web and TV audiences with formats that fit each screen.",
        },
        {
          title: "AI decisioning",
          icon: "sparkle",
          description: "Models choose which ad to show in each slot based on audience, context and goals.",
        },
        {
          title: "Targeting and smart bidding",
          icon: "target",
          description: "Reach the right audiences and let bids follow the value of each impression.",
        },
        {
          title: "Ad analytics",
          icon: "chart",
          description: "Impressions, clicks, completion and revenue, broken down the way your team reports.",
        },
        {
          title: "Group recommendations",
          icon: "users",
          description: "Suggestions for audience groups and placements that are likely to perform together.",
        },
        {
          title: "Smart notifications",
          icon: "bell",
          description: "Alerts when pacing, spend or performance needs attention, before it costs you.",
        },
      ],
    },
    ctaSubject: "run your own campaigns",
    ctaText:
      "Tell us where you sell and run ads today, and we will show you how AdPilot would bring those campaigns, creatives and reports into one dashboard.",
  },

  reelcraft: {
    hero: {
      eyebrow: "AI video creation and editing",
      title: "ReelCraft: create, enrich and commercialise video",
      lead: "ReelCraft is video creation and editing with AI built in. Cut promos, reframe horizontal video for vertical screens, generate summaries, chapters and metadata, dub into more languages and check quality before anything goes live.",
      screen: 1,
      // Phones: the preview and its transport, then the timeline's first seconds with every track.
      crop: { x: 0.235, y: 0.08, w: 0.53, h: 0.48 },
      cropBelow: { x: 0.005, y: 0.625, w: 0.44, h: 0.36 },
    },
    highlights: [
      {
        title: "Promote content",
        description: "Edit with effects, reframe automatically and share clips to every channel in a few clicks.",
      },
      {
        title: "Enrich metadata",
        description: "Smart summaries, chapters and metadata make every title easier to find and to recommend.",
      },
      {
        title: "Commercialise",
        description:
          "AI recommendations and monetisation tools help every clip earn, from trailers to sponsored shorts.",
      },
    ],
    screens: [
      "ReelCraft timeline editor with clips, effects and audio tracks",
      "ReelCraft auto-reframing a horizontal video to vertical",
      "ReelCraft chapters, smart summary and metadata panel",
      "ReelCraft dubbing languages and quality-control report",
    ],
    carousel: {
      title: "Inside ReelCraft",
      intro:
        "One workspace from the raw cut to a published, well-described video, dubbed into the languages you choose.",
      slides: [
        {
          screen: 2,
          caption: "Every format follows the subject, and goes out once it is rendered.",
          // Phones: the source's middle with the crop guides (and their labels) on the tracked ball, then the outputs.
          crop: { x: 0.2, y: 0.078, w: 0.36, h: 0.352 },
          cropBelow: { x: 0.572, y: 0.075, w: 0.42, h: 0.691 },
        },
        {
          screen: 3,
          caption: "Chapters, a smart summary and metadata, generated for review.",
          crop: { x: 0.015, y: 0.1, w: 0.56, h: 0.67 },
          cropBelow: { x: 0.585, y: 0.1, w: 0.405, h: 0.577 },
        },
        {
          screen: 4,
          caption: "Dubbing languages and the quality-control report.",
          crop: { x: 0.03, y: 0.1, w: 0.42, h: 0.626 },
          cropBelow: { x: 0.455, y: 0.1, w: 0.53, h: 0.6 },
        },
      ],
    },
    special: {
      title: "What makes ReelCraft special",
      intro: "AI does the repetitive work; your editors keep the final say.",
      leadStack: [
        { label: "Apps, social channels and partners", detail: "Where the finished clips are published" },
        { label: "ReelCraft", detail: "Edit, reframe, describe, dub and check", product: true },
        { label: "Your video library", detail: "Programmes, footage and archives, as they are" },
      ],
      cards: [
        {
          title: "Video creation and editing",
          description: "Trim, combine and finish video with effects, titles and audio in the browser.",
        },
        {
          title: "Easy sharing",
          icon: "share",
          description: "Publish cuts to apps, social channels and partners without exporting by hand.",
        },
        {
          title: "Auto-reframing",
          icon: "crop",
          description: "Turn horizontal video into vertical clips that keep the action in frame.",
        },
        {
          title: "Smart summaries and metadata",
          icon: "sparkle",
          description: "Descriptions, tags and keywords drafted from the video itself, ready to edit.",
        },
        {
          title: "Chapterisation",
          icon: "list",
          description: "Chapters detected from scenes and speech, so viewers can jump to what they want.",
        },
        {
          title: "Multi-language dubbing",
          icon: "translate",
          description: "Reach new audiences with dubbed versions in the languages you choose.",
        },
        {
          title: "Quality control",
          icon: "eye",
          description: "Automatic checks catch problems in picture, sound and subtitles before release.",
        },
        {
          title: "Smart search",
          icon: "search",
          description: "Find the right moment across your library by what is said or shown in it.",
        },
        {
          title: "AI recommendations and monetisation",
          icon: "coin",
          description:
            "Individual and group recommendations put each clip in front of the audience most likely to watch it.",
        },
      ],
    },
    ctaSubject: "cut your own footage",
    ctaText:
      "Tell us how your team cuts and publishes video today, and we will show you how ReelCraft would reframe, describe and dub it for your channels.",
  },
};
