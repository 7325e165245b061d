/**
 * `GET /media/<hash>.<ext>`: a stored image (server/media/media-store.ts) for every instance,
 * from the database. The name is the hash of the bytes, so an answer never changes: cached for
 * a year as immutable, with an ETag. Anything else under `/media/` is a plain 404, never a 5xx
 * for a name that merely looks wrong. Uploaded whitepaper PDFs are stored alongside but only
 * handed out through the whitepapers' signed links, never here.
 */
import type { RequestHandler } from "express";
import { MEDIA_FILE_PATTERN, MEDIA_ROOT } from "#shared/console/media.ts";
import { CACHE_POLICY } from "../http/cache-policy.ts";
import type { MediaStore } from "./media-store.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

export function mediaFiles(media: Pick<MediaStore, "file">): RequestHandler {
  return async (req, res, next) => {
    if (!req.path.startsWith(MEDIA_ROOT) || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const notFound = () => {
      res.status(404).setHeader("Cache-Control", CACHE_POLICY.noStore).type("text/plain").send("Not found.");
    };
    if (!MEDIA_FILE_PATTERN.test(req.path)) return notFound();
    const key = req.path.slice(MEDIA_ROOT.length);
    const etag = `"${key.slice(0, key.indexOf("."))}"`;
    let file: Awaited<ReturnType<typeof media.file>>;
    try {
      file = await media.file(key);
    } catch (error) {
      next(error);
      return;
    }
    if (!file?.contentType.startsWith("image/")) return notFound();
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("ETag", etag);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Type", file.contentType);
    if (
      req
        .get("if-none-match")
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", String(file.bytes.length));
    if (req.method === "HEAD") res.end();
    else res.end(file.bytes);
  };
}
