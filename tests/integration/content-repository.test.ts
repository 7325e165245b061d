/**
 * Published content against the repository, on the whole server (the production build's
 * resource routes and pages) over HTTP, SQLite and PostgreSQL (decision 022): a publish records
 * the base it was made on; a deploy that changes that base is a conflict the API shows field by
 * field and the editor settles (keep the published edit on the new base, or take the
 * repository's); stored versions today's schema rejects are reported by the API and at start,
 * and what a page shows skips them (the newest valid version, else the base; never a 5xx).
 * A deploy and a schema change are simulated in the tables. Run `npm run build` first.
 */
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleContent } from "#shared/console/content.ts";
import { contentHash } from "#shared/content/canonical-json.ts";
import { contentOf } from "../../app/content/documents/content-of.server.ts";
import { reportInvalidStoredContent } from "../../server/content/stored-content-check.ts";
import { backends, ConsoleClient, type ConsoleHarness, startConsoleHarness } from "./console-harness.ts";

const API = "/console/api/content";
/** The hash of a repository base no deploy has any more. */
const OLD_BASE_HASH = "0".repeat(64);

type Content = Record<string, unknown> & { hero: Record<string, unknown> };

interface DocumentBody {
  version: number;
  status: string;
  published: { version: number; content: Content };
  draft: { version: number; content: Content } | null;
  repository: { differs: boolean; conflict: { published: number; changes: { path: string }[] } | null };
  invalid: { draft: { path: string; message: string }[] | null; published: { path: string; message: string }[] | null };
}

interface ListEntry {
  id: string;
  repository: { differs: boolean; conflict: boolean };
  invalid: boolean;
}

