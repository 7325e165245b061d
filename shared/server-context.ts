import { createContext, type RouterContext } from "react-router";
import type { PublishedCollections } from "#shared/console/collections.ts";
import type { ConsoleContent } from "#shared/console/content.ts";
import type { ConsoleServices } from "#shared/console/contract.ts";
import type { MediaFiles } from "#shared/console/media.ts";
import type { ConsoleSession } from "#shared/console/staff.ts";
import type { RouteServices } from "#shared/leads/intake.ts";

/**
 * The Node server (run from source) and the React Router server build (a bundle)
 * each load their own copy of this module. Context keys are compared by identity,
 * so each key is kept once per process, on globalThis, and both copies share it.
 */
function sharedContext<T>(name: string, create: () => RouterContext<T>): RouterContext<T> {
  const registry = globalThis as unknown as Record<symbol, RouterContext<T> | undefined>;
  const key = Symbol.for(`horizon.context.${name}`);
  registry[key] ??= create();
  return registry[key];
}

/** Server services (database-backed) handed to route actions by the Node server. */
export const servicesContext = sharedContext("services", () => createContext<RouteServices>());

/** The client's address as the Node server saw it (behind trusted proxies), for rate limits. */
export const clientAddressContext = sharedContext("clientAddress", () => createContext<string>("unknown"));

/** Per-request Content-Security-Policy nonce; absent while pre-rendering. */
export const cspNonceContext = sharedContext("cspNonce", () => createContext<string>(""));

/** The staff console's services (server/console/), for the console's loaders and actions. */
export const consoleServicesContext = sharedContext("consoleServices", () => createContext<ConsoleServices>());

/** The console session the server's gate found for this request's cookie, or null. */
export const consoleSessionContext = sharedContext("consoleSession", () => createContext<ConsoleSession | null>(null));

/** The content document a preview link shows with its draft (README, "Content studio"). */
export interface ContentPreview {
  documentId: string;
  locale: string;
}

/** Set only on a preview link's request: the page's loaders read this document's draft instead of its content. */
export const contentPreviewContext = sharedContext("contentPreview", () => createContext<ContentPreview | null>(null));

/** Uploaded media (server/media/), for checking image values that name `/media/` files; null while pre-rendering. */
export const mediaFilesContext = sharedContext("mediaFiles", () => createContext<MediaFiles | null>(null));
/** What a generation's pages read: every document's published content and the studio's entries, at one revision. */
export interface PublishedSiteContent extends Pick<ConsoleContent, "read" | "versions"> {
  collections?: PublishedCollections;
}

/**
 * Set only while a publishing generation renders the site (server/publishing/): every document a
 * page shows is read from this published content, at one revision, instead of the repository's.
 */
export const publishedContentContext = sharedContext("publishedContent", () =>
  createContext<PublishedSiteContent | null>(null),
);
