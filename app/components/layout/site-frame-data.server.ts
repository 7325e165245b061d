import { footerNavigation, primaryNavigation } from "~/content/navigation";
import type { DocumentSources } from "~/lib/page-content.server";
import type { SiteFrameContent } from "./SiteFrame";

/** The documents the frame of every public page shows: the top navigation and the footer's links. */
export const SITE_FRAME_DOCUMENTS: DocumentSources<SiteFrameContent> = {
  navigation: ["navigation", { primary: primaryNavigation }],
  footer: ["footer", footerNavigation],
};
