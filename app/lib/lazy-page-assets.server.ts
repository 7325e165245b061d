/**
 * What a lazily imported page (React.lazy) needs in the document head, beyond what React Router
 * puts there for the matched routes: its chunks' CSS, so the server HTML shows the page styled
 * (the pipeline inlines it) before any JavaScript, and its code as modulepreloads, so hydration
 * does not wait for a chunk discovered late. A route's loader returns it as `lazyPageAssets`;
 * the document renders it after React Router's links (./lazy-page-assets.tsx).
 */
import { clientChunks } from "virtual:client-chunks";
import type { LazyPageAssets } from "./lazy-page-assets";

/**
 * The chunks of `module` (its source path, "app/pages/…") that the routes it is shown in
 * (`routeFiles`, relative to app/, from the root down) do not load already; empty in development.
 */
export function lazyPageAssets(module: string, routeFiles: readonly string[]): LazyPageAssets {
  const page = clientChunks[module];
  if (!page) return { scripts: [], styles: [] };
  const loaded = ["entry", ...routeFiles.map((file) => `app/${file}`)].flatMap((key) => {
    const route = clientChunks[key];
    return route ? [...route.scripts, ...route.styles] : [];
  });
  const isNew = (url: string) => !loaded.includes(url);
  return { scripts: page.scripts.filter(isNew), styles: page.styles.filter(isNew) };
}
