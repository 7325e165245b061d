/**
 * The legal documents: titles, dates and summaries. Their text is MDX in ./legal, rendered to HTML
 * by the legal page's loader with the company details from siteConfig.
 */
import type { LegalDocument } from "./schemas/legal";

export const legalDocuments: Record<string, LegalDocument> = {
  "/terms": {
    title: "Terms and Conditions",
    summary:
      "The terms that apply when you use this website: who may use it and how, who owns its content, what happens to what you send us, and the limits of our responsibility.",
    body: "terms",
    date: { label: "Effective", iso: "2024-09-03" },
    related: { path: "/privacy", label: "Data Protection and Privacy Policy" },
  },
  "/privacy": {
    title: "Data Protection and Privacy Policy",
    summary:
      "What personal data this website collects, why and on what basis, how we protect it, who we share it with, how long we keep it and how you can exercise your rights.",
    body: "privacy",
    date: { label: "Effective", iso: "2024-09-03" },
    related: { path: "/terms", label: "Terms and Conditions" },
  },
};
