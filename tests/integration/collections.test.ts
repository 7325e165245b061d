/**
 * Articles and customer stories created in the studio, on SQLite and PostgreSQL, over real HTTP
 * against the whole server (the production build): creating an entry, slug refusals with their
 * messages, its draft on a preview link, publishing it (its page, the blog list, the site
 * snapshot, the feed), changing its address (301s, chains collapsed), unpublishing it (410, gone
 * from the snapshot and the list), the audit log and who may call the endpoints. Pages outside
 * the pre-rendered set are asked of React Router's request handler, as a generation renders them.
 * Each of these writes bumps the content revision with a render request, and the generation
 * rendered from it (server/publishing/) carries the entry's page, 301s and 410s, the blog list,
 * sitemap, feed and search index. Run `npm run build` first.
 */
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { XMLParser } from "fast-xml-parser";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER } from "#shared/console/staff.ts";
import {
  clientAddressContext,
  consoleServicesContext,
  contentPreviewContext,
  servicesContext,
} from "#shared/server-context.ts";
import { readManifest } from "../../server/http/prerendered-pages.ts";
import { feedArtefact } from "../../server/publishing/feed-artefact.ts";
import type { GenerationFile } from "../../server/publishing/generations.ts";
import { readPublishedContent } from "../../server/publishing/published-content.ts";
import { renderGeneration } from "../../server/publishing/render-generation.ts";
import { latestRequestedRevision } from "../../server/publishing/render-jobs.ts";
import { siteSnapshot } from "../../server/publishing/site-snapshot.ts";
import { backends, ConsoleClient, type ConsoleHarness, startConsoleHarness } from "./console-harness.ts";

const CONTENT = "/console/api/content";
const COLLECTIONS = "/console/api/collections";
const TITLE = "Live sports streaming at scale: what changes on match day";
const SITE_URL = "https://www.example.com";

interface Problem {
  error: string;
  code: string;
  field?: string;
  errors?: { path: string; message: string }[];
}

interface Entry {
  id: string;
  collection: string;
  slug: string;
  oldSlugs: string[];
  state: string;
}

