/**
 * `npm run content:pull` (scripts/content-pull/pull.ts) on SQLite and PostgreSQL: published
 * documents written back into a temporary copy of the repository's content files (dry run,
 * write, a document today's validation rejects refused with nothing written, Biome's
 * formatting stable so a second run changes nothing, uploaded media), and the round trip: the
 * base the registry makes from the pulled files equals the published content and its hash; a
 * studio article comes back as its files and its address, from which the build's content equals
 * the published one, and leaves the repository when unpublished.
 */
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ConsoleContent } from "#shared/console/content.ts";
import type { Actor } from "#shared/console/staff.ts";
import { canonicalJson, contentHash } from "#shared/content/canonical-json.ts";
import { PULLED_ENTRIES_FILE } from "#shared/content/repository-entries.ts";
import { entryDocument, HERO_IMAGE_CHOICES } from "../../app/content/documents/collection-entries.ts";
import { pulledFileOf, withPulledBase } from "../../app/content/documents/pulled-content.ts";
import { entryContentFrom, pulledEntryFiles, pulledEntryFilesOf } from "../../app/content/documents/pulled-entries.ts";
import { type ContentDocument, findContentDocument } from "../../app/content/documents/registry.ts";
import { validateDocument } from "../../app/content/documents/validation.server.ts";
import { biomeFormat } from "../../scripts/content-pull/biome-format.ts";
import { pullEntries } from "../../scripts/content-pull/entries.ts";
import { type MediaFile, type PullOptions, pullContent, repositoryBaseUnder } from "../../scripts/content-pull/pull.ts";
import { createAuditLog } from "../../server/console/audit-log.ts";
import { createCollectionStore } from "../../server/content/collection-store.ts";
import { createContentStore } from "../../server/content/content-store.ts";
import type { AppDatabase } from "../../server/db/database.ts";
import { backends } from "./fixtures/backends.ts";
import { testClock } from "./fixtures/clock.ts";
import { openFreshDatabase } from "./fixtures/database.ts";

const REPOSITORY = path.resolve(import.meta.dirname, "../..");
const CONTENT_FOLDERS = [
  "app/content/articles",
  "app/content/legal",
  "app/content/pulled",
  "shared/content/pulled-entries.json",
];
const actor: Actor = {
  staff: { id: "staff-esha", email: "esha@example.com", name: "Esha Editor", role: "editor" },
  ip: "192.0.2.10",
};

function documentNamed(id: string): ContentDocument {
  const document = findContentDocument(id);
  if (!document) throw new Error(`no document ${id}`);
  return document;
}

type Home = { hero: { title: string; eyebrow: string } } & Record<string, unknown>;
type Article = { title: string; summary: string; text: string } & Record<string, unknown>;

/** An uploaded image as the media change stores it (the shape `content:pull` reads): URL, type, bytes. */
const uploadedImage: MediaFile = {
  url: "/media/3f9a1c2b7d4e/launch-640.webp",
  contentType: "image/webp",
  body: new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]),
};

