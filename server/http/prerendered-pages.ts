import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { CACHE_POLICY, isHashedAsset } from "./cache-policy.ts";
import { type Encoding, preferredEncoding } from "./content-encoding.ts";
import { isApiPath, isPerRequestPage } from "./request-guards.ts";
import { contentSecurityPolicy, dropDocumentOnlyHeaders } from "./security-headers.ts";

/** Written by scripts/postbuild.ts: each pre-rendered path, its file and its inline-script hashes. */
export interface PrerenderManifest {
  /** Identifies the server build: a publishing generation is served only by the build it was rendered with. */
  buildId: string;
  builtAt: string;
  /** The compiled hydration loader the pages inline (server/publishing/html/defer-hydration.ts). */
  hydrationLoader: string;
  pages: Record<string, PrerenderedFile>;
  /** The not-found page (the home page with a notice), answered with 404 for unknown paths. */
  notFound?: PrerenderedFile;
}

export interface PrerenderedFile {
  file: string;
  scriptHashes: string[];
}

/** A file served from memory: a page (with its CSP), or another file of a publishing generation. */
export interface ServedFile {
  status: 200 | 301 | 404 | 410;
  contentType: string;
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  encodings: Set<Encoding>;
  etag: string;
  /** Pages only. */
  csp?: string;
  location?: string;
}

/**
 * What this instance serves from memory: the build's pages until a publishing generation exists
 * for this build, then the generation's files (server/publishing/live-site.ts swaps it whole).
 */
export interface ServedSite {
  /** The content revision it shows (0: the repository's content, as built). */
  revision: number;
  /** True for a generation: it also owns /pagefind/, so no file of the build's index is served. */
  fromGeneration: boolean;
  files: Map<string, ServedFile>;
  notFound: ServedFile;
}

export const PRERENDER_MANIFEST_FILE = "prerendered.json";

export type CspExtras = { frameOrigins: string[]; scriptOrigins: string[] };

export function readManifest(buildDir: string): PrerenderManifest {
  return JSON.parse(readFileSync(path.join(buildDir, PRERENDER_MANIFEST_FILE), "utf8")) as PrerenderManifest;
}

/** The ETag of a body: from its hash, so a changed page gets a new one on every instance. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

export function servedFile(
  file: Omit<ServedFile, "encodings" | "etag" | "csp"> & { scriptHashes?: string[] },
  cspExtras: CspExtras,
): ServedFile {
  const { scriptHashes, ...rest } = file;
  const encodings = new Set((["br", "gzip"] as const).filter((encoding) => file.bodies[encoding] !== undefined));
  return {
    ...rest,
    encodings,
    etag: etagOf(file.bodies.identity),
    csp: scriptHashes ? contentSecurityPolicy({ scriptHashes, ...cspExtras }) : undefined,
  };
}

/** A page's bytes (with its Brotli/gzip variants written at build time), ETag and CSP, read once. */
function loadPage(clientDir: string, entry: PrerenderedFile, cspExtras: CspExtras, status: 200 | 404): ServedFile {
  const file = path.join(clientDir, entry.file);
  const bodies: ServedFile["bodies"] = { identity: readFileSync(file) };
  for (const [encoding, extension] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (existsSync(file + extension)) bodies[encoding] = readFileSync(file + extension);
  }
  return servedFile(
    { status, contentType: "text/html; charset=utf-8", bodies, scriptHashes: entry.scriptHashes },
    cspExtras,
  );
}

/** The build's pre-rendered pages and not-found page. */
export function builtSite(buildDir: string, cspExtras: CspExtras): ServedSite {
  const manifest = readManifest(buildDir);
  const clientDir = path.join(buildDir, "client");
  if (!manifest.notFound) throw new Error(`The build has no not-found page; run the whole build (npm run build).`);
  const files = new Map<string, ServedFile>();
  for (const [urlPath, entry] of Object.entries(manifest.pages))
    files.set(urlPath, loadPage(clientDir, entry, cspExtras, 200));
  return {
    revision: 0,
    fromGeneration: false,
    files,
    notFound: loadPage(clientDir, manifest.notFound, cspExtras, 404),
  };
}

function send(req: Request, res: Response, file: ServedFile, status: number, urlPath: string): void {
  const encoding = preferredEncoding(req, file.encodings);
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Vary", "Accept-Encoding");
  if (file.csp) res.setHeader("Content-Security-Policy", file.csp);
  if (status === 200) {
    const hashed = isHashedAsset(urlPath);
    res.setHeader("Cache-Control", hashed ? CACHE_POLICY.immutable : CACHE_POLICY.revalidate);
    if (hashed) dropDocumentOnlyHeaders(res);
    res.setHeader("ETag", file.etag);
    if (req.headers["if-none-match"] === file.etag) {
      res.status(304).end();
      return;
    }
  } else {
    res.setHeader("Cache-Control", CACHE_POLICY.noStore);
  }
  const body = encoding ? (file.bodies[encoding] as Buffer) : file.bodies.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(status).end(req.method === "HEAD" ? undefined : body);
}

/** Header naming the content revision a page shows (the same on every page an instance serves at one moment). */
export const CONTENT_REVISION_HEADER = "X-Content-Revision";

/**
 * Serves the current site from memory: the pre-rendered HTML of every public route with its own
 * CSP (script hashes), an ETag and Brotli/gzip variants made once; a generation's other files
 * (route data, sitemap, search index) too, its redirects (301) and gone pages (410, the not-found
 * page). While a generation is live, a /pagefind/ file it does not have is not found (the build's
 * copy belongs to another index).
 */
export function prerenderedPages(current: () => ServedSite) {
  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const site = current();
    const file = site.files.get(req.path);
    if (!file) {
      if (site.fromGeneration && req.path.startsWith("/pagefind/")) {
        res.status(404).setHeader("Cache-Control", CACHE_POLICY.noStore).type("text/plain").send("Not found");
        return;
      }
      return next();
    }
    if (file.contentType.startsWith("text/html")) res.setHeader(CONTENT_REVISION_HEADER, String(site.revision));
    if (file.status === 301 && file.location) {
      res.setHeader("Cache-Control", CACHE_POLICY.revalidate);
      res.redirect(301, file.location);
      return;
    }
    if (file.status === 410) return send(req, res, site.notFound, 410, req.path);
    if (file.status === 404) return send(req, res, site.notFound, 404, req.path);
    send(req, res, file, 200, req.path);
  };
  return handler;
}

/** Requests React Router answers itself: data of a route (`*.data`) and its route manifest (lazy discovery). */
function isRouterRequest(urlPath: string): boolean {
  return urlPath.endsWith(".data") || urlPath === "/__manifest";
}

/**
 * Answers GET and HEAD of any page path that reached it with the pre-built not-found page
 * (404). API addresses, the client router's requests and posts go on.
 */
export function prerenderedNotFound(current: () => ServedSite) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      isRouterRequest(req.path) ||
      isApiPath(req.path) ||
      isPerRequestPage(req.path)
    ) {
      return next();
    }
    const site = current();
    res.setHeader(CONTENT_REVISION_HEADER, String(site.revision));
    send(req, res, site.notFound, 404, req.path);
  };
}
