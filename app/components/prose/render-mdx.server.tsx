import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { DocumentOutline, TocEntry } from "./types";

/** What a compiled MDX module's default export looks like (see @mdx-js/rollup in vite.config.ts). */
export type MdxDocument = ComponentType<
  { components?: Record<string, ComponentType<never>> } & Record<string, unknown>
>;

const WORDS_PER_MINUTE = 225;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };

function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Level-2 and level-3 headings with the ids rehype-slug gave them, in document order. */
export function tableOfContents(html: string): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const match of html.matchAll(/<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const [, level, id, inner] = match;
    if (!id || !inner) continue;
    entries.push({ id, level: level === "2" ? 2 : 3, title: textOf(inner).replace(/\s+/g, " ").trim() });
  }
  return entries;
}

export function readingMinutes(html: string): number {
  const words = textOf(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * Renders an MDX document to static HTML on the server (loaders only), so long-form text
 * reaches the browser as HTML inside the page, never as JavaScript.
 */
export function renderMdx(
  Document: MdxDocument,
  props: Record<string, unknown> = {},
  components: Record<string, ComponentType<never>> = {},
): DocumentOutline {
  const html = renderToStaticMarkup(<Document {...props} components={components} />);
  return { html, toc: tableOfContents(html), readingMinutes: readingMinutes(html) };
}
