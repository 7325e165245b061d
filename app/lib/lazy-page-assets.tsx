import { useMatches } from "react-router";

/** The files of a lazily imported page that its document loads up front (./lazy-page-assets.server.ts). */
export interface LazyPageAssets {
  scripts: string[];
  styles: string[];
}

function assetsOf(data: unknown): LazyPageAssets | undefined {
  return typeof data === "object" && data !== null && "lazyPageAssets" in data
    ? (data.lazyPageAssets as LazyPageAssets)
    : undefined;
}

/**
 * In the document head, after React Router's `<Links/>`: the CSS and modulepreloads of the lazily
 * imported pages the matched routes show, in the order a route's own files would have.
 */
export function LazyPageLinks() {
  const assets = useMatches().flatMap((match) => assetsOf(match.loaderData) ?? []);
  return (
    <>
      {assets.flatMap((page) => page.styles.map((href) => <link key={href} rel="stylesheet" href={href} />))}
      {assets.flatMap((page) => page.scripts.map((href) => <link key={href} rel="modulepreload" href={href} />))}
    </>
  );
}
