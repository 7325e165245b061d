/**
 * Generations in the database: the whole site rendered with one build from one content revision,
 * every file by URL path, bodies stored once by hash. A generation goes live for its build in one
 * statement, and only if its revision is newer than the live one: of two renders finishing in
 * any order, the later revision wins, and a generation is complete before anyone serves it.
 * The live and the previous generation are kept (the previous one for a look back); older ones
 * are deleted, with the bodies no generation uses any more.
 */
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import { COMPRESSIBLE, type Compressed, compressBody } from "./compress.ts";

/** A file of a generation as the worker hands it over. */
export interface GenerationFile {
  path: string;
  /** 200, 404 (the not-found page), 301 (redirect to `location`) or 410 (gone). */
  status: 200 | 301 | 404 | 410;
  contentType: string;
  body?: Buffer;
  scriptHashes?: string[];
  location?: string;
  lastModified?: string;
  /** Brotli and gzip variants already made (the build's, for a body the build has too). */
  compressed?: Compressed;
}

/** A stored file as the serving side reads it. */
export interface StoredFile extends Omit<GenerationFile, "body" | "compressed"> {
  body?: Buffer;
  compressed?: Partial<Compressed>;
  /** SHA-256 of the body (base64url): the ETag's source. */
  hash?: string;
}

export interface LivePointer {
  generationId: string;
  revision: number;
  previousGenerationId: string | undefined;
}

export function bodyHash(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url");
}

/** Text files get Brotli and gzip variants; a page's path has no extension. */
function isCompressible(urlPath: string): boolean {
  return COMPRESSIBLE.test(urlPath) || !path.posix.basename(urlPath).includes(".");
}

const toBuffer = (value: Uint8Array | null): Buffer | undefined => (value ? Buffer.from(value) : undefined);

