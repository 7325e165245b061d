/** Copy of the OTT app development page (server-only; validated by schemas/ott.ts). */
export const ottContent = {
  hero: {
    eyebrow: "OTT app development",
    title: "OTT apps for every Smart TV and screen",
    lead: "Nearly a decade of Smart TV app development and certification across Tizen, webOS, Android TV and Roku. We design, build, certify and maintain the apps your viewers open every evening.",
    imageAlt:
      "A Smart TV app's live TV guide beside its store certification status for Tizen, webOS, Android TV and Roku",
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
    image: { file: "platforms", alt: "Smart TV home screens labelled Tizen, webOS, Android TV and Roku" },
  },
  platforms: {
    title: "Platforms we build and certify for",
    intro: "The four Smart TV platforms most of our OTT apps ship on, each with its own SDK and certification rules.",
    cards: [
      {
        title: "Tizen",
        platform: "tizen",
        description: "Web-based TV apps packaged and tested for the platform's remote, memory limits and store review.",
      },
      {
        title: "webOS",
        platform: "webos",
        description:
          "Apps that follow the platform's pointer remote and launcher conventions and its certification checklist.",
      },
      {
        title: "Android TV",
        platform: "android-tv",
        description:
          "Native Leanback-style apps for Android TV devices, set-top boxes and dongles, ready for the store.",
      },
      {
        title: "Roku",
        platform: "roku",
        description: "Channels built with the platform's own language and components, prepared for its certification.",
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
      alt: "A pre-submission checklist beside a device-lab test run on four Smart TV platforms",
    },
  },
  demo: {
    title: "Book a meeting with our Smart TV team",
    intro:
      "Pick a time that suits you and we will walk you through our Smart TV apps, the platform behind them and how we would approach yours.",
  },
};
