import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { CACHE_POLICY } from "./cache-policy.ts";
import { type Encoding, preferredEncoding } from "./content-encoding.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/** Written by scripts/postbuild.ts: each pre-rendered path, its file and its inline-script hashes. */
export interface PrerenderManifest {
  pages: Record<string, { file: string; scriptHashes: string[] }>;
}

interface LoadedPage {
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  encodings: Set<Encoding>;
  etag: string;
  csp: string;
}

export const PRERENDER_MANIFEST_FILE = "prerendered.json";

/**
 * Serves the pre-rendered HTML of every public route from memory, with its own CSP
 * (script hashes), an ETag and Brotli/gzip variants made at build time.
 */
export function prerenderedPages(buildDir: string, cspExtras: { frameOrigins: string[]; scriptOrigins: string[] }) {
  const manifestPath = path.join(buildDir, PRERENDER_MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest;
  const clientDir = path.join(buildDir, "client");
  const pages = new Map<string, LoadedPage>();

  for (const [urlPath, entry] of Object.entries(manifest.pages)) {
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
    pages.set(urlPath, {
      bodies,
      encodings,
      etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
      csp: contentSecurityPolicy({ scriptHashes: entry.scriptHashes, ...cspExtras }),
    });
  }

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    const encoding = preferredEncoding(req, page.encodings);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", CACHE_POLICY.revalidate);
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Security-Policy", page.csp);
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
    const body = encoding ? (page.bodies[encoding] as Buffer) : page.bodies.identity;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
  return Object.assign(handler, { paths: [...pages.keys()] });
}
