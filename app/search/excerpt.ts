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

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  excerpt.split(/<mark>([\s\S]*?)<\/mark>/).forEach((text, index) => {
    // split() with a capture group alternates: text outside marks at even indexes, marked text at odd.
    const plain = decode(text.replace(/<[^>]*>/g, ""));
    if (plain) parts.push({ text: plain, marked: index % 2 === 1 });
  });
  return parts;
}
