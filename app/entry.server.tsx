import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isConsolePath } from "#shared/console/routes.ts";
import { contentPreviewContext, cspNonceContext } from "#shared/server-context.ts";
import { CspNonceContext } from "./lib/csp-nonce";

export const streamTimeout = 5_000;

/**
 * Renders whole documents (the site is content, so every response waits for all of it).
 * Pages rendered per request carry the server's CSP nonce; pre-rendered pages have none
 * and get script hashes computed after the build instead.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Rendered for this request (form results, not-found data): never cached. Routes may say otherwise;
  // the console's gate has set it already, and a second one would be appended to the response.
  if (!responseHeaders.has("Cache-Control") && !isConsolePath(new URL(request.url).pathname)) {
    responseHeaders.set("Cache-Control", "no-store");
  }
  // A draft shown through a preview link: never kept by a cache, never indexed.
  if (loadContext.get(contentPreviewContext)) {
    responseHeaders.set("Cache-Control", "no-store");
    responseHeaders.set("X-Robots-Tag", "noindex, nofollow");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        // React outlines big finished Suspense boundaries into templates that a script swaps in;
        // the pages must be complete without JavaScript, so every boundary stays inline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}

/** Loader, action and render errors: logged once, never shown to visitors. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
}

/** For the server's start (server/content/stored-content-check.ts): stored versions today's schema rejects. */
export { findInvalidStoredVersions } from "./content/documents/stored-problems.server";
