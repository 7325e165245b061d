/**
 * What turns React Router's HTML of a page into the page the site serves: stylesheets inline,
 * hydration (and the data it needs) after the first paint, and the SHA-256 hashes of its inline
 * scripts for the CSP. The build (scripts/postbuild.ts) and a publishing generation
 * (./render-generation.ts) both run it, so a republished page is the page a build would make.
 */
import { createHash } from "node:crypto";
import { type DeferredPage, deferHydration } from "./html/defer-hydration.ts";
import { attributeOf, elementsNamed, parseHtml, textOf } from "./html/html-source.ts";
import { inlineStylesheets } from "./html/inline-css.ts";

/** Script types a browser runs (data blocks such as JSON-LD or the deferred module block need no CSP source). */
const EXECUTABLE_SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * SHA-256 hashes (CSP sources) of the page's inline scripts, then of the scripts its code creates
 * (`createdScripts`), each once, in that order. Every header byte counts: the page and its
 * headers should fit the first round trip of a new connection.
 */
export function inlineScriptHashes(html: string, createdScripts: readonly string[] = []): string[] {
  const hashes = new Set<string>();
  const scripts = elementsNamed(parseHtml(html), "script").filter(
    (script) =>
      attributeOf(script, "src") === undefined &&
      EXECUTABLE_SCRIPT_TYPES.has((attributeOf(script, "type") ?? "").trim().toLowerCase()),
  );
  for (const text of [...scripts.map(textOf), ...createdScripts]) {
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * A pre-rendered page made to paint before JavaScript: stylesheets inline, hydration (and the
 * data it needs) after the first paint. Errors name the page (`page`) and what React Router's
 * HTML lacks.
 */
export function optimisePage(
  page: string,
  html: string,
  readStylesheet: (href: string) => string,
  hydrationLoader: string,
): DeferredPage {
  try {
    return deferHydration(inlineStylesheets(html, readStylesheet), hydrationLoader);
  } catch (error) {
    throw new Error(`Cannot optimise the pre-rendered page ${page}: ${(error as Error).message}`, { cause: error });
  }
}

/** The optimised page with the CSP hashes of its scripts. */
export interface FinishedPage extends DeferredPage {
  scriptHashes: string[];
}

export function finishPage(
  page: string,
  html: string,
  readStylesheet: (href: string) => string,
  hydrationLoader: string,
): FinishedPage {
  const optimised = optimisePage(page, html, readStylesheet, hydrationLoader);
  return { ...optimised, scriptHashes: inlineScriptHashes(optimised.html, optimised.createdScripts) };
}

/** The page's file in build/client. */
export function htmlFileFor(urlPath: string): string {
  return urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`;
}

/** Where React Router fetches a page's loader data on client-side navigation (`/_.data` for the home page). */
export function routeDataPathFor(urlPath: string): string {
  return urlPath === "/" ? "/_.data" : `${urlPath}.data`;
}
