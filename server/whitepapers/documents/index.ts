import type { WhitepaperId } from "#shared/content/whitepapers.ts";
import type { WhitepaperDocument } from "../document.ts";
import { contentDiscovery } from "./content-discovery.ts";
import { gamificationAndAi } from "./gamification-and-ai.ts";

/** The full text of every whitepaper in the catalogue, by id. */
export const whitepaperDocuments: Record<WhitepaperId, WhitepaperDocument> = {
  whitepaper1: gamificationAndAi,
  whitepaper2: contentDiscovery,
};