export function createGenerations(db: Kysely<DatabaseSchema>) {
  return {
    /** Stores a complete generation (not live yet); returns its id. */
    async save(buildId: string, revision: number, files: readonly GenerationFile[], renderMs: number): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto("site_generations")
        .values({
          id,
          build_id: buildId,
          revision,
          complete: 0,
          created_at: new Date().toISOString(),
          render_ms: renderMs,
        })
        .execute();
      const hashes = new Map<string, Buffer>();
      for (const file of files) if (file.body) hashes.set(bodyHash(file.body), file.body);
      const known = new Set<string>();
      const list = [...hashes.keys()];
      for (let start = 0; start < list.length; start += 200) {
        const rows = await db
          .selectFrom("site_file_bodies")
          .select("hash")
          .where("hash", "in", list.slice(start, start + 200))
          .execute();
        for (const row of rows) known.add(row.hash);
      }
      const byHash = new Map(files.flatMap((file) => (file.body ? [[bodyHash(file.body), file] as const] : [])));
      const fresh = [...hashes].filter(([hash]) => !known.has(hash));
      // Compressed side by side (zlib's thread pool), stored a few at a time.
      const compressed = await Promise.all(
        fresh.map(([hash, body]) => {
          const file = byHash.get(hash);
          if (file?.compressed) return file.compressed;
          return isCompressible(file?.path ?? "") ? compressBody(body) : undefined;
        }),
      );
      const bodyRows = fresh.map(([hash, body], index) => ({
        hash,
        body,
        br: compressed[index]?.br ?? null,
        gzip: compressed[index]?.gzip ?? null,
      }));
      for (let start = 0; start < bodyRows.length; start += 20) {
        await db
          .insertInto("site_file_bodies")
          .values(bodyRows.slice(start, start + 20))
          .onConflict((conflict) => conflict.column("hash").doNothing())
          .execute();
      }
      const rows = files.map((file) => ({
        generation_id: id,
        path: file.path,
        status: file.status,
        content_type: file.contentType,
        body_hash: file.body ? bodyHash(file.body) : null,
        script_hashes: file.scriptHashes ? JSON.stringify(file.scriptHashes) : null,
        location: file.location ?? null,
        last_modified: file.lastModified ?? null,
      }));
      for (let start = 0; start < rows.length; start += 100) {
        await db
          .insertInto("site_generation_files")
          .values(rows.slice(start, start + 100))
          .execute();
      }
      await db.updateTable("site_generations").set({ complete: 1 }).where("id", "=", id).execute();
      return id;
    },

    /**
     * Makes the generation live for its build if its revision is newer than the live one; true
     * when it did. Then deletes the build's generations other than the live and previous ones.
     */
    async makeLive(buildId: string, generationId: string, revision: number, now: Date): Promise<boolean> {
      // Each statement is atomic on its own: the first generation of a build inserts the pointer;
      // later ones move it only past a lower revision (the previous one kept from the old row).
      const inserted = await db
        .insertInto("live_generations")
        .values({
          build_id: buildId,
          generation_id: generationId,
          revision,
          previous_generation_id: null,
          updated_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.column("build_id").doNothing())
        .executeTakeFirst();
      let madeLive = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      if (!madeLive) {
        const updated = await db
          .updateTable("live_generations")
          .set((eb) => ({
            previous_generation_id: eb.ref("generation_id"),
            generation_id: generationId,
            revision,
            updated_at: now.toISOString(),
          }))
          .where("build_id", "=", buildId)
          .where("revision", "<", revision)
          .executeTakeFirst();
        madeLive = Number(updated.numUpdatedRows) === 1;
      }
      await this.prune(buildId, madeLive ? undefined : generationId);
      return madeLive;
    },

    /** Deletes the build's generations that are neither live nor previous (and `also`, a generation that lost). */
    async prune(buildId: string, also?: string): Promise<void> {
      const live = await db
        .selectFrom("live_generations")
        .select(["generation_id", "previous_generation_id"])
        .where("build_id", "=", buildId)
        .executeTakeFirst();
      const keep = [live?.generation_id, live?.previous_generation_id].filter((id): id is string => Boolean(id));
      // A generation still being stored by another instance is not touched until it is old.
      const staleBefore = new Date(Date.now() - 10 * 60_000).toISOString();
      const doomed = await db
        .selectFrom("site_generations")
        .select("id")
        .where("build_id", "=", buildId)
        .$if(keep.length > 0, (query) => query.where("id", "not in", keep))
        .where((eb) =>
          also
            ? eb.or([eb("complete", "=", 1), eb("created_at", "<", staleBefore), eb("id", "=", also)])
            : eb.or([eb("complete", "=", 1), eb("created_at", "<", staleBefore)]),
        )
        .execute();
      const ids = doomed.map((row) => row.id).filter((id) => !keep.includes(id));
      if (ids.length === 0) return;
      await db.deleteFrom("site_generation_files").where("generation_id", "in", ids).execute();
      await db.deleteFrom("site_generations").where("id", "in", ids).execute();
      await db
        .deleteFrom("site_file_bodies")
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("site_generation_files")
                .select("path")
                .whereRef("site_generation_files.body_hash", "=", "site_file_bodies.hash"),
            ),
          ),
        )
        .execute();
    },

    /** The build's live generation (one indexed row: instances poll it). */
    async live(buildId: string): Promise<LivePointer | undefined> {
      const row = await db
        .selectFrom("live_generations")
        .select(["generation_id", "revision", "previous_generation_id"])
        .where("build_id", "=", buildId)
        .executeTakeFirst();
      return row
        ? {
            generationId: row.generation_id,
            revision: Number(row.revision),
            previousGenerationId: row.previous_generation_id ?? undefined,
          }
        : undefined;
    },

    /** Every file of a generation with its bodies. */
    async load(generationId: string): Promise<StoredFile[]> {
      const rows = await db
        .selectFrom("site_generation_files")
        .leftJoin("site_file_bodies", "site_file_bodies.hash", "site_generation_files.body_hash")
        .select([
          "site_generation_files.path",
          "site_generation_files.status",
          "site_generation_files.content_type",
          "site_generation_files.body_hash",
          "site_generation_files.script_hashes",
          "site_generation_files.location",
          "site_generation_files.last_modified",
          "site_file_bodies.body",
          "site_file_bodies.br",
          "site_file_bodies.gzip",
        ])
        .where("site_generation_files.generation_id", "=", generationId)
        .execute();
      return rows.map((row) => ({
        path: row.path,
        status: Number(row.status) as StoredFile["status"],
        contentType: row.content_type,
        body: toBuffer(row.body),
        compressed: { br: toBuffer(row.br), gzip: toBuffer(row.gzip) },
        hash: row.body_hash ?? undefined,
        scriptHashes: row.script_hashes ? (JSON.parse(row.script_hashes) as string[]) : undefined,
        location: row.location ?? undefined,
        lastModified: row.last_modified ?? undefined,
      }));
    },
  };
}

export type Generations = ReturnType<typeof createGenerations>;
