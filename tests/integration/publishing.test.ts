/**
 * Live publishing (server/publishing/) on SQLite, and PostgreSQL when TEST_DATABASE_URL is set:
 * the runtime render of the whole site with no published edit is byte for byte the build's (with
 * its feed.xml); a
 * published headline changes the home page by that text only (and what hashes it), with its
 * sitemap lastmod; share images are made again
 * only when their text is published; the later revision wins (also when two finish at once); a
 * render whose lease ended is finished by another instance; instances polling the live pointer
 * swap to the new generation; a generation's redirects, gone pages and validators are served; a
 * published navigation or footer label shows on every page, pre-rendered or rendered per request.
 * Run `npm run build` first.
 */
import { once } from "node:events";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "#shared/console/staff.ts";
import { pageRoutes } from "#shared/site/route-table.ts";
import { prerenderedPages, readManifest } from "../../server/http/prerendered-pages.ts";
import { createGenerations } from "../../server/publishing/generations.ts";
import { htmlFileFor, routeDataPathFor } from "../../server/publishing/page-pipeline.ts";
import { readPublishedContent } from "../../server/publishing/published-content.ts";
import { createPublishing } from "../../server/publishing/publishing.ts";
import { NOT_FOUND_PATH, renderGeneration } from "../../server/publishing/render-generation.ts";
import { createRenderJobs } from "../../server/publishing/render-jobs.ts";
import { siteSnapshot } from "../../server/publishing/site-snapshot.ts";
import { backends, type ConsoleHarness, startConsoleHarness } from "./console-harness.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const OLD_HEADLINE = "Streaming software for operators, hotels and media companies";
const NEW_HEADLINE = "Streaming software that ships this week";
const SITE_URL = "https://horizon.example.com";

const actor: Actor = {
  staff: { id: "editor-1", email: "editor@horizon.test", name: "Esha Editor", role: "editor" },
  ip: "127.0.0.1",
};

