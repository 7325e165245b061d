/**
 * Lets pre-rendered pages paint before any JavaScript competes with them.
 *
 * React Router puts `modulepreload` links in the head, an inline module script that imports
 * every route module at once, and the route loaders' data as inline scripts at the end of the
 * body. The code loads at high priority alongside the page's CSS, fonts and hero image, the data
 * makes the document longer than the first round trip of a new connection can carry, and on a
 * mid-range phone the hydration work that follows delays the first paint. This step, run on the
 * pre-rendered HTML after the build:
 * - takes the modulepreload links out of the page (the loader re-creates them after the first
 *   paint, so the code downloads after what the first paint needs);
 * - takes the text of React Router's context script and module script, and the loader data, out
 *   into a file named by its content (`hydrationData`), leaving empty, inert blocks in the
 *   scripts' places and the hydration loader (scripts/hydration/loader.ts) right after the
 *   module's. Once the browser reports its first paint (at once when the page is hidden or the
 *   browser cannot tell, and after 3 s at the latest), the loader fetches the file, runs the
 *   context script, hands the data to React Router's stream and runs the module script (both
 *   allowed by their hashes, `createdScripts`).
 * React hydrates the same document as before: it matches scripts by position and re-creates
 * the hoisted preload links it does not find; the data scripts are not part of its tree.
 */
import { createHash } from "node:crypto";
import { applyEdits, attributeOf, parseHtml, rawTextElement, sourceRangeOf, textOf } from "./html-source.ts";
import { contextScriptOf, hydrationDataOf, hydrationScriptOf, modulePreloadLinksOf } from "./react-router-html.ts";

export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
export const DEFERRED_SCRIPT_TYPE = "text/x-deferred-script";

/** What the loader fetches: React Router's context and module scripts, and the loader data it streams. */
export interface HydrationPayload {
  context: string;
  module: string;
  stream: string;
}

export interface DeferredPage {
  html: string;
  /** The page's HydrationPayload as JSON, to be served at `url` (under /assets/, cached for good). */
  hydrationData: { url: string; text: string };
  /** The scripts the loader runs (context, then module); the page's CSP must allow their hashes. */
  createdScripts: [context: string, module: string];
}

/** Where hydration data is served: named by its content, so a changed page never reads stale data. */
export function hydrationDataUrl(text: string): string {
  return `/assets/hydration-data-${createHash("sha256").update(text, "utf8").digest("base64url").slice(0, 12)}.json`;
}

/** The page with hydration deferred; `loaderScript` is the compiled hydration loader. */
export function deferHydration(html: string, loaderScript: string): DeferredPage {
  const document = parseHtml(html);
  const hydrationScript = hydrationScriptOf(document);
  const contextScript = contextScriptOf(document);
  const preloadLinks = modulePreloadLinksOf(document);
  const data = hydrationDataOf(document);
  const modules = preloadLinks.map((link) => attributeOf(link, "href") ?? "");
  const payload: HydrationPayload = {
    context: textOf(contextScript),
    module: textOf(hydrationScript),
    stream: data.text,
  };
  const text = JSON.stringify(payload);
  const url = hydrationDataUrl(text);
  const deferredBlock = rawTextElement(
    "script",
    { type: DEFERRED_MODULE_TYPE, "data-modules": modules.join(" "), "data-hydration-data": url },
    "",
  );
  return {
    html: applyEdits(html, [
      ...preloadLinks.map((link) => ({ ...sourceRangeOf(link), text: "" })),
      ...data.scripts.map((script) => ({ ...sourceRangeOf(script), text: "" })),
      { ...sourceRangeOf(contextScript), text: rawTextElement("script", { type: DEFERRED_SCRIPT_TYPE }, "") },
      { ...sourceRangeOf(hydrationScript), text: deferredBlock + rawTextElement("script", {}, loaderScript) },
    ]),
    hydrationData: { url, text },
    createdScripts: [payload.context, payload.module],
  };
}
