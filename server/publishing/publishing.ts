/**
 * Live publishing on one instance (docs/architecture.md, "Publishing"):
 * - serves the current site from memory: the build's pages until a generation exists for this
 *   build, then the live generation's files, swapped whole when the live pointer moves (polled);
 * - renders: claims the render of the newest requested content revision for this build (a lease,
 *   renewed while rendering), renders the whole site into a new generation and makes it live if
 *   no newer one went live meanwhile. Nudged right after a publish on this instance.
 */
import path from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { ConsoleCollections } from "#shared/console/collections.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { isHashedAsset } from "../http/cache-policy.ts";
import {
  builtSite,
  type CspExtras,
  readManifest,
  type ServedFile,
  type ServedSite,
  servedFile,
} from "../http/prerendered-pages.ts";
import { wakeableLoop } from "../jobs/wakeable-loop.ts";
import { createGenerations, type StoredFile } from "./generations.ts";
import { readPublishedContent } from "./published-content.ts";
import { HTML_TYPE, NOT_FOUND_PATH, renderGeneration } from "./render-generation.ts";
import { createRenderJobs, type RenderClaim } from "./render-jobs.ts";
import { siteSnapshot } from "./site-snapshot.ts";

/** The longest pause between attempts after renders keep failing. */
const MAX_RETRY_DELAY_MS = 60_000;

export interface PublishingOptions {
  db: Kysely<DatabaseSchema>;
  /** The studio's articles and customer stories, read with the published content of each render. */
  collections: Pick<ConsoleCollections, "list">;
  logger: Logger;
  buildDir: string;
  server: ServerBuild;
  siteUrl: string;
  cspExtras: CspExtras;
  pollMs: number;
  leaseMs: number;
  /** Tests only: a pause before each page of a render. */
  testRenderDelayMs?: number;
}

/** The generation's files as served from memory. */
function generationSite(files: readonly StoredFile[], revision: number, cspExtras: CspExtras): ServedSite {
  const served = new Map<string, ServedFile>();
  let notFound: ServedFile | undefined;
  for (const file of files) {
    const entry = servedFile(
      {
        status: file.status,
        contentType: file.contentType,
        bodies: { identity: file.body ?? Buffer.alloc(0), ...file.compressed },
        location: file.location,
        scriptHashes: file.scriptHashes,
      },
      cspExtras,
    );
    if (file.path === NOT_FOUND_PATH) notFound = entry;
    else served.set(file.path, entry);
  }
  if (!notFound) throw new Error("The generation has no not-found page");
  return { revision, fromGeneration: true, files: served, notFound };
}

export function createPublishing(options: PublishingOptions) {
  const { db, buildDir, cspExtras } = options;
  const log = options.logger.child({ component: "publishing" });
  const manifest = readManifest(buildDir);
  const buildId = manifest.buildId;
  const generations = createGenerations(db);
  const jobs = createRenderJobs(db);
  let site = builtSite(buildDir, cspExtras);
  let liveGenerationId: string | undefined;
  let liveFiles: StoredFile[] = [];
  let failures = 0;

  /** Loads the live generation when the pointer moved; true when the site was swapped. */
  async function refresh(): Promise<boolean> {
    const live = await generations.live(buildId);
    if (!live || live.generationId === liveGenerationId) return false;
    const files = await generations.load(live.generationId);
    // A page loaded just before the swap fetches its hydration data (and search chunks) after its
    // first paint: the previous generation's content-hashed files stay served, so it still hydrates.
    const previous = live.previousGenerationId
      ? (await generations.load(live.previousGenerationId)).filter((file) => isHashedAsset(file.path))
      : [];
    site = generationSite([...previous, ...files], live.revision, cspExtras);
    liveGenerationId = live.generationId;
    liveFiles = files;
    log.info(
      { revision: live.revision, generation: live.generationId, files: files.length },
      "serving a new generation",
    );
    return true;
  }

  async function render(claim: RenderClaim): Promise<void> {
    const started = performance.now();
    log.info({ revision: claim.revision, pid: process.pid }, "render claimed");
    const renewal = setInterval(
      () => {
        jobs
          .renew(claim, options.leaseMs, new Date())
          .catch((error: Error) => log.warn({ reason: error.message }, "could not renew the render lease"));
      },
      Math.max(1000, Math.floor(options.leaseMs / 3)),
    );
    try {
      const content = await readPublishedContent(db, options.collections);
      const previous = new Map(
        liveFiles.filter((file) => file.contentType === HTML_TYPE && file.body).map((file) => [file.path, file]),
      );
      const files = await renderGeneration(
        { server: options.server, clientDir: path.join(buildDir, "client"), manifest, siteUrl: options.siteUrl },
        content,
        await siteSnapshot(content),
        (urlPath) => {
          const file = previous.get(urlPath);
          return file?.body && file.lastModified ? { html: file.body, lastModified: file.lastModified } : undefined;
        },
        options.testRenderDelayMs,
      );
      const renderMs = Math.round(performance.now() - started);
      const generationId = await generations.save(buildId, content.revision, files, renderMs);
      const madeLive = await generations.makeLive(buildId, generationId, content.revision, new Date());
      log.info(
        {
          revision: content.revision,
          files: files.length,
          renderMs,
          storedMs: Math.round(performance.now() - started) - renderMs,
          madeLive,
        },
        madeLive ? "site rendered and live" : "site rendered; a newer revision was already live",
      );
    } finally {
      clearInterval(renewal);
      await jobs.release(claim).catch(() => {});
    }
  }

  /** Claims and renders a pending render for this build, if any; true when one was rendered. */
  async function renderPending(): Promise<boolean> {
    const claim = await jobs.claim(buildId, options.leaseMs, new Date());
    if (!claim) return false;
    await render(claim);
    return true;
  }

  /** One round: render what is pending, load what went live; the wait before the next round. */
  async function step(): Promise<number> {
    let rendered = false;
    try {
      rendered = await renderPending();
      await refresh();
      failures = 0;
    } catch (error) {
      failures++;
      log.error({ err: error, failures }, "publishing: render or refresh failed; the live site stays as it is");
    }
    // After failures, wait longer each time (a render that fails would fail again at once).
    if (failures > 0) return Math.min(MAX_RETRY_DELAY_MS, options.pollMs * 2 ** failures);
    return rendered ? 0 : options.pollMs;
  }
  const loop = wakeableLoop(step);

  return {
    buildId,
    /** The site this instance serves now. */
    current: (): ServedSite => site,
    refresh,
    renderPending,
    /**
     * Before serving: loads the live generation for this build; when content was published and
     * none exists for this build yet (a new deploy), renders one first, so visitors do not get the
     * build's content after a publish. If another instance holds that render, this one serves the
     * build's pages meanwhile (never an error) and swaps when that render goes live.
     */
    async prepare(): Promise<void> {
      try {
        await refresh();
        if (await renderPending()) await refresh();
      } catch (error) {
        log.error({ err: error }, "publishing: could not prepare the published site; serving the build's pages");
      }
    },
    start: loop.start,
    /** Looks for a render at once (after a publish on this instance). */
    nudge: loop.nudge,
    stop: (): Promise<void> => loop.stop(),
  };
}

export type Publishing = ReturnType<typeof createPublishing>;