describe.each(backends)("collections on $name", (backend) => {
  let harness: ConsoleHarness;
  let editor: ConsoleClient;
  let staff: ConsoleClient;
  let csrf: string;
  let render: (pathname: string) => Promise<Response>;
  let article: Record<string, unknown>;
  let build: ServerBuild;

  const headers = () => ({ [CSRF_HEADER]: csrf });
  const create = (collection: string, body: unknown, client = editor) =>
    client.postJson(`${COLLECTIONS}/${collection}`, body, headers());
  const publish = async (id: string) => {
    const document = (await (await editor.get(`${CONTENT}/${id}`)).json()) as { draft: { version: number } };
    const response = await editor.postJson(`${CONTENT}/${id}/publish`, { version: document.draft.version }, headers());
    expect(response.status, await response.clone().text()).toBe(200);
  };
  const changeSlug = (id: string, slug: string) => editor.sendJson("PUT", `${CONTENT}/${id}/slug`, { slug }, headers());
  const unpublish = (id: string, client = editor) => client.postJson(`${CONTENT}/${id}/unpublish`, {}, headers());
  const snapshot = async () =>
    siteSnapshot({
      ...(await readPublishedContent(harness.services.database.db)),
      collections: harness.services.console.services.collections,
    });
  const revision = () => latestRequestedRevision(harness.services.database.db);
  /** The generation a render of the current revision makes, as publishing does: files by path. */
  const generation = async () => {
    const content = await readPublishedContent(
      harness.services.database.db,
      harness.services.console.services.collections,
    );
    const files = await renderGeneration(
      { server: build, clientDir: path.resolve("build/client"), manifest: readManifest("build"), siteUrl: SITE_URL },
      content,
      await siteSnapshot(content),
    );
    return new Map(files.map((file) => [file.path, file]));
  };
  /** The search index's page fragments (gzipped JSON) of a generation. */
  const searchFragments = (files: Map<string, GenerationFile>) =>
    [...files.values()]
      .filter((file) => file.path.startsWith("/pagefind/fragment/") && file.body)
      .map((file) => gunzipSync(file.body as Buffer).toString("utf8"));
  const text = (file: GenerationFile | undefined) => file?.body?.toString("utf8") ?? "";
  const auditActions = async (target: string) =>
    (
      await harness.services.database.db
        .selectFrom("audit_log")
        .select("action")
        .where("target", "like", `${target}%`)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    ).map((row) => row.action);

  beforeAll(async () => {
    harness = await startConsoleHarness(backend);
    editor = new ConsoleClient(harness, "192.0.2.31");
    await editor.signIn(await harness.addStaff("editor", "Esha Editor"));
    csrf = await editor.csrfToken();
    staff = new ConsoleClient(harness, "192.0.2.32");
    await staff.signIn(await harness.addStaff("staff"));
    build = (await import(/* @vite-ignore */ path.resolve("build/server/index.js"))) as ServerBuild;
    const handler = createRequestHandler(build, "production");
    render = (pathname) => {
      const context = new RouterContextProvider();
      context.set(servicesContext, harness.services);
      context.set(clientAddressContext, "192.0.2.33");
      context.set(consoleServicesContext, harness.services.console.services);
      context.set(contentPreviewContext, null);
      return handler(new Request(`${harness.baseUrl}${pathname}`), context);
    };
    // A hero image of the repository, as the studio's select offers them.
    const repository = (await (await editor.get(`${CONTENT}/article:gamification`)).json()) as {
      published: { content: { image: Record<string, unknown> } };
    };
    article = {
      title: TITLE,
      summary:
        "Match days bring ten times the usual viewers within minutes. How a streaming service plans capacity, latency and ads for live sport.",
      topic: "Live sport",
      author: { name: "Horizon editorial team", role: "Product managers and engineers who build streaming platforms" },
      publishedAt: "2026-11-20",
      image: {
        ...repository.published.content.image,
        alt: "A football match in a TV streaming app, with a “who scores next?” poll, a leaderboard and a 7-day streak badge",
      },
      text: "## Why match day is different\n\nEveryone arrives at *once*, and nobody forgives a stall.\n",
    };
  });
  afterAll(() => harness?.close());

  it("creates an article as a draft at its own address, with an audit entry (no render: a draft shows nowhere)", async () => {
    const before = await revision();
    const response = await create("article", { slug: "live-sports-streaming", content: article });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await revision()).toBe(before);
    const { entry } = (await response.json()) as { entry: Entry };
    expect(entry).toMatchObject({
      id: "article:live-sports-streaming",
      collection: "article",
      slug: "live-sports-streaming",
      oldSlugs: [],
      state: "draft",
    });
    const document = (await (await editor.get(`${CONTENT}/${entry.id}`)).json()) as {
      kind: string;
      draft: { version: number; content: { title: string } };
      mdxFields: string[];
    };
    expect(document).toMatchObject({
      kind: "article",
      draft: { version: 1, content: { title: TITLE } },
      mdxFields: ["text"],
    });
    expect((await auditActions(entry.id)).sort()).toEqual(["content.create", "content.draft"]);
    const list = (await (await editor.get(CONTENT)).json()) as { documents: { id: string; path: string | null }[] };
    expect(list.documents.find((item) => item.id === entry.id)).toMatchObject({ path: "/live-sports-streaming" });
  });

  it("refuses a bad address with a specific message for each rule, and stores nothing", async () => {
    const cases: [string, string, RegExp][] = [
      ["Live-Sports", "slug_format", /lower-case/],
      ["live sports", "slug_format", /a to z/],
      ["ab", "slug_length", /3 to 80 characters/],
      ["about", "slug_route", /already a page of the site/],
      ["gamification", "slug_route", /already a page/],
      ["console", "slug_reserved", /reserved/],
      ["live-sports-streaming", "slug_taken", /another entry/],
    ];
    for (const [slug, code, message] of cases) {
      const response = await create("article", { slug, content: article });
      expect(response.status, slug).toBe(400);
      const problem = (await response.json()) as Problem;
      expect(problem, slug).toMatchObject({ code, field: "slug" });
      expect(problem.error, slug).toMatch(message);
    }
    const count = await harness.services.database.db
      .selectFrom("collection_entries")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(1);
  });

  it("gives one address to one of two editors creating it at once", async () => {
    const second = new ConsoleClient(harness, "192.0.2.34");
    await second.signIn(await harness.addStaff("editor", "Farah Editor"));
    const secondCsrf = await second.csrfToken();
    const body = { slug: "two-editors-one-address", content: article };
    const answers = await Promise.all([
      create("article", body),
      second.postJson(`${COLLECTIONS}/article`, body, { [CSRF_HEADER]: secondCsrf }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.status !== 201) ?? answers[0];
    expect(((await refused.json()) as Problem).code).toBe("slug_taken");
    const rows = await harness.services.database.db
      .selectFrom("collection_entries")
      .select("id")
      .where("slug", "=", "two-editors-one-address")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses invalid content with field errors and an unknown collection with 404", async () => {
    const response = await create("article", {
      slug: "an-article-without-alt",
      content: { ...article, image: { ...(article.image as object), alt: "" }, title: "Short" },
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.code).toBe("invalid_content");
    expect(problem.errors?.map((error) => error.path)).toEqual(expect.arrayContaining(["title", "image.alt"]));
    expect((await create("podcast", { slug: "a-podcast", content: {} })).status).toBe(404);
    expect((await editor.get(`${CONTENT}/article:an-article-without-alt`)).status).toBe(404);
  });

  it("checks an address while it is typed", async () => {
    const check = async (slug: string, entry?: string) => {
      const query = new URLSearchParams({ slug, ...(entry ? { entry } : {}) });
      const response = await editor.get(`${COLLECTIONS}/article/slug-check?${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { ok: boolean; code?: string; message?: string };
    };
    expect(await check("match-day")).toEqual({ ok: true, slug: "match-day" });
    expect(await check("products")).toMatchObject({ ok: false, code: "slug_route" });
    expect(await check("live-sports-streaming", "article:live-sports-streaming")).toMatchObject({
      ok: false,
      code: "slug_unchanged",
    });
  });

  it("shows the draft on a preview link before it is ever published; the public address stays unknown", async () => {
    const { token } = await harness.services.console.services.contentPreview.link(
      "article:live-sports-streaming",
      "en",
    );
    const visitor = new ConsoleClient(harness, "203.0.113.70");
    const preview = await visitor.get(`/live-sports-streaming?preview=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(TITLE);
    expect(html).toContain("Everyone arrives at <em>once</em>");
    expect((await render("/live-sports-streaming")).status).toBe(404);
    expect((await snapshot()).routes.map((route) => route.path)).not.toContain("/live-sports-streaming");
  });

  it("publishes it: its page, the blog list (first), the site snapshot and the feed", async () => {
    await publish("article:live-sports-streaming");
    const page = await render("/live-sports-streaming");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(TITLE);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="Horizon blog" href="\/feed.xml"\/>/,
    );

    const resources = await (await render("/resources")).text();
    const firstCard = /href="(\/[a-z0-9-]+)"[^>]*target="_blank"/.exec(resources)?.[1];
    expect(firstCard).toBe("/live-sports-streaming");
    expect(resources).toMatch(
      /"@type":"ItemList".*"position":1,"url":"[^"]*\/live-sports-streaming","name":"Live sports/,
    );

    const site = await snapshot();
    expect(site.routes.find((route) => route.path === "/live-sports-streaming")).toMatchObject({
      kind: "article",
      parent: "/resources",
      label: TITLE,
      file: "routes/collection-entry.tsx",
    });
    expect(site).toMatchObject({ redirects: [], gone: [] });

    const pages = await Promise.all(
      site.routes
        .filter((route) => route.kind === "article")
        .map(async (route) => ({ path: route.path, html: await (await render(route.path)).text() })),
    );
    const [feed] = feedArtefact({ pages, snapshot: site }, SITE_URL);
    const entries = new XMLParser().parse(feed?.body ?? "").feed.entry as { id: string; title: string }[];
    expect(entries).toHaveLength(8);
    expect(entries[0]).toMatchObject({ id: `${SITE_URL}/live-sports-streaming`, title: TITLE });
  });

  it("renders it into the generation: its page, the blog list, sitemap, feed, search index and its kind's share image", async () => {
    const files = await generation();
    const page = files.get("/live-sports-streaming");
    expect(page?.status).toBe(200);
    expect(text(page)).toContain(TITLE);
    expect(text(page)).toContain('"@type":"BlogPosting"');
    expect(/<meta property="og:image" content="[^"]*\/share\/article\.png"\/>/.test(text(page))).toBe(true);
    expect(files.get("/live-sports-streaming.data")?.status).toBe(200);
    expect(text(files.get("/resources"))).toContain('href="/live-sports-streaming"');
    expect(text(files.get("/sitemap.xml"))).toContain(`<loc>${SITE_URL}/live-sports-streaming</loc>`);
    const feed = files.get("/feed.xml");
    expect(feed?.contentType).toBe("application/atom+xml; charset=utf-8");
    const entries = new XMLParser().parse(text(feed)).feed.entry as { id: string }[];
    expect(entries.map((entry) => entry.id)).toContain(`${SITE_URL}/live-sports-streaming`);
    // The search index is made from the generation's pages: one of its fragments is this page's.
    expect(searchFragments(files).some((fragment) => fragment.includes('"url":"/live-sports-streaming"'))).toBe(true);
  });

  it("moves a published entry: old addresses answer 301 to the newest, chains collapse", async () => {
    const id = "article:live-sports-streaming";
    const before = await revision();
    const first = await changeSlug(id, "match-day-streaming");
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await revision()).toBe(before + 1);
    expect(((await first.json()) as { entry: Entry }).entry).toMatchObject({
      slug: "match-day-streaming",
      oldSlugs: ["live-sports-streaming"],
    });
    expect((await changeSlug(id, "live-sport-on-match-day")).status).toBe(200);
    for (const old of ["/live-sports-streaming", "/match-day-streaming"]) {
      const response = await render(old);
      expect(response.status, old).toBe(301);
      expect(response.headers.get("location"), old).toBe("/live-sport-on-match-day");
    }
    expect((await render("/live-sport-on-match-day")).status).toBe(200);
    expect((await snapshot()).redirects).toEqual([
      { from: "/live-sports-streaming", to: "/live-sport-on-match-day" },
      { from: "/match-day-streaming", to: "/live-sport-on-match-day" },
    ]);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(["content.slug", "content.publish"]));

    // Another entry may not take an old address, nor the current one; the entry may take its own back.
    const story = await create("story", {
      slug: "acme-streaming",
      content: { name: "Acme Streaming", summary: "A story reviewed with the customer, long enough for the page." },
    });
    expect(story.status, await story.clone().text()).toBe(201);
    const retired = await changeSlug("story:acme-streaming", "match-day-streaming");
    expect(retired.status).toBe(400);
    expect((await retired.json()) as Problem).toMatchObject({ code: "slug_retired", field: "slug" });
    expect(((await (await changeSlug("story:acme-streaming", "live-sport-on-match-day")).json()) as Problem).code).toBe(
      "slug_taken",
    );
    const back = await changeSlug(id, "match-day-streaming");
    expect(((await back.json()) as { entry: Entry }).entry).toMatchObject({
      slug: "match-day-streaming",
      oldSlugs: ["live-sports-streaming", "live-sport-on-match-day"],
    });
    expect((await render("/match-day-streaming")).status).toBe(200);
    expect((await render("/live-sport-on-match-day")).headers.get("location")).toBe("/match-day-streaming");
    // A draft that was never public moves without leaving a redirect.
    const moved = await changeSlug("story:acme-streaming", "acme-tv");
    expect(((await moved.json()) as { entry: Entry }).entry).toMatchObject({ slug: "acme-tv", oldSlugs: [] });

    const files = await generation();
    expect(files.get("/match-day-streaming")?.status).toBe(200);
    for (const old of ["/live-sports-streaming", "/live-sport-on-match-day"]) {
      expect(files.get(old), old).toMatchObject({ status: 301, location: "/match-day-streaming" });
    }
    expect(text(files.get("/sitemap.xml"))).not.toContain(`${SITE_URL}/live-sports-streaming<`);
  });

  it("unpublishes it: 410 at every address it had, gone from the snapshot and the blog list; publishing again brings it back", async () => {
    const id = "article:live-sports-streaming";
    const before = await revision();
    const response = await unpublish(id);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await revision()).toBe(before + 1);
    expect(((await response.json()) as { entry: Entry }).entry.state).toBe("unpublished");
    for (const address of ["/match-day-streaming", "/live-sports-streaming", "/live-sport-on-match-day"]) {
      const page = await render(address);
      expect(page.status, address).toBe(410);
      expect(await page.text()).toContain("This page has been removed");
    }
    const site = await snapshot();
    expect(site.routes.map((route) => route.path)).not.toContain("/match-day-streaming");
    expect(site.gone).toEqual(["/live-sport-on-match-day", "/live-sports-streaming", "/match-day-streaming"]);
    expect(site.redirects).toEqual([]);
    expect(await (await render("/resources")).text()).not.toContain(TITLE);
    expect(await auditActions(id)).toContain("content.unpublish");

    const files = await generation();
    for (const address of ["/match-day-streaming", "/live-sports-streaming", "/live-sport-on-match-day"]) {
      expect(files.get(address)?.status, address).toBe(410);
      expect(files.has(`${address}.data`), address).toBe(false);
    }
    expect(text(files.get("/resources"))).not.toContain(TITLE);
    expect(text(files.get("/sitemap.xml"))).not.toContain("match-day-streaming");
    expect(text(files.get("/feed.xml"))).not.toContain("match-day-streaming");
    expect(searchFragments(files).some((fragment) => fragment.includes("match-day-streaming"))).toBe(false);

    // A refused unpublish changes nothing: no revision, no render.
    const unchanged = await revision();
    const again = await unpublish(id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).code).toBe("not_published");
    expect(await revision()).toBe(unchanged);

    const document = (await (await editor.get(`${CONTENT}/${id}`)).json()) as {
      version: number;
      published: { content: Record<string, unknown> };
    };
    const saved = await editor.sendJson(
      "PUT",
      `${CONTENT}/${id}/draft`,
      { content: { ...document.published.content, topic: "Live sport TV" }, baseVersion: document.version },
      headers(),
    );
    expect(saved.status).toBe(200);
    await publish(id);
    expect((await render("/match-day-streaming")).status).toBe(200);
    expect((await snapshot()).gone).toEqual([]);
  });

  it("publishes a customer story: its page and the Customers page's list, also in the generation", async () => {
    await publish("story:acme-streaming");
    const page = await render("/acme-tv");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Acme Streaming");
    const customers = await (await render("/customers")).text();
    expect(customers).toMatch(/href="\/acme-tv"/);
    expect(customers).toMatch(/"@type":"ItemList".*"url":"[^"]*\/acme-tv","name":"Acme Streaming"/);
    expect((await snapshot()).routes.find((route) => route.path === "/acme-tv")).toMatchObject({
      kind: "customer",
      parent: "/customers",
    });
    const files = await generation();
    expect(text(files.get("/acme-tv"))).toContain("Acme Streaming");
    expect(text(files.get("/customers"))).toMatch(/href="\/acme-tv"/);
    expect(text(files.get("/sitemap.xml"))).toContain(`<loc>${SITE_URL}/acme-tv</loc>`);
  });

  it("keeps the repository's entries where they are and answers the normal 404 for unknown slugs", async () => {
    const repository = await unpublish("article:gamification");
    expect(repository.status).toBe(404);
    expect(((await repository.json()) as Problem).error).toMatch(/repository's: its address is fixed/);
    const unknown = await render("/no-such-entry");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("The page you requested does not exist");
  });

  it("serves the build's /feed.xml as Atom, with the repository's articles", async () => {
    const response = await new ConsoleClient(harness, "203.0.113.72").get("/feed.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = new XMLParser().parse(await response.text()).feed as { entry: { title: string }[] };
    expect(feed.entry).toHaveLength(7);
  });

  it("refuses the endpoints to staff and visitors", async () => {
    expect((await create("article", { slug: "from-sales", content: article }, staff)).status).toBe(403);
    expect((await unpublish("article:live-sports-streaming", staff)).status).toBe(403);
    const visitor = new ConsoleClient(harness, "203.0.113.71");
    const anonymous = await visitor.postJson(`${COLLECTIONS}/article`, { slug: "anonymous", content: article });
    expect([401, 403]).toContain(anonymous.status);
    expect((await staff.get(`${COLLECTIONS}/article/slug-check?slug=abc`)).status).toBe(403);
  });
});
