import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import mime from "mime-types";
import send from "send";
import { FEED_CONTENT_TYPE, FEED_PATH } from "#shared/content/atom-feed.ts";
import { CACHE_POLICY, isHashedAsset } from "./cache-policy.ts";
import { type Encoding, preferredEncoding } from "./content-encoding.ts";
import { dropDocumentOnlyHeaders } from "./security-headers.ts";

const COMPRESSED_EXTENSIONS: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

function listFiles(root: string, base = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, base), { withFileTypes: true })) {
    const relative = path.posix.join(base, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else files.push(`/${relative}`);
  }
  return files;
}

/**
 * Serves build output (hashed assets, public files) with Range support, ETags and the
 * Brotli/gzip variants written at build time. HTML is left to the pre-rendered page handler.
 */
export function staticFiles(clientDir: string) {
  const files = new Set(listFiles(clientDir));

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!files.has(urlPath) || urlPath.endsWith(".html") || /\.(br|gz)$/.test(urlPath)) return next();

    const available = new Set(
      (Object.keys(COMPRESSED_EXTENSIONS) as Encoding[]).filter((encoding) =>
        files.has(urlPath + COMPRESSED_EXTENSIONS[encoding]),
      ),
    );
    const encoding = preferredEncoding(req, available);
    const servedPath = encoding ? urlPath + COMPRESSED_EXTENSIONS[encoding] : urlPath;
    // The feed's own type, which feed readers and validators look for (not the generic XML one).
    const contentType =
      urlPath === FEED_PATH
        ? `${FEED_CONTENT_TYPE}; charset=utf-8`
        : mime.contentType(path.extname(urlPath)) || "application/octet-stream";

    const hashed = isHashedAsset(urlPath);
    const stream = send(req, servedPath, {
      root: clientDir,
      // A hashed file never changes, so nothing revalidates it.
      etag: !hashed,
      lastModified: false,
      cacheControl: false,
      dotfiles: "deny",
      index: false,
    });
    stream.on("headers", (response: Response) => {
      response.setHeader("Content-Type", urlPath.endsWith(".data") ? "text/x-script" : contentType);
      response.setHeader("Cache-Control", hashed ? CACHE_POLICY.immutable : CACHE_POLICY.revalidate);
      if (hashed) dropDocumentOnlyHeaders(response);
      if (available.size > 0) response.setHeader("Vary", "Accept-Encoding");
      if (encoding) response.setHeader("Content-Encoding", encoding);
    });
    stream.on("error", (error: NodeJS.ErrnoException & { status?: number }) => {
      if (error.status === 404) next();
      else next(error);
    });
    stream.pipe(res);
  };
}