describe.each(backends)("content:pull on $name", (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let store: ConsoleContent;
  let root: string;
  const clock = testClock(Date.parse("2026-11-26T09:00:00Z"));

  beforeAll(async () => {
    ({ database, drop } = await openFreshDatabase(backend, "pull"));
    store = createContentStore({ db: database.db, audit: createAuditLog(database.db, clock.now), now: clock.now });
  });
  afterAll(() => drop?.());

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "horizon-pull-"));
    for (const folder of CONTENT_FOLDERS) {
      await cp(path.join(REPOSITORY, folder), path.join(root, folder), { recursive: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      });
    }
    return () => rm(root, { recursive: true, force: true });
  });

  async function publish(id: string, content: unknown) {
    const key = { id, locale: "en" };
    const baseVersion = (await store.read(key))?.version ?? 0;
    const draft = await store.saveDraft(key, { content, baseVersion }, actor);
    if (!draft.ok) throw new Error(draft.message);
    const published = await store.publish(key, { version: draft.value.version }, actor);
    if (!published.ok) throw new Error(published.message);
    return published.value;
  }

  const pull = (documents: readonly ContentDocument[], options: Partial<PullOptions> = {}) =>
    pullContent({
      root,
      documents,
      store,
      locale: "en",
      validate: async (document, content) => {
        const validation = await validateDocument(document, content);
        return validation.ok ? [] : validation.errors;
      },
      format: biomeFormat,
      media: { find: async (url) => (url === uploadedImage.url ? uploadedImage : undefined) },
      ...options,
    });

  const home = documentNamed("page:home");
  const article = documentNamed("article:gamification");
  const homeBase = home.base as Home;
  const articleBase = article.base as Article;

  it("lists what would change with --dry-run and writes nothing", async () => {
    await publish("page:home", { ...homeBase, hero: { ...homeBase.hero, title: "Streaming apps, shipped in weeks" } });
    const result = await pull([home], { dryRun: true });
    expect(result.refused).toEqual([]);
    expect(result.changes.map(({ file, action }) => ({ file, action }))).toEqual([
      { file: pulledFileOf("page:home"), action: "write" },
    ]);
    await expect(readFile(path.join(root, pulledFileOf("page:home")), "utf8")).rejects.toThrow(/ENOENT/);
  });

  it("round trip: the pulled files make a base equal to the published content, with its hash; a second run changes nothing", async () => {
    const homeContent = { ...homeBase, hero: { ...homeBase.hero, eyebrow: "OTT software from Bengaluru" } };
    const articleContent = {
      ...articleBase,
      summary: `${articleBase.summary.slice(0, 100)} Updated.`,
      text: `${articleBase.text}\nA closing line from the studio, with an image: ![Launch](${uploadedImage.url})\n`,
    };
    const published = [await publish("page:home", homeContent), await publish("article:gamification", articleContent)];

    const first = await pull([home, article]);
    expect(first.refused).toEqual([]);
    expect(first.pulled).toEqual(["page:home", "article:gamification"]);
    expect(first.changes.map(({ file }) => file).sort()).toEqual(
      [
        pulledFileOf("page:home"),
        pulledFileOf("article:gamification"),
        "app/content/articles/gamification.mdx",
        "public/media/3f9a1c2b7d4e/launch-640.webp",
      ].sort(),
    );

    for (const [index, document] of [home, article].entries()) {
      const base = await repositoryBaseUnder(root, document);
      expect(base).toEqual(published[index]?.content);
      expect(await contentHash(base)).toBe(published[index]?.hash);
    }
    expect(await readFile(path.join(root, "app/content/articles/gamification.mdx"), "utf8")).toBe(articleContent.text);
    const json = await readFile(path.join(root, pulledFileOf("page:home")), "utf8");
    // The registry's own composition (its glob's record of pulled files) gives the same base and hash.
    const registered = withPulledBase(home, { [`/${pulledFileOf("page:home")}`]: JSON.parse(json) });
    expect(await contentHash(registered.base)).toBe(published[0]?.hash);
    expect(await biomeFormat(pulledFileOf("page:home"), json)).toBe(json);
    expect(new Uint8Array(await readFile(path.join(root, "public/media/3f9a1c2b7d4e/launch-640.webp")))).toEqual(
      uploadedImage.body,
    );
    // The article's MDX stays out of its JSON file: the text lives in the .mdx only.
    expect(
      JSON.parse(await readFile(path.join(root, pulledFileOf("article:gamification")), "utf8")),
    ).not.toHaveProperty("text");

    const second = await pull([home, article]);
    expect(second).toEqual({ pulled: [], changes: [], refused: [] });
  });

  it("writes only the .mdx file when only an article's text changed", async () => {
    await publish("article:gamification", { ...articleBase, text: `${articleBase.text}\nOne more sentence.\n` });
    const result = await pull([article]);
    expect(result.changes.map(({ file, action }) => ({ file, action }))).toEqual([
      { file: "app/content/articles/gamification.mdx", action: "write" },
    ]);
  });

  it("refuses a published document today's validation rejects, with its problems, and writes nothing of it", async () => {
    const about = documentNamed("page:about");
    const invalid = { ...(about.base as Record<string, unknown>), hero: { title: "" } };
    await writeVersionDirectly(database, "page:about", invalid);
    const result = await pull([about, home]);
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]?.documentId).toBe("page:about");
    expect(result.refused[0]?.problems.length).toBeGreaterThan(0);
    expect(result.changes.every((change) => change.documentId !== "page:about")).toBe(true);
    await expect(readFile(path.join(root, pulledFileOf("page:about")), "utf8")).rejects.toThrow(/ENOENT/);
  });

  it("round trip of a studio article: its files and address, from which the build's content equals the published one; unpublished, it leaves", async () => {
    const collections = createCollectionStore({
      db: database.db,
      content: store,
      audit: createAuditLog(database.db, clock.now),
      now: clock.now,
    });
    const [hero] = HERO_IMAGE_CHOICES;
    const content = {
      title: "Planning for match day",
      summary:
        "Match days bring ten times the usual viewers within minutes. How a streaming service plans capacity, latency and ads for live sport.",
      topic: "Live sport",
      author: { name: "Horizon editorial team", role: "Product managers and engineers who build streaming platforms" },
      publishedAt: "2026-11-20",
      image: {
        ...hero?.image,
        alt: "A football match in a TV streaming app, with a “who scores next?” poll, a leaderboard and a 7-day streak badge",
      },
      text: `## Why match day is different\n\nEveryone arrives at *once*.\n\n![Launch](${uploadedImage.url})\n`,
    };
    const created = await collections.create(
      { collection: "article", slug: "planning-for-match-day", content, locale: "en" },
      actor,
    );
    if (!created.ok) throw new Error(created.message);
    const id = created.value.id;
    const published = await store.publish({ id, locale: "en" }, { version: 1 }, actor);
    if (!published.ok) throw new Error(published.message);
    const pullStudioEntries = () =>
      pullEntries({
        root,
        store,
        locale: "en",
        validate: async (document, value) => {
          const validation = await validateDocument(document, value);
          return validation.ok ? [] : validation.errors;
        },
        format: biomeFormat,
        media: { find: async (url) => (url === uploadedImage.url ? uploadedImage : undefined) },
        collections,
        documentOf: entryDocument,
        filesOf: pulledEntryFilesOf,
        contentFiles: pulledEntryFiles,
      });

    const first = await pullStudioEntries();
    expect(first.refused).toEqual([]);
    const files = pulledEntryFilesOf(id);
    expect(first.changes.map(({ file }) => file).sort()).toEqual(
      [files.json, files.mdx, PULLED_ENTRIES_FILE, "public/media/3f9a1c2b7d4e/launch-640.webp"].sort(),
    );
    const read = (file: string) => readFile(path.join(root, file), "utf8");
    expect(JSON.parse(await read(PULLED_ENTRIES_FILE))).toEqual([
      {
        id,
        collection: "article",
        slug: "planning-for-match-day",
        oldSlugs: [],
        label: "Planning for match day",
        createdAt: created.value.createdAt,
        createdBy: "Esha Editor",
        publishedAt: published.value.at,
      },
    ]);
    // The repository's hero image is kept by its choice, not by the URL the build names it with.
    const json = JSON.parse(await read(files.json));
    expect(json.image).toEqual({ choice: hero?.key, alt: content.image.alt });
    expect(json).not.toHaveProperty("text");
    // What the build makes of the files (the app's glob of them) is the published content.
    expect(canonicalJson(entryContentFrom(json, await read(files.mdx)))).toBe(canonicalJson(published.value.content));
    expect(await pullStudioEntries()).toEqual({ pulled: [], changes: [], refused: [] });

    const unpublished = await collections.unpublish(id, actor);
    if (!unpublished.ok) throw new Error(unpublished.message);
    const gone = await pullStudioEntries();
    expect(gone.changes.map(({ file, action }) => ({ file, action }))).toEqual([
      { file: files.json, action: "delete" },
      { file: files.mdx, action: "delete" },
      { file: PULLED_ENTRIES_FILE, action: "write" },
    ]);
    expect(JSON.parse(await read(PULLED_ENTRIES_FILE))).toEqual([]);
  });

  it("refuses content pointing at an upload the media storage does not hold", async () => {
    const missing = "/media/000000000000/gone-640.webp";
    await publish("article:gamification", { ...articleBase, text: `${articleBase.text}\n![Gone](${missing})\n` });
    const result = await pull([article]);
    expect(result.changes).toEqual([]);
    expect(result.refused[0]?.problems).toEqual([
      { path: "", message: `${missing}: no uploaded file with this address in the media storage.` },
    ]);
  });
});

/** A published version written straight into the tables, as a schema change can leave one. */
async function writeVersionDirectly(database: AppDatabase, id: string, content: unknown): Promise<void> {
  const at = "2026-11-26T09:30:00.000Z";
  await database.db
    .insertInto("content_documents")
    .values({ id, locale: "en", version: 1, published_version: 1, updated_at: at })
    .execute();
  await database.db
    .insertInto("content_versions")
    .values({
      id,
      locale: "en",
      version: 1,
      content: JSON.stringify(content),
      content_hash: await contentHash(content),
      author_id: "staff-esha",
      author_name: "Esha Editor",
      published_at: at,
      base_hash: null,
    })
    .execute();
}
