/** Copy of the OTT app development page (server-only; validated by schemas/ott.ts). */
export const ottContent = {
  hero: {
    eyebrow: "OTT app development",
    title: "OTT apps for every Smart TV and screen",
    lead: "Nearly a decade of Smart TV app development and certification across Tizen, webOS, Android TV and Roku. We design, build, certify and maintain the apps your viewers open every evening.",
    imageAlt:
      "A Smart TV app's live TV guide beside the store certification checks it passed: remote navigation, launch time, DRM playback and deep links",
  },
  why: {
    title: "Why develop OTT apps",
    eyebrow: "The big screen",
    paragraphs: [
      "Viewers settle in for long-form viewing on the living-room TV. A native app on their TV platform puts your service a click away on the remote, with the picture quality, playback reliability and navigation they expect there.",
      "Each platform has its own SDK, remote control, performance limits and store review. Knowing them in advance is what gets an app approved and keeps it fast on older models.",
    ],
    points: [
      "Your brand on the home screen of the TV, not behind a browser",
      "Smooth playback with the platform's own player and DRM",
      "Store listing, updates and analytics under your control",
    ],
    image: {
      file: "platforms",
      alt: "Your app on a Smart TV's home screen, with the platform's own player and DRM, and your own store listing",
    },
  },
  platforms: {
    title: "Platforms we build and certify for",
    intro:
      "The four Smart TV platforms most of our OTT apps ship on: where each runs, what its apps are built with and who reviews them.",
    cards: [
      {
        title: "Tizen",
        platform: "tizen",
        icon: "tv",
        facts: [
          { label: "Runs on", value: "Samsung Smart TVs, across many model years" },
          { label: "Built with", value: "Web technologies, packaged for the platform" },
          { label: "Review", value: "The platform's store, tested on a range of TV models" },
        ],
      },
      {
        title: "webOS",
        platform: "webos",
        icon: "tv",
        facts: [
          { label: "Runs on", value: "LG Smart TVs, with a pointer remote" },
          { label: "Built with", value: "Web technologies, packaged for the platform" },
          { label: "Review", value: "The platform's store and its certification checklist" },
        ],
      },
      {
        title: "Android TV",
        platform: "android-tv",
        icon: "tv",
        facts: [
          { label: "Runs on", value: "TVs, operator set-top boxes and streaming sticks" },
          { label: "Built with", value: "Native Android apps for directional navigation" },
          { label: "Review", value: "Google Play, against its TV quality guidelines" },
        ],
      },
      {
        title: "Roku",
        platform: "roku",
        icon: "tv",
        facts: [
          { label: "Runs on", value: "Roku players and Roku TVs" },
          { label: "Built with", value: "Roku's own language and scene framework" },
          { label: "Review", value: "Roku's certification: launch time, remote, deep links" },
        ],
      },
    ],
  },
  certification: {
    title: "From first build to certified release",
    eyebrow: "How we work",
    paragraphs: [
      "Every app goes through the same steps, with testing on real devices from the first sprint, so certification is a formality rather than a surprise.",
    ],
    points: [
      "Discovery and UX for ten-foot screens and remotes",
      "Development with shared components across platforms",
      "Automated and manual testing in our device lab",
      "Store submission, certification and release",
      "Updates and monitoring after launch",
    ],
    image: {
      file: "certification",
      alt: "A pre-submission checklist with five of eight checks passed, beside a device-lab run on real TVs, a set-top box and a stick; the release is still in the QA lab",
    },
    /** Phones show the device lab's column alone, large enough to read. */
    crop: { x: 0.55, y: 0.08, w: 0.41, h: 0.8 },
  },
  demo: {
    eyebrow: "Book a meeting",
    title: "Book a meeting with our Smart TV team",
    intro:
      "Pick a time that suits you and we will walk you through our Smart TV apps, the platform behind them and how we would approach yours.",
  },
};
