/**
 * Uploaded media (README, "Content studio"): the console's endpoints for image uploads and
 * whitepaper PDF replacement, the public addresses of stored files, and the answers the
 * studio reads. Images become the same `{ avif, webp, width, height, alt, small }` value the
 * pages render from repository images, with `/media/…` addresses.
 */

/** Upload an image (POST, multipart: `file`, `alt`) and list the library (GET). */
export const MEDIA_API = "/console/api/media";
/** A whitepaper's PDF: which one is handed out (GET), replace it with an upload (POST, multipart `file`). */
export const WHITEPAPER_PDF_API = "/console/api/whitepapers/:id/pdf";
/** Back to the PDF the site generates (POST). */
export const WHITEPAPER_PDF_GENERATED_API = "/console/api/whitepapers/:id/pdf/generated";
/** Where stored images are served: `/media/<content hash>.<ext>`. */
export const MEDIA_ROOT = "/media/";

export function whitepaperPdfApi(id: string): string {
  return WHITEPAPER_PDF_API.replace(":id", encodeURIComponent(id));
}

/** The multipart field names of an upload. */
export const UPLOAD_FILE_FIELD = "file";
export const UPLOAD_ALT_FIELD = "alt";

/** Alt text of an uploaded image: the same bounds as an informative image's in the content schemas. */
export const ALT_TEXT_MIN = 10;
export const ALT_TEXT_MAX = 200;

/** The widest rendition (the site's largest images are 1600 px wide) and the phones' `-small` one. */
export const FULL_WIDTH_MAX = 1600;
export const SMALL_WIDTH = 640;

/** A stored image file's address: 32 hex digits of the SHA-256 of its bytes, and its format. */
export const MEDIA_FILE_PATTERN = /^\/media\/[0-9a-f]{32}\.(?:avif|webp|png|jpg)$/;

export interface ImageSize {
  width: number;
  height: number;
}

/** What validation asks of the stored media (server/media/media-store.ts), through the router context. */
export interface MediaFiles {
  /** The pixel sizes of stored images by key (`<hash>.<ext>`); keys not stored are absent. */
  imageSizes(keys: readonly string[]): Promise<ReadonlyMap<string, ImageSize>>;
}

export interface ImageRenditionValue {
  avif: string;
  webp: string;
  width: number;
  height: number;
}

/** The value an image field stores: `ImageWithSmall` (app/content/types.ts). */
export interface UploadedImageValue extends ImageRenditionValue {
  alt: string;
  small: ImageRenditionValue;
}

/** One upload of the library (`GET /console/api/media`), newest first. */
export interface MediaLibraryItem {
  /** SHA-256 of the bytes uploaded: the same bytes uploaded again are this item. */
  id: string;
  name: string;
  image: UploadedImageValue;
  /** The original, metadata removed, at its own size. */
  original: { url: string; width: number; height: number; bytes: number; format: string };
  uploadedBy: string;
  uploadedAt: string;
}

export interface UploadAnswer {
  item: MediaLibraryItem;
  /** False when the same bytes were already stored (nothing new was written). */
  created: boolean;
}

/** `GET …/whitepapers/:id/pdf`: which PDF a whitepaper request hands out. */
export interface WhitepaperPdfState {
  id: string;
  source: "generated" | "uploaded";
  uploaded: { name: string; bytes: number; by: string; at: string } | null;
}
