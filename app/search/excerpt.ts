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
