/** Copy of the About page (server-only; validated by schemas/about.ts). */
export const aboutContent = {
  hero: {
    eyebrow: "About us",
    title: "Streaming software, built in Bengaluru since 2017",
    lead: "We are a product and engineering company that builds OTT platforms, Smart TV apps and the AI, advertising and hospitality software around them, for streaming operators, hotels and media companies.",
    imageAlt:
      "The Horizon mark with its six products around it: VIVRE, S.A.R.A., Blinks, Hospitality Suite, AdPilot and ReelCraft",
  },
  history: {
    title: "Our history",
    intro: "From a focused OTT team to a family of products: the steps that shaped us.",
  },
  values: {
    title: "What we value",
    intro: "Four habits guide how we build software and how we work with the teams who use it.",
    items: [
      {
        title: "Craft",
        icon: "wand",
        description: "Apps that start fast, read well and pass certification the first time.",
      },
      {
        title: "Curiosity",
        icon: "sparkle",
        description: "We test new ideas, from AI to new devices, before we recommend them.",
      },
      {
        title: "Ownership",
        icon: "flag",
        description: "The team that builds a feature also runs it, measures it and improves it.",
      },
      {
        title: "Partnership",
        icon: "heart",
        description: "We plan with our customers and explain our choices in plain words.",
      },
    ],
  },
  life: {
    title: "How we work",
    paragraphs: [
      "Our teams are small and cross-functional: product, design, engineering and quality sit together on each product, and every team owns its releases from the first sketch to the device lab.",
      "We work on real devices every day, from Smart TVs and set-top boxes to phones and dongles, because that is where our customers' viewers are.",
    ],
    figures: [
      { value: "6", label: "Products, from frontend control to AI video tools" },
      { value: "12+", label: "Platforms with pre-built VIVRE SDKs" },
      { value: "4", label: "Smart TV platforms we certify apps for: Tizen, webOS, Android TV and Roku" },
    ],
  },
  careers: {
    title: "Join us",
    text: "We are always glad to hear from engineers, designers, testers and product people who care about streaming. Send us your CV and tell us what you would like to work on.",
    apply: { label: "Apply now", subject: "Join Us" },
    withoutAddress: {
      text: "We are always glad to hear from engineers, designers, testers and product people who care about streaming. Tell us about yourself and what you would like to work on, and we will reply.",
      label: "Write to us",
    },
  },
};
