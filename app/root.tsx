import "./fonts/manrope.css";
import "./styles/tokens.css";
import "./styles/base.css";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { isConsolePath } from "#shared/console/console-path.ts";
import { redirectTargetFor } from "#shared/site/route-table.ts";
import type { Route } from "./+types/root";
import { Footer } from "./components/layout/footer/Footer";
import { Navbar } from "./components/layout/navbar/Navbar";
import { MAIN_CONTENT_ID, SkipLink } from "./components/layout/SkipLink";
import { Container, Heading } from "./components/ui";
import manropeCore from "./fonts/manrope-core.woff2?url";
import { useCspNonce } from "./lib/csp-nonce";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: manropeCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
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

/** The public site's frame: skip link, navigation bar, main, footer. The console brings its own. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  const inConsole = isConsolePath(useLocation().pathname);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070B1A" />
        <Meta />
        <Links />
      </head>
      <body>
        {inConsole ? children : <SiteFrame>{children}</SiteFrame>}
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
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? "The page you asked for does not exist."
      : "Something went wrong on our side. Please try again in a moment.";
  return (
    <Container>
      <div style={{ paddingBlock: "var(--space-10)" }}>
        <Heading level={1} size="section">
          {status === 404 ? "Page not found" : "Unexpected error"}
        </Heading>
        <p style={{ marginTop: "var(--space-4)" }}>{message}</p>
      </div>
    </Container>
  );
}
