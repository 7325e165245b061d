/**
 * What an uploaded image becomes: its type read from the bytes (never the name or the declared
 * type), its pixel count checked before anything is decoded (decompression bombs), then
 * re-encoded with sharp without any metadata (EXIF, GPS, XMP, IPTC, ICC: the pixels are
 * converted to sRGB and turned upright first) as the original kept and as AVIF and WebP
 * renditions at the widths the site's own images use, never upscaled.
 */
import sharp, { type Metadata, type Sharp } from "sharp";
import { FULL_WIDTH_MAX, SMALL_WIDTH } from "#shared/console/media.ts";

export type ImageFormat = "png" | "jpeg" | "webp" | "avif";

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

const EXTENSIONS: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", webp: "webp", avif: "avif" };

export function extensionOf(format: ImageFormat): string {
  return EXTENSIONS[format];
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** ISO-BMFF brands that mean an AVIF still image (or sequence). */
const AVIF_BRANDS = new Set(["avif", "avis"]);

function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 4)).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brandAt = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  // The major brand (offset 8), then the compatible brands after the minor version (offset 16).
  if (AVIF_BRANDS.has(brandAt(8))) return true;
  for (let offset = 16; offset + 4 <= end; offset += 4) if (AVIF_BRANDS.has(brandAt(offset))) return true;
  return false;
}

/** The image format the bytes are, by their signature; undefined for anything else (SVG, GIF, text, PDF…). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (isAvif(bytes)) return "avif";
  return undefined;
}

/** sharp's name of each format, which its header reading must agree with. */
const SHARP_FORMATS: Record<ImageFormat, string> = { png: "png", jpeg: "jpeg", webp: "webp", avif: "heif" };

export interface ImageLimits {
  /** Most pixels (width × height) an upload may have. */
  maxPixels: number;
}

export type ImageRefusal =
  | { code: "unsupported_type"; message: string }
  | { code: "unreadable"; message: string }
  | { code: "too_many_pixels"; message: string };

export interface EncodedFile {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  format: ImageFormat;
  /** The upload re-encoded in its own format at its own size, without metadata. */
  original: EncodedFile;
  full: { avif: EncodedFile; webp: EncodedFile };
  small: { avif: EncodedFile; webp: EncodedFile };
}

const UNSUPPORTED = "Upload a PNG, JPEG, WebP or AVIF image. This file is none of them (SVG is not accepted).";

/** Quality settings close to the site's generated images (scripts/assets: WebP 78, AVIF about 50). */
const WEBP_QUALITY = 78;
const AVIF_QUALITY = 50;
const ORIGINAL_QUALITY = 90;

function encodeOriginal(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case "png":
      return pipeline.png({ compressionLevel: 9 });
    case "jpeg":
      return pipeline.jpeg({ quality: ORIGINAL_QUALITY });
    case "webp":
      return pipeline.webp({ quality: ORIGINAL_QUALITY });
    case "avif":
      return pipeline.avif({ quality: ORIGINAL_QUALITY - 20, effort: 2 });
  }
}

async function encoded(pipeline: Sharp, contentType: string, extension: string): Promise<EncodedFile> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType, extension, width: info.width, height: info.height };
}

export async function processImage(
  bytes: Uint8Array,
  limits: ImageLimits,
): Promise<{ ok: true; image: ProcessedImage } | { ok: false; refusal: ImageRefusal }> {
  const format = sniffImageFormat(bytes);
  if (!format) return { ok: false, refusal: { code: "unsupported_type", message: UNSUPPORTED } };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { ok: false, refusal: { code: "unreadable", message: "The image could not be read: the file is damaged." } };
  }
  if (metadata.format !== SHARP_FORMATS[format] || !metadata.width || !metadata.height) {
    return { ok: false, refusal: { code: "unreadable", message: "The image could not be read: the file is damaged." } };
  }
  const pixels = metadata.width * metadata.height;
  if (pixels > limits.maxPixels) {
    const megapixels = (value: number) => Math.round(value / 100_000) / 10;
    return {
      ok: false,
      refusal: {
        code: "too_many_pixels",
        message: `The image has too many pixels: ${metadata.width} × ${metadata.height} (${megapixels(pixels)} megapixels); at most ${megapixels(limits.maxPixels)} megapixels.`,
      },
    };
  }
  // Upright and in sRGB, decoded once; sharp writes no metadata unless asked to.
  const source = () =>
    sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "error", animated: false })
      .autoOrient()
      .toColourspace("srgb");
  const width = metadata.autoOrient.width;
  const rendition = async (targetWidth: number) => {
    const resized = () => source().resize({ width: Math.min(targetWidth, width), withoutEnlargement: true });
    const [avif, webp] = await Promise.all([
      encoded(resized().avif({ quality: AVIF_QUALITY, effort: 2 }), IMAGE_CONTENT_TYPES.avif, "avif"),
      encoded(resized().webp({ quality: WEBP_QUALITY }), IMAGE_CONTENT_TYPES.webp, "webp"),
    ]);
    return { avif, webp };
  };
  try {
    const original = await encoded(encodeOriginal(source(), format), IMAGE_CONTENT_TYPES[format], extensionOf(format));
    const full = await rendition(FULL_WIDTH_MAX);
    const small = width > SMALL_WIDTH ? await rendition(SMALL_WIDTH) : full;
    return { ok: true, image: { format, original, full, small } };
  } catch {
    return { ok: false, refusal: { code: "unreadable", message: "The image could not be read: the file is damaged." } };
  }
}
