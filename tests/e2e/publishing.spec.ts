/**
 * Live publishing across instances (docs/architecture.md, "Publishing"): two server instances
 * on one fresh PostgreSQL database (TEST_DATABASE_URL). An editor publishes a new home headline
 * through the content API on instance A; instance B serves it within 60 s, its search index finds
 * the new word, and a restore brings the old headline back on both. Then the instance holding a
 * render's lease is killed mid-render (SIGKILL; renders slowed by the test-only
 * PUBLISH_TEST_RENDER_DELAY_MS) and the other one completes it, while no page it serves ever
 * shows a revision other than the one its header names. Run `npm run build` first.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { pageRoutes } from "#shared/site/route-table.ts";
import { type EditorSession, signInEditor } from "../../scripts/load/editor-session.ts";
import { freePort } from "../../scripts/load/server-process.ts";
import { freshDatabase, type TestDatabase } from "../integration/fixtures/database.ts";
import { waitForHydration } from "./fixtures";

const OLD_HEADLINE = "Streaming software for operators, hotels and media companies";
const NEW_WORD = "Quokkavision";
const NEW_HEADLINE = `${NEW_WORD} streaming software for operators`;
const LIVE_WITHIN_MS = 60_000;
const databaseUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  baseUrl: string;
  process: ChildProcess;
  log: string[];
}

function startInstance(port: number, storage: TestDatabase, env: Record<string, string> = {}): Instance {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATABASE_URL: storage.databaseUrl ?? "",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "horizon-publishing-e2e-")),
      CONSOLE_ORIGIN: baseUrl,
      MAIL_TO_LOG: "true",
      MAIL_FROM: "Horizon <site@horizon.example.com>",
      SALES_INBOX: "sales@horizon.example.com",
      PUBLISH_POLL_SECONDS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const log: string[] = [];
  child.stdout?.on("data", (chunk) => log.push(...String(chunk).split("\n").filter(Boolean)));
  return { baseUrl, process: child, log };
}

async function waitUntil<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = LIVE_WITHIN_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function healthy(instance: Instance): Promise<void> {
  await waitUntil(`${instance.baseUrl} healthy`, async () => {
    if (instance.process.exitCode !== null) throw new Error(`${instance.baseUrl} exited`);
    return (await fetch(`${instance.baseUrl}/healthz`)).ok || undefined;
  });
}

async function stop(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  instance.process.kill("SIGTERM");
  await once(instance.process, "exit");
}

/** An editor signed in on the instance (the sign-in link comes from its log). */
function editorOn(instance: Instance, storage: TestDatabase): Promise<EditorSession> {
  return signInEditor(instance.baseUrl, instance.log, { DATABASE_URL: storage.databaseUrl ?? "" });
}

async function homeOf(instance: Instance): Promise<{ html: string; revision: number; etag: string }> {
  const response = await fetch(`${instance.baseUrl}/`);
  return {
    html: await response.text(),
    revision: Number(response.headers.get("x-content-revision")),
    etag: response.headers.get("etag") ?? "",
  };
}

