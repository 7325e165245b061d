/** Product terms that read wrongly when a heading wraps between their words ("Smart / TV"). */
const UNBREAKABLE_TERMS = ["Smart TV"];

/** The text with a no-break space inside each unbreakable term, for headings that wrap. */
export function keepTermsTogether(text: string): string {
  return UNBREAKABLE_TERMS.reduce((result, term) => result.replaceAll(term, term.replaceAll(" ", "\u00a0")), text);
}
