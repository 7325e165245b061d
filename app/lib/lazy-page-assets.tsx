import { useMatches } from "react-router";

/** The files of a lazily imported page that its document loads up front (./lazy-page-assets.server.ts). */
export interface LazyPageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * In the document head, after React Router's `<Links/>`: the CSS and modulepreloads of the lazily
 * imported page a matched route shows (its loader data's `lazyPageAssets`), in the order a route's
 * own files would have. Every page loads this, so it stays this small.
 */
export function LazyPageLinks() {
  return useMatches().flatMap(({ loaderData }) => {
    const assets = (loaderData as { lazyPageAssets?: LazyPageAssets } | undefined)?.lazyPageAssets;
    return assets
      ? [
          ...assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} />),
          ...assets.scripts.map((href) => <link key={href} rel="modulepreload" href={href} />),
        ]
      : [];
  });
}
