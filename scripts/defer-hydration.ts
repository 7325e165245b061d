/**
 * Lets pre-rendered pages paint before any JavaScript competes with them.
 *
 * React Router puts `modulepreload` links in the head and an inline module script that
 * imports every route module at once. Both load at high priority alongside the page's CSS,
 * fonts and hero image, and on a mid-range phone the hydration work that follows delays the
 * first paint. This step, run on the pre-rendered HTML after the build:
 * - turns the modulepreload links into low-priority `prefetch` hints (the code still
 *   downloads early, after what the first paint needs);
 * - keeps the module script as an inert data block and adds a tiny loader that runs it once
 *   the browser reports its first paint (at once when the page is hidden or the browser
 *   cannot tell, and after 3 s at the latest).
 * React hydrates the same document as before: it matches scripts by position and re-creates
 * the hoisted preload links it does not find.
 */

export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Preloads the data block's modules and runs it as a module script after the first paint. */
export const HYDRATION_LOADER = `(function(){var d=document.currentScript.previousElementSibling,s=0;function go(){if(s)return;s=1;d.getAttribute("data-modules").split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";m.textContent=d.textContent;document.body.appendChild(m)}try{if(document.visibilityState==="hidden"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0||performance.getEntriesByType("paint").length)return go();new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint"});document.addEventListener("visibilitychange",go);setTimeout(go,3000)}catch(e){go()}})();`;

export function deferHydration(html: string): string {
  const script = html.match(HYDRATION_SCRIPT);
  if (!script) throw new Error("No hydration module script found in a pre-rendered page");
  const modules = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]);
  return html
    .replace(MODULEPRELOAD, "")
    .replace(
      HYDRATION_SCRIPT,
      () =>
        `<script type="${DEFERRED_MODULE_TYPE}" data-modules="${modules.join(" ")}">${script[1]}</script>` +
        `<script>${HYDRATION_LOADER}</script>`,
    );
}