describe.each(backends)("publishing on $name", (backend) => {
  let harness: ConsoleHarness;
  let server: ServerBuild;
  const manifest = readManifest(buildDir);
  const site = () => ({ server, clientDir, manifest, siteUrl: SITE_URL });

  function instance() {
    return createPublishing({
      db: harness.services.database.db,
      collections: harness.services.console.services.collections,
      logger: pino({ level: "silent" }),
      buildDir,
      server,
      siteUrl: SITE_URL,
      cspExtras: { frameOrigins: [], scriptOrigins: [] },
      pollMs: 50,
      leaseMs: 5000,
    });
  }

  async function publishHeadline(title: string) {
    const store = harness.services.console.services.content;
    const key = { id: "page:home", locale: "en" };
    const stored = await store.read(key);
    const base = (stored?.published?.content ?? (await import("../../app/content/home.ts")).homeContent) as Record<
      string,
      unknown
    >;
    const draft = await store.saveDraft(
      key,
      { content: { ...base, hero: { ...(base.hero as object), title } }, baseVersion: stored?.version ?? 0 },
      actor,
    );
    if (!draft.ok) throw new Error(draft.message);
    const published = await store.publish(key, { version: draft.value.version }, actor);
    if (!published.ok) throw new Error(published.message);
  }

  beforeAll(async () => {
    harness = await startConsoleHarness(backend, { env: { SITE_URL } });
    server = (await import(/* @vite-ignore */ path.join(buildDir, "server", "index.js"))) as ServerBuild;
  });

  afterAll(async () => {
    await harness?.close();
  });

  it("renders every route with no published edit exactly as the build did (HTML, route data, hydration data, CSP hashes)", async () => {
    const content = await readPublishedContent(harness.services.database.db);
    expect(content.revision).toBe(0);
    const started = performance.now();
    const files = await renderGeneration(site(), content, await siteSnapshot(content));
    console.info(
      `publishing: ${pageRoutes.length} pages and their files rendered in ${Math.round(performance.now() - started)} ms`,
    );
    const byPath = new Map(files.map((file) => [file.path, file]));
    for (const route of pageRoutes) {
      const page = byPath.get(route.path);
      expect(page?.body?.toString("utf8"), route.path).toBe(
        readFileSync(path.join(clientDir, htmlFileFor(route.path)), "utf8"),
      );
      expect(page?.scriptHashes, route.path).toEqual(manifest.pages[route.path]?.scriptHashes);
      const data = byPath.get(routeDataPathFor(route.path));
      expect(data?.body?.toString("utf8"), `${route.path} data`).toBe(
        readFileSync(path.join(clientDir, routeDataPathFor(route.path)), "utf8"),
      );
      const hydration = /data-hydration-data="([^"]+)"/.exec(page?.body?.toString("utf8") ?? "")?.[1] ?? "";
      expect(byPath.get(hydration)?.body?.toString("utf8"), `${route.path} hydration`).toBe(
        readFileSync(path.join(clientDir, hydration), "utf8"),
      );
    }
    // The feed is made by the same function from the same pages.
    expect(byPath.get("/feed.xml")?.body?.toString("utf8")).toBe(
      readFileSync(path.join(clientDir, "feed.xml"), "utf8"),
    );
  });

  it("changes a republished page by its new text only, and the search index finds the new word", async () => {
    await publishHeadline(NEW_HEADLINE);
    const content = await readPublishedContent(harness.services.database.db);
    expect(content.revision).toBe(1);
    const files = await renderGeneration(site(), content, await siteSnapshot(content));
    const home = files.find((file) => file.path === "/")?.body?.toString("utf8") ?? "";
    const built = readFileSync(path.join(clientDir, "index.html"), "utf8");
    expect(home).toContain(NEW_HEADLINE);
    const hydrationUrl = (html: string) => /data-hydration-data="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(home.replaceAll(NEW_HEADLINE, OLD_HEADLINE).replace(hydrationUrl(home), hydrationUrl(built))).toBe(built);
    // Another page is untouched.
    expect(files.find((file) => file.path === "/about")?.body?.toString("utf8")).toBe(
      readFileSync(path.join(clientDir, "about/index.html"), "utf8"),
    );
    const sitemap = files.find((file) => file.path === "/sitemap.xml")?.body?.toString("utf8") ?? "";
    const homeLastmod = new RegExp(`<loc>${SITE_URL}/</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
    expect(homeLastmod).toBe(content.publishedAt?.slice(0, 10));
    expect(files.some((file) => file.path.startsWith("/pagefind/") && file.path.endsWith(".pf_meta"))).toBe(true);
  });

  it("renders a generation, serves it after polling on another instance, and keeps the later revision live", async () => {
    const a = instance();
    const b = instance();
    expect(await a.renderPending()).toBe(true);
    expect(await a.renderPending()).toBe(false);
    expect(await b.refresh()).toBe(true);
    const served = b.current();
    expect(served.revision).toBe(1);
    expect(served.files.get("/")?.bodies.identity.toString("utf8")).toContain(NEW_HEADLINE);
    expect(served.files.get("/sitemap.xml")).toBeDefined();
    // An older revision finishing late does not go live.
    const generations = createGenerations(harness.services.database.db);
    const live = await generations.live(a.buildId);
    const stale = await generations.save(a.buildId, 0, [], 1);
    expect(await generations.makeLive(a.buildId, stale, 0, new Date())).toBe(false);
    expect(await generations.live(a.buildId)).toEqual(live);
  });

  /** The home page of the generation before the live one. */
  async function previousGenerationHome(): Promise<string | undefined> {
    const generations = createGenerations(harness.services.database.db);
    const live = await generations.live(instance().buildId);
    const files = await generations.load(live?.previousGenerationId ?? "");
    return files.find((file) => file.path === "/")?.body?.toString("utf8");
  }

  it("lets another instance finish a render whose lease ended (its instance died)", async () => {
    await publishHeadline(OLD_HEADLINE);
    const jobs = createRenderJobs(harness.services.database.db);
    const b = instance();
    const dead = await jobs.claim(b.buildId, 1000, new Date(Date.now() - 60_000));
    expect(dead?.revision).toBe(2);
    // While the lease lasts nobody else takes it.
    expect(await jobs.claim(b.buildId, 1000, new Date(Date.now() - 60_000))).toBeUndefined();
    expect(await b.renderPending()).toBe(true);
    expect(await jobs.renew(dead as NonNullable<typeof dead>, 1000, new Date())).toBe(false);
    await b.refresh();
    expect(b.current().revision).toBe(2);
    expect(b.current().files.get("/")?.bodies.identity.toString("utf8")).toContain(OLD_HEADLINE);
    // The previous generation's hydration data stays served: a page loaded before the swap still hydrates.
    const previousHydration = /data-hydration-data="([^"]+)"/.exec((await previousGenerationHome()) ?? "")?.[1];
    expect(previousHydration && b.current().files.has(previousHydration)).toBe(true);
  });

  it("serves redirect and gone entries of a generation", async () => {
    const generations = createGenerations(harness.services.database.db);
    const b = instance();
    const live = await generations.load((await generations.live(b.buildId))?.generationId ?? "");
    const id = await generations.save(
      b.buildId,
      99,
      [
        ...live.map(({ compressed: _compressed, hash: _hash, ...file }) => file),
        { path: "/old-story", status: 301, contentType: "text/html; charset=utf-8", location: "/customers" },
        { path: "/gone-story", status: 410, contentType: "text/html; charset=utf-8" },
      ],
      1,
    );
    expect(await generations.makeLive(b.buildId, id, 99, new Date())).toBe(true);
    await b.refresh();
    const app = express().use(prerenderedPages(b.current));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const moved = await fetch(`${base}/old-story`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/customers");
      const gone = await fetch(`${base}/gone-story`);
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain("<main");
      // A search-index file of the build that the generation does not have is not served.
      expect((await fetch(`${base}/pagefind/pagefind.en-in_not-in-this-index.pf_meta`)).status).toBe(404);
      const home = await fetch(`${base}/`);
      expect(home.headers.get("x-content-revision")).toBe("99");
      expect(home.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(home.headers.get("content-security-policy")).toContain("'sha256-");
      const etag = home.headers.get("etag") ?? "";
      expect((await fetch(`${base}/`, { headers: { "If-None-Match": etag } })).status).toBe(304);
    } finally {
      server.close();
    }
  });

  it("renders the share images again when their text is published, and keeps the build's otherwise", async () => {
    const store = harness.services.console.services.content;
    const key = { id: "section:share-images", locale: "en" };
    const before = await readPublishedContent(harness.services.database.db);
    const unchanged = await renderGeneration(site(), before, await siteSnapshot(before));
    expect(unchanged.some((file) => file.path.startsWith("/share/"))).toBe(false);

    const { shareImageText } = await import("../../app/content/share-images.ts");
    const text = {
      ...shareImageText,
      home: { ...shareImageText.home, headline: "Streaming software for every screen" },
    };
    const draft = await store.saveDraft(key, { content: text, baseVersion: 0 }, actor);
    if (!draft.ok) throw new Error(draft.message);
    expect((await store.publish(key, { version: draft.value.version }, actor)).ok).toBe(true);
    const content = await readPublishedContent(harness.services.database.db);
    const files = await renderGeneration(site(), content, await siteSnapshot(content));
    const home = files.find((file) => file.path === "/share/home.png")?.body;
    expect(home?.subarray(1, 4).toString()).toBe("PNG");
    expect(home?.equals(readFileSync(path.join(clientDir, "share/home.png")))).toBe(false);
    // The other images did not change: the same bytes as the build's.
    expect(
      files
        .find((file) => file.path === "/share/legal.png")
        ?.body?.equals(readFileSync(path.join(clientDir, "share/legal.png"))),
    ).toBe(true);
  });

  /** Publishes "About Horizon" in the main navigation and "Privacy notice" in the footer. */
  async function publishFrameLabels() {
    const store = harness.services.console.services.content;
    const { footerNavigation, primaryNavigation } = await import("../../app/content/navigation.ts");
    const relabel = (links: readonly { label: string; href: string }[], href: string, label: string) =>
      links.map((link) => (link.href === href ? { ...link, label } : link));
    for (const [id, content] of [
      ["navigation", { primary: relabel(primaryNavigation, "/about", "About Horizon") }],
      ["footer", { ...footerNavigation, legal: relabel(footerNavigation.legal, "/privacy", "Privacy notice") }],
    ] as const) {
      const stored = await store.read({ id, locale: "en" });
      const draft = await store.saveDraft({ id, locale: "en" }, { content, baseVersion: stored?.version ?? 0 }, actor);
      if (!draft.ok) throw new Error(draft.message);
      expect((await store.publish({ id, locale: "en" }, { version: draft.value.version }, actor)).ok).toBe(true);
    }
  }
  const mainNavigation = (html: string) => /<nav[^>]*aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  const footer = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";

  it("shows a published navigation and footer label on every page of the next generation and its not-found page", async () => {
    await publishFrameLabels();
    const content = await readPublishedContent(harness.services.database.db);
    const files = await renderGeneration(site(), content, await siteSnapshot(content));
    const text = (filePath: string) => files.find((file) => file.path === filePath)?.body?.toString("utf8") ?? "";
    for (const page of [...pageRoutes.map((route) => route.path), NOT_FOUND_PATH]) {
      const html = text(page);
      expect(mainNavigation(html), page).toContain(">About Horizon</a>");
      expect(mainNavigation(html), page).not.toContain(">About Us</a>");
      expect(footer(html), page).toContain(">Privacy notice</a>");
      expect(footer(html), page).not.toContain(">Privacy Policy</a>");
    }
    // A client-side navigation gets the frame's documents with the page's route data.
    expect(text(routeDataPathFor("/about"))).toContain("About Horizon");
  });

  it("shows the published navigation and footer on pages the server renders per request (404s of meeting links, a not-found post)", async () => {
    await publishFrameLabels();
    // Unknown tokens: the cancel and reschedule pages' 404, rendered for the request.
    const pages = [
      await fetch(`${harness.baseUrl}/meeting/cancel/not-a-booking-token`),
      await fetch(`${harness.baseUrl}/meeting/reschedule/not-a-booking-token`),
      // A form posted to an unknown address: the not-found page with the form's problems (400), rendered for this request.
      await fetch(`${harness.baseUrl}/no-such-page`, { method: "POST", body: new URLSearchParams({ name: "" }) }),
    ];
    for (const response of pages) {
      const html = await response.text();
      expect(response.headers.get("content-type"), response.url).toMatch(/^text\/html/);
      expect(mainNavigation(html), response.url).toContain(">About Horizon</a>");
      expect(mainNavigation(html), response.url).not.toContain(">About Us</a>");
      expect(footer(html), response.url).toContain(">Privacy notice</a>");
      expect(footer(html), response.url).not.toContain(">Privacy Policy</a>");
    }
    expect(pages.map((response) => response.status)).toEqual([404, 404, 400]);
  });

  it("keeps the later of two generations finishing at the same moment live, in either order", async () => {
    const generations = createGenerations(harness.services.database.db);
    const buildId = instance().buildId;
    for (const [first, second] of [
      [1000, 1001],
      [1003, 1002],
    ] as const) {
      const [a, b] = await Promise.all([
        generations.save(buildId, first, [], 1),
        generations.save(buildId, second, [], 1),
      ]);
      await Promise.all([
        generations.makeLive(buildId, a, first, new Date()),
        generations.makeLive(buildId, b, second, new Date()),
      ]);
      expect((await generations.live(buildId))?.revision).toBe(Math.max(first, second));
    }
  });
});
