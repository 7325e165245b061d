/** The Book a meeting page: the scheduler first, then the meeting request form as the alternative. */
import { type SiteConfig, siteConfig } from "~/config/site";
import { hubHeroArt } from "./hub-media";
import type { BookMeetingPageContent } from "./schemas/book-meeting";

/** Direct contacts: the office always, e-mail and phone only when they are configured. */
export function directContacts(config: SiteConfig): BookMeetingPageContent["contact"] {
  const { phone } = config;
  const email = config.email.sales ?? config.email.general;
  const reachable = [email ? "write to our sales team" : "", phone ? "call us during business hours" : ""].filter(
    Boolean,
  );
  return {
    title: reachable.length > 0 ? "Reach us directly" : "Our office",
    text:
      reachable.length > 0
        ? `You can also ${reachable.join(" or ")} in Bengaluru.`
        : "Our team works from Bengaluru; the form and the scheduler above reach the people who run demos.",
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    address: config.address.line,
  };
}

export function bookMeetingPage(config: SiteConfig = siteConfig): BookMeetingPageContent {
  return {
    title: "Book a meeting",
    intro:
      "See our OTT, hospitality, recommendation and advertising products in action. Pick a time with our sales team, or send us a message and we will arrange a meeting with you.",
    hero: {
      eyebrow: "Talk to our team",
      links: [
        { label: "Pick a time", href: "#schedule" },
        { label: "Send a message instead", href: "#request" },
      ],
      art: hubHeroArt("bookmeeting"),
      facts: ["30-minute slots", "Shown in your time zone", "Calendar invitation included"],
    },
    schedule: {
      title: "Pick a time with our team",
      intro: "Choose a day and a free 30-minute slot; times are shown in your own time zone.",
    },
    request: {
      title: "Prefer to send a message?",
      intro: "Tell us what you are working on and when suits you, and we will write back to arrange the meeting.",
    },
    checklist: {
      title: "Helpful to mention",
      items: [
        "The service you run or plan: OTT, hotel TV, short video or advertising",
        "The screens you need to reach, from Smart TVs to phones",
        "The products you would like to see",
        "When you would like to launch",
      ],
    },
    contact: directContacts(config),
  };
}
