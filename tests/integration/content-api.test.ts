/**
 * The content studio's JSON API over real HTTP against the whole server (the production
 * build's resource routes, the gate, the content store), on SQLite and PostgreSQL: listing and
 * reading documents, saving drafts with optimistic concurrency, invalid content refused with
 * field errors and nothing stored, publishing (and two publishes racing), versions with their
 * changes, diffs, restoring, the audit log, and who may call it. Run `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_BODY_LIMIT_BYTES } from "#shared/console/content.ts";
import { DRAFT_SESSION_GAP_MS } from "../../server/content/content-store.ts";
import { backends, ConsoleClient, type ConsoleHarness, startConsoleHarness } from "./console-harness.ts";

const API = "/console/api/content";

interface DocumentBody {
  id: string;
  kind: string;
  locale: string;
  title: string;
  status: string;
  version: number;
  published: { version: number; content: Record<string, unknown>; author: string; at: string | null };
  draft: { version: number; content: Record<string, unknown>; author: string; at: string } | null;
  repository: { differs: boolean };
  versions: { version: number; author: string; at: string }[];
  schema: Record<string, unknown>;
}

interface Problem {
  error: string;
  code: string;
  errors?: { path: string; message: string; line?: number; column?: number }[];
  latestVersion?: number;
}

type Home = { hero: { title: string; eyebrow: string } } & Record<string, unknown>;

describe.each(backends)("content API on $name", (backend) => {
  let harness: ConsoleHarness;
  let editor: ConsoleClient;
  let secondEditor: ConsoleClient;
  let admin: ConsoleClient;
  let staff: ConsoleClient;
  let visitor: ConsoleClient;
  const csrf = new Map<ConsoleClient, string>();

  beforeAll(async () => {
    harness = await startConsoleHarness(backend);
    editor = new ConsoleClient(harness, "192.0.2.201");
    secondEditor = new ConsoleClient(harness, "192.0.2.202");
    admin = new ConsoleClient(harness, "192.0.2.203");
    staff = new ConsoleClient(harness, "192.0.2.204");
    visitor = new ConsoleClient(harness, "192.0.2.205");
    await editor.signIn(await harness.addStaff("editor", "Esha Editor"));
    await secondEditor.signIn(await harness.addStaff("editor", "Farah Editor"));
    await admin.signIn(await harness.addStaff("admin"));
    await staff.signIn(await harness.addStaff("staff"));
    for (const client of [editor, secondEditor, admin, staff]) csrf.set(client, await client.csrfToken());
  });
  afterAll(() => harness?.close());

  const headersOf = (client: ConsoleClient) => ({ "X-CSRF-Token": csrf.get(client) ?? "" });
  const read = async (client: ConsoleClient, id: string) => {
    const response = await client.get(`${API}/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as DocumentBody;
  };
  const saveDraft = (client: ConsoleClient, id: string, body: unknown) =>
    client.sendJson("PUT", `${API}/${id}/draft`, body, headersOf(client));
  const publish = (client: ConsoleClient, id: string, version: number) =>
    client.postJson(`${API}/${id}/publish`, { version }, headersOf(client));
  const restore = (client: ConsoleClient, id: string, body: unknown) =>
    client.postJson(`${API}/${id}/restore`, body, headersOf(client));
  const auditRows = (target: string) =>
    harness.services.database.db
      .selectFrom("audit_log")
      .select(["action", "actor", "detail"])
      .where("target", "=", target)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  const storedRows = async (id: string) => {
    const db = harness.services.database.db;
    const [documents, drafts, versions] = await Promise.all([
      db.selectFrom("content_documents").selectAll().where("id", "=", id).execute(),
      db.selectFrom("content_drafts").selectAll().where("id", "=", id).execute(),
      db.selectFrom("content_versions").selectAll().where("id", "=", id).execute(),
    ]);
    return { documents: documents.length, drafts: drafts.length, versions: versions.length };
  };

  it("lists every document with its kind, title, status and when it changed", async () => {
    const response = await editor.get(API);
    expect(response.status).toBe(200);
    const { documents } = (await response.json()) as { documents: Record<string, unknown>[] };
    const ids = documents.map((document) => document.id);
    for (const id of ["page:home", "page:about", "navigation", "footer", "seo", "legal:privacy", "product:vivre"]) {
      expect(ids).toContain(id);
    }
    expect(documents.find((document) => document.id === "page:about")).toMatchObject({
      kind: "page",
      locale: "en",
      title: "About us",
      status: "repository",
      live: true,
      updated: null,
      updatedBy: null,
      repository: { differs: false },
    });
  });

  it("reads a document never edited as the repository's content (version 0), with its JSON Schema", async () => {
    const document = await read(editor, "page:about");
    expect(document).toMatchObject({ id: "page:about", kind: "page", locale: "en", version: 0, draft: null });
    expect(document.published).toMatchObject({ version: 0, author: "Repository", at: null });
    expect(document.published.content).toHaveProperty("hero.title");
    expect(document.schema).toHaveProperty("properties.hero");
  });

  it("answers 404 for an unknown document and 400 for an unknown locale", async () => {
    const missing = await editor.get(`${API}/page:nowhere`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Problem).code).toBe("not_found");
    const save = await saveDraft(editor, "page:nowhere", { content: {}, baseVersion: 0 });
    expect(save.status).toBe(404);
    const locale = await editor.get(`${API}/page:home?locale=fr`);
    expect(locale.status).toBe(400);
    expect(((await locale.json()) as Problem).code).toBe("invalid_locale");
  });

  it("saves drafts as new versions of one draft row, refuses a stale base with 409 and keeps the first edit", async () => {
    const id = "page:home";
    const base = (await read(editor, id)).published.content as Home;
    const first = { ...base, hero: { ...base.hero, title: "Streaming software for every screen you reach" } };
    const saved = await saveDraft(editor, id, { content: first, baseVersion: 0 });
    expect(saved.status).toBe(200);
    const savedBody = (await saved.json()) as { version: number; draft: { version: number; author: string } };
    expect(savedBody).toMatchObject({ version: 1, draft: { version: 1, author: "Esha Editor" } });

    // Autosave again on the new version: the same row, version 2.
    const again = await saveDraft(editor, id, {
      content: { ...first, hero: { ...first.hero, eyebrow: "OTT platforms and Smart TV apps" } },
      baseVersion: 1,
    });
    expect(again.status).toBe(200);
    expect(await storedRows(id)).toEqual({ documents: 1, drafts: 1, versions: 0 });

    // A second editor still on version 1 is refused, and told the latest version.
    const stale = await saveDraft(secondEditor, id, {
      content: { ...base, hero: { ...base.hero, title: "A title that must not overwrite the first edit" } },
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    const problem = (await stale.json()) as Problem;
    expect(problem).toMatchObject({ code: "stale", latestVersion: 2 });
    expect(problem.error).toMatch(/changed since you opened it/);
    const document = await read(editor, id);
    expect(document.draft?.version).toBe(2);
    expect((document.draft?.content as Home | undefined)?.hero.title).toBe(
      "Streaming software for every screen you reach",
    );
    expect(document.status).toBe("draft");
    // The public content is untouched until published.
    expect(document.published.version).toBe(0);
    // The list says who made the last change, and when.
    const { documents } = (await (await editor.get(API)).json()) as { documents: Record<string, unknown>[] };
    expect(documents.find((entry) => entry.id === id)).toMatchObject({
      status: "draft",
      live: true,
      updated: document.draft?.at,
      updatedBy: "Esha Editor",
    });
  });

  it("refuses invalid content with 400 and every field's problem, storing nothing", async () => {
    const id = "page:about";
    const base = (await read(editor, id)).published.content as Record<string, Record<string, unknown>>;
    const before = await storedRows(id);
    const response = await saveDraft(editor, id, {
      content: {
        ...base,
        hero: { ...base.hero, title: "x".repeat(200), imageAlt: "" },
        careers: { ...base.careers, surprise: "not a field" },
      },
      baseVersion: 0,
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.code).toBe("invalid_content");
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { path: "hero.title", message: "Too long: 200 characters, at most 90 characters." },
        { path: "hero.imageAlt", message: expect.stringMatching(/^Missing alt text/) },
      ]),
    );
    expect(await storedRows(id)).toEqual(before);
  });

  it("explains an over-long SEO title, a link to a page that does not exist and a field that cannot change", async () => {
    const seo = (await read(editor, "seo")).published.content as Record<string, { title: string }>;
    const longTitle = await saveDraft(editor, "seo", {
      content: { ...seo, "/": { ...seo["/"], title: "A home page title far too long to fit in a search result" } },
      baseVersion: 0,
    });
    expect(longTitle.status).toBe(400);
    expect(((await longTitle.json()) as Problem).errors).toEqual([
      { path: "/.title", message: expect.stringMatching(/^Too long for a search result/) },
    ]);

    const navigation = (await read(editor, "navigation")).published.content as {
      primary: { label: string; href: string }[];
    };
    const brokenLink = await saveDraft(editor, "navigation", {
      content: {
        primary: navigation.primary.map((link, index) => (index === 1 ? { ...link, href: "/nowhere" } : link)),
      },
      baseVersion: 0,
    });
    expect(brokenLink.status).toBe(400);
    expect(((await brokenLink.json()) as Problem).errors).toEqual([
      { path: "primary.1.href", message: expect.stringContaining("/nowhere is not a page of the site") },
    ]);

    const article = (await read(editor, "article:gamification")).published.content;
    const moved = await saveDraft(editor, "article:gamification", {
      content: { ...article, path: "/somewhere-else" },
      baseVersion: 0,
    });
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as Problem).errors).toEqual(
      expect.arrayContaining([{ path: "path", message: expect.stringMatching(/cannot be changed in the studio/) }]),
    );
    expect(await storedRows("article:gamification")).toEqual({ documents: 0, drafts: 0, versions: 0 });
  });

  it("compiles MDX with the site's pipeline and reports where it fails", async () => {
    const legal = (await read(editor, "legal:terms")).published.content as { text: string };
    const broken = await saveDraft(editor, "legal:terms", {
      content: { ...legal, text: `${legal.text}\n\n## A new heading\n\nSome <Callout title="x">text without an end\n` },
      baseVersion: 0,
    });
    expect(broken.status).toBe(400);
    const [problem] = ((await broken.json()) as Problem).errors ?? [];
    expect(problem).toMatchObject({ path: "text", line: expect.any(Number), column: expect.any(Number) });
    expect(problem?.message).toMatch(/^Line \d+, column \d+: /);

    const unknown = await saveDraft(editor, "legal:terms", {
      content: { ...legal, text: `${legal.text}\n\n<Marquee>Hello</Marquee>\n\n[Prices](/pricing)\n` },
      baseVersion: 0,
    });
    expect(unknown.status).toBe(400);
    const messages = (((await unknown.json()) as Problem).errors ?? []).map((error) => error.message);
    expect(messages).toEqual([
      expect.stringContaining("<Marquee> is not one of the site's components"),
      expect.stringContaining("Broken link: /pricing is not a page of the site"),
    ]);

    const fine = await saveDraft(editor, "legal:terms", {
      content: { ...legal, text: `${legal.text}\n\n<Callout title="Note">A short note.</Callout>\n` },
      baseVersion: 0,
    });
    expect(fine.status).toBe(200);
  });

  it("publishes the draft of the given version: a new immutable version, the draft gone", async () => {
    const id = "page:home";
    const stale = await publish(editor, id, 1);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as Problem).code).toBe("not_draft");

    const response = await publish(editor, id, 2);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { published: { version: number; author: string; at: string } };
    expect(body.published).toMatchObject({ version: 2, author: "Esha Editor", at: harness.now().toISOString() });
    const document = await read(admin, id);
    expect(document).toMatchObject({ status: "published", version: 2, draft: null, repository: { differs: true } });
    expect((document.published.content as Home).hero.title).toBe("Streaming software for every screen you reach");
    expect(document.versions).toEqual([{ version: 2, author: "Esha Editor", at: body.published.at }]);

    const again = await publish(editor, id, 2);
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).code).toBe("already_published");
  });

  it("lets exactly one of two racing publishes of a draft win; the other gets 409", async () => {
    const id = "page:ott-app-development";
    const content = (await read(editor, id)).published.content as Home;
    const saved = await saveDraft(editor, id, {
      content: { ...content, hero: { ...content.hero, title: "OTT apps for every Smart TV, phone and tablet" } },
      baseVersion: 0,
    });
    expect(saved.status).toBe(200);
    const answers = await Promise.all([publish(editor, id, 1), publish(secondEditor, id, 1)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await storedRows(id)).toEqual({ documents: 1, drafts: 0, versions: 1 });
    expect((await auditRows(`${id} (en)`)).filter((row) => row.action === "content.publish")).toHaveLength(1);
  });

  it("of ten saves racing on one base, stores exactly one and refuses the others with 409", async () => {
    const id = "page:partners";
    const content = (await read(editor, id)).published.content as Record<string, unknown>;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        saveDraft(index % 2 ? editor : secondEditor, id, {
          content: { ...content, title: `Partners ${index}` },
          baseVersion: 0,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const winner = answers[statuses.indexOf(200)]!;
    const saved = (await winner.json()) as { draft: { content: { title: string } } };
    const document = await read(editor, id);
    expect(document.version).toBe(1);
    expect((document.draft?.content as { title: string } | undefined)?.title).toBe(saved.draft.content.title);
  });

  it("lists versions with field-by-field changes, diffs any two, and restores one as a new draft", async () => {
    const id = "page:home";
    const published = (await read(editor, id)).published.content as Home;
    const draft = await saveDraft(editor, id, {
      content: { ...published, hero: { ...published.hero, title: "Streaming software, built in Bengaluru" } },
      baseVersion: 2,
    });
    expect(draft.status).toBe(200);
    expect((await publish(admin, id, 3)).status).toBe(200);

    const versions = (await (await editor.get(`${API}/${id}/versions`)).json()) as {
      versions: { version: number; author: string; changes: { path: string; before: unknown; after: unknown }[] }[];
    };
    expect(versions.versions.map((version) => [version.version, version.author])).toEqual([
      [3, "Asha Admin"],
      [2, "Esha Editor"],
    ]);
    expect(versions.versions[0]?.changes).toEqual([
      {
        path: "hero.title",
        before: "Streaming software for every screen you reach",
        after: "Streaming software, built in Bengaluru",
      },
    ]);
    expect(versions.versions[1]?.changes).toEqual([
      { path: "hero.eyebrow", before: "OTT platforms · Smart TV apps · AI", after: "OTT platforms and Smart TV apps" },
      {
        path: "hero.title",
        before: "Streaming software for operators, hotels and media companies",
        after: "Streaming software for every screen you reach",
      },
    ]);

    const diff = (await (await editor.get(`${API}/${id}/diff?from=0&to=3`)).json()) as { changes: { path: string }[] };
    expect(diff.changes.map((change) => change.path)).toEqual(["hero.eyebrow", "hero.title"]);
    expect((await editor.get(`${API}/${id}/diff?from=9&to=3`)).status).toBe(404);
    expect((await editor.get(`${API}/${id}/diff?from=soon`)).status).toBe(400);

    // Restoring with a stale base is refused; based on the latest it becomes draft version 4.
    const staleRestore = await restore(editor, id, { version: 2, baseVersion: 2 });
    expect(staleRestore.status).toBe(409);
    const restored = await restore(editor, id, { version: 2 });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ version: 4, draft: { version: 4, author: "Esha Editor" } });
    const document = await read(editor, id);
    expect((document.draft?.content as Home | undefined)?.hero.title).toBe(
      "Streaming software for every screen you reach",
    );
    expect(document.published.version).toBe(3);
    expect((await restore(editor, id, { version: 1 })).status).toBe(404);

    // Version 0 is the repository's content.
    const repository = await restore(editor, id, { version: 0, baseVersion: 4 });
    expect(repository.status).toBe(200);
    expect(await repository.json()).toMatchObject({ version: 5 });
    const reverted = await read(editor, id);
    expect((reverted.draft?.content as Home | undefined)?.hero.title).toBe(
      "Streaming software for operators, hotels and media companies",
    );
  });

  it("records publishes and restores, and one audit entry per editing session of drafts", async () => {
    const id = "page:solutions";
    const content = (await read(editor, id)).published.content as Home;
    const edit = (title: string, baseVersion: number) =>
      saveDraft(editor, id, { content: { ...content, hero: { ...content.hero, title } }, baseVersion });
    expect((await edit("OTT solutions for every kind of service", 0)).status).toBe(200);
    expect((await edit("OTT solutions for every kind of streaming service", 1)).status).toBe(200);
    harness.advance(DRAFT_SESSION_GAP_MS + 1000);
    expect((await edit("OTT solutions for streaming services", 2)).status).toBe(200);
    harness.advance(1000);
    expect((await publish(editor, id, 3)).status).toBe(200);
    harness.advance(1000);
    expect((await restore(editor, id, { version: 3 })).status).toBe(200);
    const rows = await auditRows(`${id} (en)`);
    expect(rows.map((row) => row.action)).toEqual([
      "content.draft",
      "content.draft",
      "content.publish",
      "content.restore",
    ]);
    expect(new Set(rows.map((row) => row.actor)).size).toBe(1);
    expect(JSON.parse(rows[2]!.detail)).toEqual({ version: 3 });
  });

  it("answers odd addresses and methods with a 4xx, never a 5xx", async () => {
    expect((await editor.get(`${API}/%25`)).status).toBe(404);
    expect((await editor.get(`${API}/PAGE:HOME`)).status).toBe(200);
    expect((await editor.get(`${API}/page%3Ahome/versions`)).status).toBe(200);
    const wrongMethod = await editor.get(`${API}/page:home/draft`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("PUT");
    expect((await editor.sendJson("DELETE", `${API}/page:home`, {}, headersOf(editor))).status).toBe(405);
    expect((await editor.postJson(`${API}/page:home/draft`, {}, headersOf(editor))).status).toBe(405);
  });

  it("refuses bodies that are not JSON objects or over the limit", async () => {
    const notJson = await editor.send(
      "PUT",
      `${API}/page:home/draft`,
      editor.headers({ ...headersOf(editor), "Content-Type": "application/json", Origin: harness.baseUrl }),
      "{ not json",
    );
    expect(notJson.status).toBe(400);
    const noBase = await saveDraft(editor, "page:home", { content: {} });
    expect(noBase.status).toBe(400);
    expect(((await noBase.json()) as Problem).errors).toEqual([
      { path: "baseVersion", message: "baseVersion must be a version number (a whole number from 0)." },
    ]);
    const farAhead = await saveDraft(editor, "page:home", { content: {}, baseVersion: 2 ** 40 });
    expect(farAhead.status).toBe(400);
    const huge = await saveDraft(editor, "page:home", {
      content: { text: "x".repeat(CONTENT_BODY_LIMIT_BYTES) },
      baseVersion: 0,
    });
    expect(huge.status).toBe(413);
  });

  it("refuses a staff member (403) and a visitor (401), and changes without the CSRF header (403)", async () => {
    expect((await staff.get(API)).status).toBe(403);
    expect((await staff.get(`${API}/page:home`)).status).toBe(403);
    expect((await saveDraft(staff, "page:home", { content: {}, baseVersion: 0 })).status).toBe(403);
    expect((await visitor.get(API)).status).toBe(401);
    expect((await visitor.sendJson("PUT", `${API}/page:home/draft`, { content: {}, baseVersion: 0 })).status).toBe(401);
    const withoutToken = await editor.sendJson("PUT", `${API}/page:home/draft`, { content: {}, baseVersion: 0 });
    expect(withoutToken.status).toBe(403);
    expect(((await withoutToken.json()) as Problem).code).toBe("csrf");
    expect((await admin.get(API)).status).toBe(200);
  });
});
