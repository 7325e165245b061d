/**
 * The structure of a whitepaper's text. Documents are plain data so the same
 * content can be checked in tests and laid out by the PDF renderer.
 * Text is limited to characters the PDF standard fonts can show (Latin-1 plus
 * typographic quotes, dashes and bullets); a unit test enforces it.
 */
import type { WhitepaperId } from "#shared/content/whitepapers.ts";

export type Block =
  | { kind: "paragraph"; text: string }
  /** A bullet list; an item may start with a bold lead-in ("Lead-in: rest of the item"). */
  | { kind: "list"; items: string[] }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][]; widths?: number[] }
  | { kind: "callout"; title: string; text: string }
  | { kind: "figure"; caption: string; diagram: Diagram };

/** Vector diagrams drawn by the renderer. */
export type Diagram =
  /** Boxes in a ring, each pointing to the next (a loop). */
  | { kind: "cycle"; steps: { title: string; text: string }[] }
  /** Boxes left to right (wrapping to rows of three), each pointing to the next. */
  | { kind: "flow"; steps: { title: string; text: string }[] }
  /** Horizontal layers stacked top to bottom, each with a label and its parts. */
  | { kind: "layers"; layers: { title: string; parts: string[] }[] };

export interface Section {
  title: string;
  blocks: Block[];
}

export interface WhitepaperDocument {
  id: WhitepaperId;
  title: string;
  subtitle: string;
  /** Shown on the cover under the subtitle. */
  abstract: string;
  keywords: string[];
  sections: Section[];
}
