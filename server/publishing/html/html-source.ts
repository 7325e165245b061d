/**
 * Reads and edits pre-rendered pages with parse5, the WHATWG HTML parser: elements and script
 * text are found exactly as a browser finds them, and an edit replaces an element's own source
 * range, so every byte outside the edits stays as React rendered it (React hydrates the document
 * it rendered, and the CSP hashes must match the script text the browser reads).
 */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, html, parse, serializeOuter } from "parse5";

export type HtmlDocument = DefaultTreeAdapterTypes.Document;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

/** Replaces `source.slice(start, end)` with `text`. */
export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

export function parseHtml(source: string): HtmlDocument {
  return parse(source, { sourceCodeLocationInfo: true });
}

/** Every element (template contents included), in document order. */
export function* elementsOf(parent: DefaultTreeAdapterTypes.ParentNode): Generator<HtmlElement> {
  for (const child of parent.childNodes) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(child.nodeName === "template" ? (child as DefaultTreeAdapterTypes.Template).content : child);
  }
}

export function elementsNamed(document: HtmlDocument, tagName: string): HtmlElement[] {
  return [...elementsOf(document)].filter((element) => element.tagName === tagName);
}

export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** The element's text as the browser reads it (for a script: the code it runs and hashes). */
export function textOf(element: HtmlElement): string {
  return element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : "")).join("");
}

/** Where the element is written in the source, start tag to end tag. */
export function sourceRangeOf(element: HtmlElement): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location (the parser implied it)`);
  return { start: location.startOffset, end: location.endOffset };
}

/** The source with the edits applied; edits must not overlap. */
export function applyEdits(source: string, edits: readonly SourceEdit[]): string {
  let result = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/**
 * New markup for a raw-text element (`script` or `style`), attribute values escaped by the
 * serializer. Throws when the text would end the element early.
 */
export function rawTextElement(tagName: "script" | "style", attributes: Record<string, string>, text: string): string {
  if (text.toLowerCase().includes(`</${tagName}`)) {
    throw new Error(`The text of a <${tagName}> element must not contain "</${tagName}"`);
  }
  const element = defaultTreeAdapter.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  defaultTreeAdapter.insertText(element, text);
  return serializeOuter(element);
}
