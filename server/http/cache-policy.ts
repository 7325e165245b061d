/** Cache-Control values, named by what they are for. */
export const CACHE_POLICY = {
  /** Content-hashed build output: the URL changes whenever the bytes do. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML and other stable URLs: always revalidate with the ETag. */
  revalidate: "public, max-age=0, must-revalidate",
  /** Responses that depend on the request (form results, API answers, errors). */
  noStore: "no-store",
} as const;

/**
 * The search index's chunks, page fragments and metadata are named by Pagefind after a hash of their
 * content; its script, worker, WebAssembly and entry file keep fixed names and must revalidate.
 */
const HASHED_SEARCH_FILE =
  /^\/pagefind\/(?:(?:index|fragment|filter)\/[\w-]+\.pf_(?:index|fragment|filter)|pagefind\.[\w-]+\.pf_meta)$/;

/** Files under /assets/ are emitted by the bundler with a content hash in their name, as are the search index's. */
export function isHashedAsset(urlPath: string): boolean {
  return urlPath.startsWith("/assets/") || HASHED_SEARCH_FILE.test(urlPath);
}
