/**
 * Inlines each pre-rendered page's stylesheets so the first paint needs no request after
 * the HTML (each render-blocking CSS file cost a round trip on a mobile connection). The inline
 * copy holds the rules the page's markup can use (./page-css.ts).
 *
 * The `<link rel="stylesheet">` elements stay, disabled, right after their inline copy:
 * React hydrates the document head by matching those links (rel and href), and client-side
 * navigation keeps managing route stylesheets through them as usual. The hydration loader
 * enables them before the page's code runs, so what the code changes finds every rule.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  applyEdits,
  attributeOf,
  type HtmlElement,
  parseHtml,
  rawTextElement,
  type SourceEdit,
  sourceRangeOf,
} from "./html-source.ts";
import { cssForPage, pageUsageOf } from "./page-css.ts";
import { stylesheetLinksOf } from "./react-router-html.ts";

/** The page with every local stylesheet link preceded by its CSS in a `<style>` element and disabled. */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const links = stylesheetLinksOf(parseHtml(html));
  const stylesheets = links.map((link) => readStylesheet(hrefOf(link)));
  const usage = pageUsageOf(html + stylesheets.join(""));
  const edits = links.map((link, index) => inlineStylesheet(html, link, cssForPage(stylesheets[index] ?? "", usage)));
  return applyEdits(html, edits);
}

function hrefOf(link: HtmlElement): string {
  return (attributeOf(link, "href") ?? "").split(/[#?]/)[0] ?? "";
}

function inlineStylesheet(html: string, link: HtmlElement, pageCss: string): SourceEdit {
  const { start, end } = sourceRangeOf(link);
  const tag = html.slice(start, end);
  // `<\/style` inside a CSS string is the same string, and cannot end the element early.
  const css = pageCss.replace(/<\/(style)/gi, "<\\/$1").trim();
  const closing = tag.endsWith("/>") ? tag.length - 2 : tag.length - 1;
  const disabledTag = `${tag.slice(0, closing)} disabled=""${tag.slice(closing)}`;
  return { start, end, text: rawTextElement("style", {}, css) + disabledTag };
}

/** Reads stylesheets from the client build, once each. */
export function stylesheetReader(clientDir: string): (href: string) => string {
  const cache = new Map<string, string>();
  return (href) => {
    let css = cache.get(href);
    if (css === undefined) {
      const file = path.join(clientDir, href);
      if (!existsSync(file)) throw new Error(`Stylesheet ${href} linked from a page is missing`);
      css = readFileSync(file, "utf8");
      cache.set(href, css);
    }
    return css;
  };
}
