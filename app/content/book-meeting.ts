/** The Book a meeting page: the scheduler first, then the meeting request form as the alternative. */
import { siteConfig } from "~/config/site";
import type { BookMeetingPageContent } from "./schemas/book-meeting";

const { address } = siteConfig;

export const bookMeetingPage: BookMeetingPageContent = {
  title: "Book a meeting",
  intro:
    "See our OTT, hospitality, recommendation and advertising products in action. Pick a time with our sales team, or send us a message and we will arrange a meeting with you.",
  actions: { schedule: "Pick a time", request: "Send a message instead" },
  schedule: {
    title: "Pick a time with our team",
    intro: "Choose a day and a free 30-minute slot; times are shown in your own time zone.",
  },
  request: {
    title: "Prefer to send a message?",
    intro: "Tell us what you are working on and when suits you, and we will reply by e-mail to arrange the meeting.",
  },
  contact: {
    title: "Other ways to reach us",
    text: "Write to our sales team or call us during business hours in Bengaluru.",
    email: siteConfig.email.sales,
    phone: siteConfig.phone,
    address: `${address.street}, ${address.locality} ${address.postalCode}`,
  },
};
