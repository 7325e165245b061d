/**
 * The whitepaper catalogue: what the Resources page shows and the forms send.
 * The full text of each paper lives with the PDF generator on the server, so it
 * never ships to the browser.
 */
export interface Whitepaper {
  /** The id sent as `id` to POST /local/getPdf. */
  id: "whitepaper1" | "whitepaper2";
  title: string;
  subtitle: string;
  /** Two or three sentences for cards and the carousel. */
  summary: string;
  /** Name the download is saved under. */
  fileName: string;
  /** Section titles of the full text, in order (a test checks them against the document). */
  chapters: readonly string[];
}

export const whitepapers = [
  {
    id: "whitepaper1",
    title: "Gamification and AI in streaming",
    subtitle: "Turning viewers into participants, and participation into revenue",
    summary:
      "Points, challenges, predictions and rewards that lift engagement, AI that decides what each viewer is offered, and how to measure whether it pays.",
    fileName: "horizon-gamification-and-ai-in-streaming.pdf",
    chapters: [
      "Executive summary",
      "Why engagement decides the streaming market",
      "Game mechanics that suit video services",
      "Where AI makes gamification work",
      "Connecting engagement to revenue",
      "Measuring what works",
      "Designing responsibly",
      "A roadmap in four phases",
      "How Horizon helps",
    ],
  },
  {
    id: "whitepaper2",
    title: "Content discovery and personalization",
    subtitle: "Helping every viewer find the next thing to watch",
    summary:
      "Search by text, image and voice, recommendations that understand context and personalised home screens, and how to roll them out step by step.",
    fileName: "horizon-content-discovery-and-personalization.pdf",
    chapters: [
      "Executive summary",
      "The discovery problem",
      "Metadata: the foundation",
      "Search that understands viewers",
      "Recommendations that understand context",
      "Joining search and recommendation",
      "Personalised experiences across screens",
      "Measuring discovery",
      "Privacy and trust",
      "A phased plan and how Horizon helps",
    ],
  },
] as const satisfies readonly Whitepaper[];

export type WhitepaperId = Whitepaper["id"];

export const whitepaperIds = whitepapers.map((paper) => paper.id) as [WhitepaperId, ...WhitepaperId[]];

/** The paper selected before the visitor chooses one. */
export const defaultWhitepaperId: WhitepaperId = "whitepaper1";

export function findWhitepaper(id: string): Whitepaper | undefined {
  return whitepapers.find((paper) => paper.id === id);
}
