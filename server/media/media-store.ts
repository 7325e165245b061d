/**
 * Uploaded media in the database (migration 0015, decision 021), so every instance serves the
 * same files: images (original without metadata, AVIF and WebP renditions) and whitepaper PDFs
 * that replace the generated ones. Files are named by the hash of their bytes and never change;
 * the same bytes uploaded twice are stored once.
 */
import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import {
  type ImageRenditionValue,
  type ImageSize,
  MEDIA_ROOT,
  type MediaLibraryItem,
  type UploadedImageValue,
  type WhitepaperPdfState,
} from "#shared/console/media.ts";
import type { Actor } from "#shared/console/staff.ts";
import type { Clock } from "../clock.ts";
import type { AuditLog } from "../console/audit-log.ts";
import type { DatabaseSchema, MediaUploadTable } from "../db/schema.ts";
import { type EncodedFile, type ImageLimits, type ImageRefusal, processImage } from "./image-processing.ts";

type Trx = Transaction<DatabaseSchema>;

export const PDF_CONTENT_TYPE = "application/pdf";
/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2). */
const PDF_SIGNATURE = Buffer.from("%PDF-");

/** A stored file's key: 32 hex digits (128 bits) of the SHA-256 of its bytes, and its extension. */
export function fileKeyOf(bytes: Uint8Array, extension: string): string {
  return `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
}

export function uploadIdOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export interface StoredFile {
  contentType: string;
  bytes: Buffer;
}

export type UploadRefusal = ImageRefusal | { code: "not_pdf"; message: string };

/** Keeps a display name short and free of paths and control characters. */
function displayName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, 120) || fallback;
}

const urlOf = (file: EncodedFile) => `${MEDIA_ROOT}${fileKeyOf(file.bytes, file.extension)}`;

function renditionOf(files: { avif: EncodedFile; webp: EncodedFile }): ImageRenditionValue {
  return { avif: urlOf(files.avif), webp: urlOf(files.webp), width: files.avif.width, height: files.avif.height };
}

interface StoredImageValue {
  image: Omit<UploadedImageValue, "alt">;
  original: MediaLibraryItem["original"];
}

function itemOf(row: MediaUploadTable): MediaLibraryItem {
  const stored = JSON.parse(row.value) as StoredImageValue;
  return {
    id: row.id,
    name: row.name,
    image: { ...stored.image, alt: row.alt },
    original: stored.original,
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at,
  };
}

export interface MediaStoreOptions {
  db: Kysely<DatabaseSchema>;
  audit: Pick<AuditLog, "record">;
  now: Clock;
  limits: ImageLimits;
}

export function createMediaStore({ db, audit, now, limits }: MediaStoreOptions) {
  async function insertFiles(trx: Trx, files: readonly EncodedFile[] | readonly StoredFileToWrite[]): Promise<void> {
    const at = now().toISOString();
    const rows = new Map<string, StoredFileToWrite>();
    for (const file of files) {
      const key = "key" in file ? file.key : fileKeyOf(file.bytes, file.extension);
      rows.set(key, { ...file, key });
    }
    for (const file of rows.values()) {
      await trx
        .insertInto("media_files")
        .values({
          key: file.key,
          content_type: file.contentType,
          byte_size: file.bytes.length,
          width: file.width ?? null,
          height: file.height ?? null,
          bytes: file.bytes,
          created_at: at,
        })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
    }
  }

  async function findUpload(id: string): Promise<MediaUploadTable | undefined> {
    return db.selectFrom("media_uploads").selectAll().where("id", "=", id).executeTakeFirst();
  }

  return {
    /**
     * Stores an image upload: refused when its type, pixels or bytes are not an image the site
     * takes; the same bytes uploaded before answer the stored item (with this alt text).
     */
    async uploadImage(upload: {
      bytes: Uint8Array;
      name: string;
      alt: string;
      actor: Actor;
    }): Promise<{ ok: true; item: MediaLibraryItem; created: boolean } | { ok: false; refusal: UploadRefusal }> {
      const id = uploadIdOf(upload.bytes);
      const existing = await findUpload(id);
      if (existing) {
        const item = itemOf(existing);
        return { ok: true, created: false, item: { ...item, image: { ...item.image, alt: upload.alt } } };
      }
      const processed = await processImage(upload.bytes, limits);
      if (!processed.ok) return processed;
      const { image } = processed;
      const stored: StoredImageValue = {
        image: { ...renditionOf(image.full), small: renditionOf(image.small) },
        original: {
          url: urlOf(image.original),
          width: image.original.width,
          height: image.original.height,
          bytes: image.original.bytes.length,
          format: image.format,
        },
      };
      const row: MediaUploadTable = {
        id,
        kind: "image",
        name: displayName(upload.name, `image.${image.original.extension}`),
        alt: upload.alt,
        original_key: fileKeyOf(image.original.bytes, image.original.extension),
        value: JSON.stringify(stored),
        uploaded_by: upload.actor.staff.name,
        uploaded_at: now().toISOString(),
      };
      const created = await db.transaction().execute(async (trx) => {
        await insertFiles(trx, [image.original, image.full.avif, image.full.webp, image.small.avif, image.small.webp]);
        const inserted = await trx
          .insertInto("media_uploads")
          .values(row)
          .onConflict((conflict) => conflict.column("id").doNothing())
          .executeTakeFirst();
        const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
        if (isNew) {
          await audit.record(
            {
              actor: upload.actor,
              action: "media.upload",
              target: `media ${id.slice(0, 12)}`,
              detail: {
                name: row.name,
                format: image.format,
                width: image.original.width,
                height: image.original.height,
              },
            },
            trx,
          );
        }
        return isNew;
      });
      // Two instances storing the same bytes at once: the first row stands.
      const item = itemOf((await findUpload(id)) ?? row);
      return { ok: true, created, item: { ...item, image: { ...item.image, alt: upload.alt } } };
    },

    /** The image uploads, newest first, for the studio's media library. */
    async library(limit = 60): Promise<MediaLibraryItem[]> {
      const rows = await db
        .selectFrom("media_uploads")
        .selectAll()
        .where("kind", "=", "image")
        .orderBy("uploaded_at", "desc")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map(itemOf);
    },

    /** A stored file by its key (`<hash>.<ext>`), or undefined. */
    async file(key: string): Promise<StoredFile | undefined> {
      const row = await db
        .selectFrom("media_files")
        .select(["content_type", "bytes"])
        .where("key", "=", key)
        .executeTakeFirst();
      return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
    },

    /** The pixel sizes of stored images, by key (`<hash>.<ext>`); keys not stored (or not images) are absent. */
    async imageSizes(keys: readonly string[]): Promise<Map<string, ImageSize>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .selectFrom("media_files")
        .select(["key", "width", "height"])
        .where("key", "in", [...new Set(keys)])
        .where("width", "is not", null)
        .execute();
      return new Map(rows.map((row) => [row.key, { width: Number(row.width), height: Number(row.height) }]));
    },

    /** Which PDF a whitepaper hands out. */
    async whitepaperPdf(whitepaperId: string): Promise<WhitepaperPdfState> {
      const row = await db
        .selectFrom("media_whitepaper_pdfs")
        .innerJoin("media_files", "media_files.key", "media_whitepaper_pdfs.file_key")
        .select(["name", "replaced_by", "replaced_at", "byte_size"])
        .where("whitepaper_id", "=", whitepaperId)
        .executeTakeFirst();
      return {
        id: whitepaperId,
        source: row ? "uploaded" : "generated",
        uploaded: row ? { name: row.name, bytes: row.byte_size, by: row.replaced_by, at: row.replaced_at } : null,
      };
    },

    /** The uploaded PDF that replaces a whitepaper's generated one, or undefined when it is not replaced. */
    async uploadedWhitepaperPdf(whitepaperId: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom("media_whitepaper_pdfs")
        .innerJoin("media_files", "media_files.key", "media_whitepaper_pdfs.file_key")
        .select("media_files.bytes")
        .where("whitepaper_id", "=", whitepaperId)
        .executeTakeFirst();
      return row ? Buffer.from(row.bytes) : undefined;
    },

    /** Replaces a whitepaper's PDF with an uploaded one (checked to be a PDF by its first bytes). */
    async replaceWhitepaperPdf(upload: {
      whitepaperId: string;
      bytes: Uint8Array;
      name: string;
      actor: Actor;
    }): Promise<{ ok: true; state: WhitepaperPdfState } | { ok: false; refusal: UploadRefusal }> {
      if (!Buffer.from(upload.bytes.subarray(0, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE)) {
        return { ok: false, refusal: { code: "not_pdf", message: "Upload a PDF file: this file is not a PDF." } };
      }
      const bytes = Buffer.from(upload.bytes);
      const key = fileKeyOf(bytes, "pdf");
      const name = displayName(upload.name, "whitepaper.pdf");
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await insertFiles(trx, [{ key, contentType: PDF_CONTENT_TYPE, bytes }]);
        const values = { file_key: key, name, replaced_by: upload.actor.staff.name, replaced_at: at };
        await trx
          .insertInto("media_whitepaper_pdfs")
          .values({ whitepaper_id: upload.whitepaperId, ...values })
          .onConflict((conflict) => conflict.column("whitepaper_id").doUpdateSet(values))
          .execute();
        await audit.record(
          {
            actor: upload.actor,
            action: "whitepaper.pdf.replace",
            target: upload.whitepaperId,
            detail: { name, bytes: bytes.length, file: key },
          },
          trx,
        );
      });
      return { ok: true, state: await this.whitepaperPdf(upload.whitepaperId) };
    },

    /** Back to the generated PDF (the uploaded file stays stored: another whitepaper may use it). */
    async revertWhitepaperPdf(whitepaperId: string, actor: Actor): Promise<WhitepaperPdfState> {
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom("media_whitepaper_pdfs")
          .where("whitepaper_id", "=", whitepaperId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) {
          await audit.record({ actor, action: "whitepaper.pdf.generated", target: whitepaperId }, trx);
        }
      });
      return this.whitepaperPdf(whitepaperId);
    },
  };
}

interface StoredFileToWrite {
  key: string;
  contentType: string;
  bytes: Buffer;
  width?: number;
  height?: number;
}

export type MediaStore = ReturnType<typeof createMediaStore>;