describe.each(backends)("published content against the repository on $name", (backend) => {
  let harness: ConsoleHarness;
  let editor: ConsoleClient;
  let staff: ConsoleClient;
  let csrf: string;
  let store: ConsoleContent;

  beforeAll(async () => {
    harness = await startConsoleHarness(backend);
    editor = new ConsoleClient(harness, "192.0.2.211");
    staff = new ConsoleClient(harness, "192.0.2.212");
    await editor.signIn(await harness.addStaff("editor", "Esha Editor"));
    await staff.signIn(await harness.addStaff("staff"));
    csrf = await editor.csrfToken();
    store = harness.services.console.services.content;
  });
  afterAll(() => harness?.close());

  const headers = () => ({ "X-CSRF-Token": csrf });
  const read = async (id: string) => {
    const response = await editor.get(`${API}/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as DocumentBody;
  };
  const listed = async (id: string) => {
    const { documents } = (await (await editor.get(API)).json()) as { documents: ListEntry[] };
    return documents.find((document) => document.id === id);
  };
  const resolve = (id: string, body: unknown, client = editor) =>
    client.postJson(`${API}/${id}/resolve`, body, headers());
  const versionRow = (id: string, version: number) =>
    harness.services.database.db
      .selectFrom("content_versions")
      .selectAll()
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirstOrThrow();

  /** Saves and publishes the live content with the hero's title changed; answers the published version. */
  async function publishTitle(id: string, title: string): Promise<number> {
    const document = await read(id);
    const content = { ...document.published.content, hero: { ...document.published.content.hero, title } };
    const saved = await editor.sendJson(
      "PUT",
      `${API}/${id}/draft`,
      { content, baseVersion: document.version },
      headers(),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { version } = (await saved.json()) as { version: number };
    const published = await editor.postJson(`${API}/${id}/publish`, { version }, headers());
    expect(published.status, await published.clone().text()).toBe(200);
    return version;
  }

  /** As after a deploy that changed the document's repository content: the live version was made on another base. */
  async function deployChangesBaseOf(id: string, version: number) {
    await harness.services.database.db
      .updateTable("content_versions")
      .set({ base_hash: OLD_BASE_HASH })
      .where("id", "=", id)
      .where("version", "=", version)
      .execute();
  }

  /** A version as a schema change can leave it: written straight into the table, the hero's title missing. */
  async function writeInvalid(id: string, which: "draft" | "published") {
    const document = await read(id);
    const { title: _, ...hero } = document.published.content.hero;
    const content = { ...document.published.content, hero };
    const version = document.version + 1;
    const db = harness.services.database.db;
    const at = harness.now().toISOString();
    if (document.version === 0) {
      await db
        .insertInto("content_documents")
        .values({ id, locale: "en", version, published_version: null, updated_at: at })
        .execute();
    } else {
      await db.updateTable("content_documents").set({ version }).where("id", "=", id).execute();
    }
    const author = { author_id: "staff-x", author_name: "Esha Editor" };
    if (which === "draft") {
      await db
        .insertInto("content_drafts")
        .values({
          id,
          locale: "en",
          version,
          content: JSON.stringify(content),
          ...author,
          saved_at: at,
          session_started_at: at,
        })
        .execute();
    } else {
      await db
        .insertInto("content_versions")
        .values({
          id,
          locale: "en",
          version,
          content: JSON.stringify(content),
          content_hash: await contentHash(content),
          ...author,
          published_at: at,
          base_hash: null,
        })
        .execute();
      await db.updateTable("content_documents").set({ published_version: version }).where("id", "=", id).execute();
    }
    return version;
  }

  it("records the repository base a version was published on; a version equal to the base matches the repository", async () => {
    const repository = await read("page:about");
    const version = await publishTitle("page:about", "Horizon, since 2017");
    expect((await versionRow("page:about", version)).base_hash).toBe(await contentHash(repository.published.content));
    expect((await read("page:about")).repository).toEqual({ differs: true, conflict: null });

    // What a deploy carrying the pulled content looks like: the live version equals the base.
    await publishTitle("page:about", repository.published.content.hero.title as string);
    expect((await read("page:about")).repository).toEqual({ differs: false, conflict: null });
    expect(await listed("page:about")).toMatchObject({ repository: { differs: false, conflict: false } });
  });

  it("shows a deploy that changed the base under a published edit, field by field, while the site keeps the edit", async () => {
    const version = await publishTitle("page:solutions", "Solutions for every screen");
    await deployChangesBaseOf("page:solutions", version);
    const document = await read("page:solutions");
    expect(document.repository.conflict).toEqual({
      published: version,
      changes: [expect.objectContaining({ path: "hero.title", before: "Solutions for every screen" })],
    });
    expect(await listed("page:solutions")).toMatchObject({ repository: { differs: true, conflict: true } });
    const shown = (await contentOf(store, "page:solutions")) as Content;
    expect(shown.hero.title).toBe("Solutions for every screen");
  });

  it("keeps the published edit: published again on the new base, with a pending draft kept as the newest version", async () => {
    const live = await publishTitle("page:ott-app-development", "OTT apps on every platform");
    await deployChangesBaseOf("page:ott-app-development", live);
    const before = await read("page:ott-app-development");
    const draftContent = {
      ...before.published.content,
      hero: { ...before.published.content.hero, title: "A draft title" },
    };
    const saved = await editor.sendJson(
      "PUT",
      `${API}/page:ott-app-development/draft`,
      { content: draftContent, baseVersion: before.version },
      headers(),
    );
    expect(saved.status).toBe(200);
    const { version: draftVersion } = (await saved.json()) as { version: number };

    const stale = await resolve("page:ott-app-development", { keep: "published", baseVersion: live });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "stale", latestVersion: draftVersion });

    const kept = await resolve("page:ott-app-development", { keep: "published", baseVersion: draftVersion });
    expect(kept.status, await kept.clone().text()).toBe(200);
    const { published } = (await kept.json()) as { published: { version: number; content: Content } };
    expect(published.version).toBe(draftVersion + 1);
    expect(published.content.hero.title).toBe("OTT apps on every platform");
    const after = await read("page:ott-app-development");
    expect(after.repository).toEqual({ differs: true, conflict: null });
    expect(after.draft).toMatchObject({ version: draftVersion + 2, content: draftContent });
    expect(after.version).toBe(draftVersion + 2);

    const again = await resolve("page:ott-app-development", { keep: "published", baseVersion: after.version });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "no_conflict" });
  });

  it("takes the repository's version: a publish of the base, which then matches the repository", async () => {
    const repository = await read("page:products");
    const live = await publishTitle("page:products", "Every Horizon product");
    await deployChangesBaseOf("page:products", live);
    const taken = await resolve("page:products", { keep: "repository", baseVersion: live });
    expect(taken.status, await taken.clone().text()).toBe(200);
    const document = await read("page:products");
    expect(document.published).toMatchObject({ version: live + 1, content: repository.published.content });
    expect(document.repository).toEqual({ differs: false, conflict: null });
    expect((await versionRow("page:products", live + 1)).base_hash).toBe(
      await contentHash(repository.published.content),
    );
  });

  it("refuses a bad choice (400), visitors (401) and other roles (403)", async () => {
    const bad = await resolve("page:products", { keep: "both", baseVersion: 0 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "invalid_content", errors: [{ path: "keep" }] });
    const visitor = new ConsoleClient(harness, "192.0.2.213");
    expect(
      (await visitor.postJson(`${API}/page:products/resolve`, { keep: "repository", baseVersion: 0 })).status,
    ).toBe(401);
    const forbidden = await staff.postJson(
      `${API}/page:products/resolve`,
      { keep: "repository", baseVersion: 0 },
      { "X-CSRF-Token": await staff.csrfToken() },
    );
    expect(forbidden.status).toBe(403);
  });

  it("reports a live version today's schema rejects, and pages show the newest valid one", async () => {
    const valid = await publishTitle("page:about", "The people behind Horizon");
    const invalid = await writeInvalid("page:about", "published");
    const document = await read("page:about");
    expect(document.published.version).toBe(invalid);
    expect(document.invalid.published).toEqual([{ path: "hero.title", message: "Required: this field is missing." }]);
    expect(document.invalid.draft).toBeNull();
    expect(await listed("page:about")).toMatchObject({ invalid: true });
    expect(((await contentOf(store, "page:about")) as Content).hero.title).toBe("The people behind Horizon");
    expect(valid).toBeLessThan(invalid);
  });

  it("falls back to the base when no published version is valid, and a preview of an invalid draft still renders (200)", async () => {
    const repository = await read("page:home");
    await writeInvalid("page:home", "published");
    expect(await contentOf(store, "page:home")).toEqual(repository.published.content);
    await writeInvalid("page:home", "draft");
    expect((await read("page:home")).invalid.draft).toEqual([
      { path: "hero.title", message: "Required: this field is missing." },
    ]);
    const { token } = await harness.services.console.services.contentPreview.link("page:home", "en");
    const preview = await new ConsoleClient(harness, "203.0.113.60").get(`/?preview=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain(String(repository.published.content.hero.title).slice(0, 20));
  });

  it("logs a warning per document with invalid stored versions at start, with no content or author", async () => {
    const build = (await import(
      /* @vite-ignore */ path.resolve(import.meta.dirname, "../../build/server/index.js")
    )) as ServerBuild;
    const warnings: { fields: Record<string, unknown>; message: string }[] = [];
    const errors: unknown[] = [];
    const logger = {
      warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
      error: (fields: unknown) => errors.push(fields),
    };
    expect(await reportInvalidStoredContent(build, store, logger as never)).toBe(2);
    expect(warnings.map(({ fields }) => fields.document).sort()).toEqual(["page:about (en)", "page:home (en)"]);
    const home = warnings.find(({ fields }) => fields.document === "page:home (en)");
    expect(home?.fields.versions).toEqual([
      expect.objectContaining({
        which: "draft",
        problems: [{ path: "hero.title", message: "Required: this field is missing." }],
      }),
      expect.objectContaining({ which: "published" }),
    ]);
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain("Esha Editor");
    expect(logged).not.toContain("The people behind Horizon");
    expect(warnings[0]?.message).toMatch(
      /^content: today's schema rejects the draft version \d+ and the published version \d+ of page:home \(en\)/,
    );
    expect(errors).toEqual([]);
  });
});
