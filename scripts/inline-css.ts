/**
 * Inlines each pre-rendered page's stylesheets so the first paint needs no request after
 * the HTML (each render-blocking CSS file cost a round trip on a mobile connection).
 *
 * The `<link rel="stylesheet">` elements stay, disabled, right after their inline copy:
 * React hydrates the document head by matching those links (rel and href), and client-side
 * navigation keeps managing route stylesheets through them as usual.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"#?]+\.css)([#?][^"]*)?"\/>/g;

/** The page with every local stylesheet link preceded by its CSS in a `<style>` element and disabled. */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_link, href: string, suffix = "") => {
    const css = readStylesheet(href).replaceAll("</style", "<\\/style").trim();
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}${suffix}" disabled=""/>`;
  });
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
