/**
 * A bounded in-process cache of uploaded files read for `/media/` (server/media/media-files.ts).
 * A file's key is the hash of its bytes, so a cached answer is never stale on any instance; only
 * found files are kept (an upload may reach the database after a miss). The most recently read
 * files are kept up to `maxBytes`; a file over a quarter of it is never kept, so one large image
 * cannot push out the rest.
 */
import type { MediaStore, StoredFile } from "./media-store.ts";

/** What the cache keeps by default: the site's renditions are tens to hundreds of kilobytes each. */
export const MEDIA_CACHE_BYTES = 32 * 1024 * 1024;

export function cachedMediaFiles(
  media: Pick<MediaStore, "file">,
  maxBytes = MEDIA_CACHE_BYTES,
): Pick<MediaStore, "file"> {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const files = new Map<string, StoredFile>();
  let bytes = 0;
  return {
    async file(key) {
      const cached = files.get(key);
      if (cached) {
        files.delete(key);
        files.set(key, cached);
        return cached;
      }
      const file = await media.file(key);
      if (!file || file.bytes.length > maxBytes / 4 || files.has(key)) return file;
      files.set(key, file);
      bytes += file.bytes.length;
      for (const [oldest, old] of files) {
        if (bytes <= maxBytes) break;
        files.delete(oldest);
        bytes -= old.bytes.length;
      }
      return file;
    },
  };
}
