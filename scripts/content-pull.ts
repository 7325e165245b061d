/**
 * `npm run content:pull [-- --dry-run]`: writes every published document that differs from
 * the repository, and every published article and story created in the studio, back into the
 * repository's content files, on the database of the server's
 * settings (DATABASE_URL, or the SQLite file in DATA_DIR). See scripts/content-pull/pull.ts
 * and decision 022. Exit code 1 when a document was refused (nothing of it is written).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";
import { DEFAULT_LOCALE } from "#shared/console/content.ts";
import type { ContentDocument } from "../app/content/documents/registry.ts";
import { systemClock } from "../server/clock.ts";
import { createCollectionStore } from "../server/content/collection-store.ts";
import { createContentStore } from "../server/content/content-store.ts";
import { openDatabase } from "../server/db/database.ts";
import { createMediaStore, type MediaStore } from "../server/media/media-store.ts";
import { readSettings } from "../server/settings/settings.ts";
import type * as AppModules from "./content-pull/app-modules.ts";
import { biomeFormat } from "./content-pull/biome-format.ts";
import { pullEntries } from "./content-pull/entries.ts";
import { type MediaSource, type PullResult, pullContent } from "./content-pull/pull.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The registry and validation, loaded as the tests load them (Vite, the site settings defined). */
async function appModules(site: unknown): Promise<typeof AppModules> {
  const { module } = await runnerImport<typeof AppModules>(path.join(ROOT, "scripts/content-pull/app-modules.ts"), {
    configFile: false,
    root: ROOT,
    logLevel: "error",
    define: { __SITE_SETTINGS__: JSON.stringify(site) },
    resolve: { tsconfigPaths: true },
  });
  return module;
}

const MEDIA_PREFIX = "/media/";

/** Uploaded files as content names them (`/media/<key>`), read from the media tables. */
function mediaSource(media: Pick<MediaStore, "file">): MediaSource {
  return {
    async find(url) {
      if (!url.startsWith(MEDIA_PREFIX)) return undefined;
      const file = await media.file(url.slice(MEDIA_PREFIX.length));
      return file && { url, contentType: file.contentType, body: file.bytes };
    },
  };
}

function report(result: PullResult, dryRun: boolean): void {
  const verb = dryRun ? "would" : "";
  for (const change of result.changes) {
    const action = change.action === "delete" ? "delete" : "write";
    process.stdout.write(
      `${dryRun ? `${verb} ${action}` : `${action === "delete" ? "deleted" : "wrote"}`} ${change.file} (${change.documentId})\n`,
    );
  }
  for (const refusal of result.refused) {
    process.stderr.write(
      `refused ${refusal.documentId}: today's validation rejects its published content; nothing of it was written:\n`,
    );
    for (const problem of refusal.problems)
      process.stderr.write(`  ${problem.path || "(document)"}: ${problem.message}\n`);
  }
  if (result.changes.length === 0 && result.refused.length === 0) {
    process.stdout.write("Every published document matches the repository: nothing to write.\n");
  } else if (!dryRun && result.changes.length > 0) {
    process.stdout.write(`${result.pulled.length} document(s) pulled; review with \`git diff\` and commit.\n`);
  }
}

async function main() {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean" } } });
  const dryRun = values["dry-run"] === true;
  const settings = readSettings();
  const app = await appModules(settings.site);
  const database = await openDatabase({ databaseUrl: settings.database.url, dataDir: settings.database.dataDir });
  try {
    const readOnly = {
      record: () => Promise.reject(new Error("content:pull only reads the content and media stores")),
    };
    const store = createContentStore({ db: database.db, audit: readOnly, now: systemClock });
    const collections = createCollectionStore({ db: database.db, content: store, audit: readOnly, now: systemClock });
    const media = createMediaStore({
      db: database.db,
      audit: readOnly,
      now: systemClock,
      limits: { maxPixels: settings.console.uploadMaxPixels },
    });
    const options = {
      root: ROOT,
      store,
      locale: DEFAULT_LOCALE,
      validate: async (document: ContentDocument, content: unknown) => {
        const validation = await app.validateDocument(document, content);
        return validation.ok ? [] : validation.errors;
      },
      format: biomeFormat,
      media: mediaSource(media),
      dryRun,
    };
    const documents = await pullContent({ ...options, documents: app.contentDocuments });
    const entries = await pullEntries({
      ...options,
      collections,
      documentOf: app.entryDocument,
      filesOf: app.pulledEntryFilesOf,
      contentFiles: app.pulledEntryFiles,
    });
    const result = {
      pulled: [...documents.pulled, ...entries.pulled],
      changes: [...documents.changes, ...entries.changes],
      refused: [...documents.refused, ...entries.refused],
    };
    report(result, dryRun);
    process.exitCode = result.refused.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) await main();
