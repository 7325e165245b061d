/**
 * One file of the published site by URL path: a page, its route data, the sitemap, a search-index
 * file… Made by the build (written to build/client) and by a publishing generation (stored in the
 * database), through the same functions.
 */
export interface GeneratedFile {
  path: string;
  body: Buffer;
  contentType: string;
}
