/**
 * Lets pre-rendered pages paint before any JavaScript competes with them.
 *
 * React Router puts `modulepreload` links in the head and an inline module script that
 * imports every route module at once. Both load at high priority alongside the page's CSS,
 * fonts and hero image, and on a mid-range phone the hydration work that follows delays the
 * first paint. This step, run on the pre-rendered HTML after the build:
 * - takes the modulepreload links out of the page (the loader re-creates them after the first
 *   paint, so the code downloads after what the first paint needs);
 * - keeps the module script as an inert data block and adds the hydration loader
 *   (scripts/hydration/loader.ts) right after it, which runs the block once the browser reports
 *   its first paint (at once when the page is hidden or the browser cannot tell, and after 3 s
 *   at the latest).
 * React hydrates the same document as before: it matches scripts by position and re-creates
 * the hoisted preload links it does not find.
 */
import { applyEdits, attributeOf, parseHtml, rawTextElement, sourceRangeOf, textOf } from "./html-source.ts";
import { hydrationScriptOf, modulePreloadLinksOf } from "./react-router-html.ts";

export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/** The page with hydration deferred; `loaderScript` is the compiled hydration loader. */
export function deferHydration(html: string, loaderScript: string): string {
  const document = parseHtml(html);
  const hydrationScript = hydrationScriptOf(document);
  const preloadLinks = modulePreloadLinksOf(document);
  const modules = preloadLinks.map((link) => attributeOf(link, "href") ?? "");
  const deferredBlock = rawTextElement(
    "script",
    { type: DEFERRED_MODULE_TYPE, "data-modules": modules.join(" ") },
    textOf(hydrationScript),
  );
  return applyEdits(html, [
    ...preloadLinks.map((link) => ({ ...sourceRangeOf(link), text: "" })),
    { ...sourceRangeOf(hydrationScript), text: deferredBlock + rawTextElement("script", {}, loaderScript) },
  ]);
}
