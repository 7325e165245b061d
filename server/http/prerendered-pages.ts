import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { CACHE_POLICY } from "./cache-policy.ts";
import { type Encoding, preferredEncoding } from "./content-encoding.ts";
import { isApiPath, isPerRequestPage } from "./request-guards.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/** Written by scripts/postbuild.ts: each pre-rendered path, its file and its inline-script hashes. */
export interface PrerenderManifest {
  pages: Record<string, PrerenderedFile>;
  /** The not-found page (the home page with a notice), answered with 404 for unknown paths. */
  notFound?: PrerenderedFile;
}

export interface PrerenderedFile {
  file: string;
  scriptHashes: string[];
}

interface LoadedPage {
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  encodings: Set<Encoding>;
  etag: string;
  csp: string;
}

export const PRERENDER_MANIFEST_FILE = "prerendered.json";

type CspExtras = { frameOrigins: string[]; scriptOrigins: string[] };

function readManifest(buildDir: string): PrerenderManifest {
  return JSON.parse(readFileSync(path.join(buildDir, PRERENDER_MANIFEST_FILE), "utf8")) as PrerenderManifest;
}

/** A page's bytes (with its Brotli/gzip variants written at build time), ETag and CSP, read once. */
function loadPage(clientDir: string, entry: PrerenderedFile, cspExtras: CspExtras): LoadedPage {
  const file = path.join(clientDir, entry.file);
  const identity = readFileSync(file);
  const bodies: LoadedPage["bodies"] = { identity };
  const encodings = new Set<Encoding>();
  for (const [encoding, extension] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (existsSync(file + extension)) {
      bodies[encoding] = readFileSync(file + extension);
      encodings.add(encoding);
    }
  }
  return {
    bodies,
    encodings,
    etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
    csp: contentSecurityPolicy({ scriptHashes: entry.scriptHashes, ...cspExtras }),
  };
}

function sendPage(req: Request, res: Response, page: LoadedPage, status: 200 | 404): void {
  const encoding = preferredEncoding(req, page.encodings);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Security-Policy", page.csp);
  if (status === 200) {
    res.setHeader("Cache-Control", CACHE_POLICY.revalidate);
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
  } else {
    res.setHeader("Cache-Control", CACHE_POLICY.noStore);
  }
  const body = encoding ? (page.bodies[encoding] as Buffer) : page.bodies.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(status).end(req.method === "HEAD" ? undefined : body);
}

/**
 * Serves the pre-rendered HTML of every public route from memory, with its own CSP
 * (script hashes), an ETag and Brotli/gzip variants made at build time.
 */
export function prerenderedPages(buildDir: string, cspExtras: CspExtras) {
  const manifest = readManifest(buildDir);
  const clientDir = path.join(buildDir, "client");
  const pages = new Map<string, LoadedPage>();
  for (const [urlPath, entry] of Object.entries(manifest.pages))
    pages.set(urlPath, loadPage(clientDir, entry, cspExtras));

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    sendPage(req, res, page, 200);
  };
  return Object.assign(handler, { paths: [...pages.keys()] });
}

/** Requests React Router answers itself: data of a route (`*.data`) and its route manifest (lazy discovery). */
function isRouterRequest(urlPath: string): boolean {
  return urlPath.endsWith(".data") || urlPath === "/__manifest";
}

/**
 * Answers GET and HEAD of any page path that reached it with the pre-built not-found page
 * (404). API addresses, the client router's requests and posts go on.
 */
export function prerenderedNotFound(buildDir: string, cspExtras: CspExtras) {
  const entry = readManifest(buildDir).notFound;
  if (!entry) throw new Error(`The build has no not-found page; run the whole build (npm run build).`);
  const page = loadPage(path.join(buildDir, "client"), entry, cspExtras);
  return (req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      isRouterRequest(req.path) ||
      isApiPath(req.path) ||
      isPerRequestPage(req.path)
    ) {
      return next();
    }
    sendPage(req, res, page, 404);
  };
}
