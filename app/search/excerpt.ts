/**
 * Pagefind's excerpts are text with the matched words wrapped in <mark> and "<" / ">" escaped. They
 * are split into parts and rendered as React text, so no HTML from the index reaches the page.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

function decode(text: string): string {
  return text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** Plain text (a title, a page's description) as excerpt markup. */
export function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * Marks the query's words, as whole words in any case, where Pagefind did not: in titles, in a
 * description shown instead of an excerpt, and in an excerpt's other mentions, so every place a
 * result shows the query highlights it. Takes and returns excerpt markup.
 */
export function markQueryWords(markup: string, query: string): string {
  const words = query
    .split(/\s+/)
    .filter((word) => word.length > 1)
    .map((word) => escapeText(word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return markup;
  // Not after "&", so a query such as "amp" leaves the markup's "&amp;" alone.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}&])(${words.join("|")})(?![\\p{L}\\p{N}])`, "giu");
  return markup
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .map((piece, index) => (index % 2 === 1 ? piece : piece.replace(pattern, "<mark>$1</mark>")))
    .join("");
}

/** Pagefind marks whole whitespace-separated words; punctuation around the word is not highlighted. */
const AROUND_WORD = /^(\p{P}*)(.*?)(\p{P}*)$/su;

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const add = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  // split() with a capture group alternates: text outside marks at even indexes, marked text at odd.
  for (const [index, text] of excerpt.split(/<mark>([\s\S]*?)<\/mark>/).entries()) {
    const plain = decode(text.replace(/<[^>]*>/g, ""));
    const [, before = "", word = "", after = ""] = AROUND_WORD.exec(plain) ?? [];
    if (index % 2 === 0 || !word) {
      add(plain, index % 2 === 1);
    } else {
      add(before, false);
      add(word, true);
      add(after, false);
    }
  }
  return parts;
}

/** Pagefind cuts excerpts out of the middle of the text: an ellipsis marks a cut at either end. */
export function withEllipses(parts: ExcerptPart[]): ExcerptPart[] {
  const result = parts.map((part) => ({ ...part }));
  const [first, last] = [result[0], result.at(-1)];
  if (!first || !last) return result;
  if (/^\s*\p{Ll}/u.test(first.text)) {
    if (first.marked) result.unshift({ text: "… ", marked: false });
    else first.text = `… ${first.text.trimStart()}`;
  }
  if (!/[.!?…:)"”]\s*$/u.test(last.text)) {
    if (last.marked) result.push({ text: " …", marked: false });
    else last.text = `${last.text.trimEnd()} …`;
  }
  return result;
}

/** Where a sentence ends: its closing mark, before a space and the next sentence's capital or digit. */
const SENTENCE_END = /[.!?…](?=\s+["“(]?[\p{Lu}\d])/gu;
/** The end of the text counts as a sentence end too. */
const SENTENCE_OR_TEXT_END = /[.!?…](?=\s+["“(]?[\p{Lu}\d]|\s*$)/gu;

/** The parts' text between two offsets of their joined text. */
function sliceParts(parts: readonly ExcerptPart[], start: number, end: number): ExcerptPart[] {
  const sliced: ExcerptPart[] = [];
  let offset = 0;
  for (const part of parts) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + part.text.length);
    if (to > from) sliced.push({ text: part.text.slice(from - offset, to - offset), marked: part.marked });
    offset += part.text.length;
  }
  const first = sliced[0];
  if (first && !first.marked) first.text = first.text.trimStart();
  return sliced.filter((part) => part.text);
}

/**
 * Pagefind's excerpt is a window of words, so it often starts and ends mid-sentence. Where the window
 * holds a sentence boundary outside the matched words, the excerpt is cut there instead: it then
 * starts with the sentence that holds the first match and ends with the last whole sentence.
 */
export function atSentences(parts: ExcerptPart[]): ExcerptPart[] {
  const text = parts.map((part) => part.text).join("");
  let offset = 0;
  let firstMark = -1;
  let lastMarkEnd = -1;
  for (const part of parts) {
    if (part.marked) {
      if (firstMark < 0) firstMark = offset;
      lastMarkEnd = offset + part.text.length;
    }
    offset += part.text.length;
  }
  if (firstMark < 0) return parts;
  let start = 0;
  if (/^\s*\p{Ll}/u.test(text)) {
    for (const match of text.matchAll(SENTENCE_END)) if (match.index < firstMark) start = match.index + 1;
  }
  let end = text.length;
  for (const match of text.matchAll(SENTENCE_OR_TEXT_END)) if (match.index >= lastMarkEnd) end = match.index + 1;
  return start === 0 && end === text.length ? parts : sliceParts(parts, start, end);
}