test.describe("publishing on two instances (PostgreSQL)", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(!databaseUrl, "needs TEST_DATABASE_URL (a PostgreSQL server for a fresh database)");
  test.setTimeout(240_000);

  let storage: TestDatabase;
  let a: Instance;
  let b: Instance;

  test.beforeAll(async () => {
    storage = await freshDatabase({ name: "postgres", url: databaseUrl }, "publishing_e2e");
    a = startInstance(await freePort(), storage);
    await healthy(a);
    b = startInstance(await freePort(), storage);
    await healthy(b);
  });

  test.afterAll(async () => {
    for (const instance of [a, b]) if (instance) await stop(instance);
    await storage?.drop();
  });

  test("a headline published on A is served by B within 60 s, found by search, and a restore brings the old one back on both", async ({
    page,
  }) => {
    const editor = await editorOn(a, storage);
    const before = await homeOf(b);
    expect(before.html).toContain(OLD_HEADLINE);

    const published = Date.now();
    await editor.publishHomeHeadline(NEW_HEADLINE);
    const onB = await waitUntil("B serves the new headline", async () => {
      const home = await homeOf(b);
      return home.html.includes(NEW_HEADLINE) ? home : undefined;
    });
    console.info(`publishing e2e: B served the new headline ${Date.now() - published} ms after the publish`);
    expect(onB.etag).not.toBe(before.etag);
    expect((await homeOf(a)).html).toContain(NEW_HEADLINE);
    // The republished page hydrates under its CSP (the generation's script hashes), and client-side
    // navigation reads the generation's route data.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${b.baseUrl}/`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADLINE);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(`${b.baseUrl}/about`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADLINE);
    expect(violations).toEqual([]);
    // A CDN revalidating with the old ETag gets the new page.
    const revalidated = await fetch(`${b.baseUrl}/`, { headers: { "If-None-Match": before.etag } });
    expect(revalidated.status).toBe(200);
    const sitemap = await (await fetch(`${b.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/</loc><lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`);

    const search = async (query: string) => {
      await page.goto(`${b.baseUrl}/search?q=${encodeURIComponent(query)}`);
      await waitForHydration(page);
      await expect(page.getByRole("status")).toHaveText(/^(\d+|No) results? for “/);
      return page
        .getByRole("region", { name: "Results" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    };
    expect(await search(NEW_WORD)).toContain("/");

    await editor.restoreHomeFromRepository();
    for (const instance of [a, b]) {
      await waitUntil(`${instance.baseUrl} serves the old headline again`, async () => {
        const home = await homeOf(instance);
        return home.html.includes(OLD_HEADLINE) && !home.html.includes(NEW_HEADLINE) ? home : undefined;
      });
    }
    expect(await search(NEW_WORD)).not.toContain("/");
  });

  test("when the instance rendering is killed mid-render, the other completes it and no page is half-updated", async () => {
    // Restart both with slow renders and a short lease, so the render can be interrupted.
    await stop(a);
    await stop(b);
    const slow = { PUBLISH_TEST_RENDER_DELAY_MS: "250", PUBLISH_LEASE_SECONDS: "5" };
    a = startInstance(await freePort(), storage, slow);
    b = startInstance(await freePort(), storage, slow);
    await healthy(a);
    await healthy(b);
    const editor = await editorOn(a, storage);
    const startRevision = (await homeOf(b)).revision;

    await editor.publishHomeHeadline(NEW_HEADLINE);
    const target = startRevision + 1;
    const holder = await waitUntil("an instance claims the render", async () =>
      [a, b].find((instance) =>
        instance.log.some((line) => line.includes('"render claimed"') && line.includes(`"revision":${target}`)),
      ),
    );
    const survivor = holder === a ? b : a;
    holder.process.kill("SIGKILL");
    await once(holder.process, "exit");

    // Until the survivor swaps, and after, every page it serves is wholly of one revision.
    const seen = new Set<number>();
    await waitUntil(
      "the survivor completes the render",
      async () => {
        const home = await homeOf(survivor);
        seen.add(home.revision);
        expect(home.html.includes(NEW_HEADLINE), `revision ${home.revision}`).toBe(home.revision >= target);
        return home.revision >= target ? home : undefined;
      },
      LIVE_WITHIN_MS,
    );
    expect(
      survivor.log.some((line) => line.includes('"site rendered and live"') && line.includes(`"revision":${target}`)),
    ).toBe(true);
    for (const route of pageRoutes) {
      const response = await fetch(`${survivor.baseUrl}${route.path}`);
      expect(response.status, route.path).toBe(200);
      expect(response.headers.get("x-content-revision"), route.path).toBe(String(target));
    }
    expect([...seen].every((revision) => revision === startRevision || revision === target)).toBe(true);
  });
});
