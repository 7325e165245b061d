import { expect, type Locator } from "@playwright/test";

/**
 * Every line of `paragraph` but its last runs as far as its words allow: no line ends while the next word
 * (and a space) would still have fitted before the box's right edge, except where the text itself breaks
 * (a newline in pre-wrapped text). Catches an early wrap such as `text-wrap: pretty` evening out a short
 * last line inside a narrow card.
 */
export async function expectLinesFilled(paragraph: Locator, label: string): Promise<void> {
  const early = await paragraph.evaluate((element) => {
    const words: { text: string; top: number; right: number; width: number; afterNewline: boolean }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let afterNewline = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      let last = 0;
      for (const match of text.matchAll(/\S+/g)) {
        afterNewline ||= text.slice(last, match.index).includes("\n");
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getBoundingClientRect();
        words.push({ text: match[0], top: rect.top, right: rect.right, width: rect.width, afterNewline });
        afterNewline = false;
        last = match.index + match[0].length;
      }
      afterNewline ||= text.slice(last).includes("\n");
    }
    const style = getComputedStyle(element);
    const fontSize = Number.parseFloat(style.fontSize);
    const edge = element.getBoundingClientRect().right - Number.parseFloat(style.paddingRight);
    const found: string[] = [];
    for (let index = 1; index < words.length; index++) {
      const [before, word] = [words[index - 1]!, words[index]!];
      const wrapped = word.top > before.top + fontSize / 2;
      // A space is about a quarter of an em; a third leaves room for rounding.
      if (wrapped && !word.afterNewline && before.right + fontSize / 3 + word.width < edge) {
        found.push(`"${before.text}" / "${word.text}" (${Math.round(edge - before.right)} px left)`);
      }
    }
    return found;
  });
  expect(early, `${label}: lines end early`).toEqual([]);
}
