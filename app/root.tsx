import "./styles/tokens.css";
import "./styles/base.css";
import { useEffect } from "react";
import { Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, useLocation } from "react-router";
import { isConsolePath } from "#shared/console/console-path.ts";
import { FONT_FACES_LINK_ID } from "#shared/site/font-faces.ts";
import { redirectTargetFor } from "#shared/site/route-table.ts";
import type { Route } from "./+types/root";
import fontFaces from "./fonts/faces.css?url";
import manropeCore from "./fonts/manrope-core.woff2?url";
import { useCspNonce } from "./lib/csp-nonce";
import { useAllFontFacesAfterNavigation } from "./lib/font-faces";
import { LazyPageLinks } from "./lib/lazy-page-assets";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: manropeCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: fontFaces, id: FONT_FACES_LINK_ID },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Client-side navigation to a non-canonical spelling lands on the canonical URL (the server answers 301). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => {
    const url = new URL(request.url);
    const target = redirectTargetFor(url.pathname);
    if (target) throw redirect(`${target}${url.search}${url.hash}`, 301);
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070B1A" />
        <Meta />
        <Links />
        <LazyPageLinks />
      </head>
      <body>
        {/* The public pages' frame is the site layout route's (routes/site.tsx); the console brings its own. */}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Counts each page of the public site once the page is interactive (the beacon loads then). */
function usePageViews(): void {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new page view
  useEffect(() => {
    if (isConsolePath(pathname)) return;
    // Read now: the beacon's code (which keeps the visit's touches) arrives after the page is interactive.
    const href = window.location.href;
    const referrer = document.referrer;
    void import("./analytics/beacon").then((beacon) => beacon.countPage(href, referrer));
  }, [pathname, search]);
}

export default function App() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  usePageViews();
  useAllFontFacesAfterNavigation();
  return <Outlet />;
}

/**
 * The last resort: the site's and the console's layouts catch their pages' errors (and every
 * path matches one of their catch-all routes), so this shows only when the document itself fails.
 * Plain markup: the site's components would add a chunk to every public page.
 */
export function ErrorBoundary() {
  return (
    <main>
      <h1>Unexpected error</h1>
      <p>Something went wrong on our side. Please try again in a moment.</p>
    </main>
  );
}
