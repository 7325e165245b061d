import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { pageRoutes } from "#shared/site/route-table.ts";
import { assetsReferencedBy } from "../../scripts/check-budgets.ts";
import { freePort } from "../../scripts/load/server-process.ts";

test.describe("production server", () => {
  test("every pre-rendered page's first response, headers and Brotli body, fits a new connection's first round trip", async ({
    request,
  }) => {
    const FIRST_ROUND_TRIP = 10 * 1_460;
    const tooBig: string[] = [];
    for (const route of pageRoutes) {
      const response = await request.get(route.path, { headers: { "Accept-Encoding": "br" } });
      expect(response.headers()["content-encoding"], route.path).toBe("br");
      const head = response
        .headersArray()
        .reduce((bytes, { name, value }) => bytes + `${name}: ${value}\r\n`.length, `HTTP/1.1 200 OK\r\n\r\n`.length);
      const bytes = head + Number(response.headers()["content-length"]);
      if (bytes > FIRST_ROUND_TRIP) tooBig.push(`${route.path}: ${bytes} bytes (headers ${head})`);
    }
    expect(tooBig).toEqual([]);
  });

  test("serves pre-rendered HTML with security headers, revalidation and an ETag", async ({ request }) => {
    const response = await request.get("/about");
    const headers = response.headers();
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(headers.etag).toBeTruthy();
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");

    const again = await request.get("/about", { headers: { "If-None-Match": headers.etag as string } });
    expect(again.status()).toBe(304);
  });

  test("pages rendered per request carry a fresh CSP nonce on their scripts", async ({ request }) => {
    // A form post without JavaScript is answered with the page rendered again (here with its errors).
    const post = () => request.post("/bookmeeting", { form: { name: "", email: "" } });
    const first = await post();
    const second = await post();
    const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];
    const nonce = nonceOf(first.headers()["content-security-policy"]);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.headers()["content-security-policy"]));
    const html = await first.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) {
      if (!attributes.includes("application/ld+json")) expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  test("runs the page's scripts under its CSP without violations", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/about");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.goto("/no-such-page");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(violations).toEqual([]);
  });

  test("serves hashed assets compressed with long immutable caching", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The framework chunk: large enough to be pre-compressed (files under 512 bytes are served as they are).
    const assetPath = assetsReferencedBy(html).scripts.find((script) => script.includes("/framework-"));
    expect(assetPath).toBeTruthy();
    const brotli = await request.get(assetPath as string, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers()["content-type"]).toContain("javascript");
    // Never a document: transport and type protections only, no document-only headers, no ETag.
    expect(brotli.headers()["strict-transport-security"]).toBeTruthy();
    expect(brotli.headers()["x-content-type-options"]).toBe("nosniff");
    expect(brotli.headers()["cross-origin-resource-policy"]).toBe("same-origin");
    for (const header of [
      "permissions-policy",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "etag",
    ]) {
      expect(brotli.headers()[header], header).toBeUndefined();
    }
    const gzip = await request.get(assetPath as string, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    const page = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(page.headers()["content-encoding"]).toBe("br");
  });

  test("serves sitemap.xml and robots.txt", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("<loc>https://");
    expect(xml).toContain("/product/sara</loc>");
    expect(xml).not.toContain("/xyz</loc>");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/);
  });

  test("reports health, with the delivery backlog", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      delivery: {
        email: true,
        webhook: false,
        pending: expect.any(Number),
        oldestPendingAgeSeconds: expect.any(Number),
      },
    });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });
});

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "horizon-server-test-")),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Waits for the server's health; fails at once if the process has already exited (its port was taken). */
async function waitForHealthy(port: number, server?: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server && server.exitCode !== null) throw new Error(`the server on ${port} exited with ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

test.describe("server process", () => {
  test.describe.configure({ mode: "serial" });

  test("says so in one line and exits when the port is busy", async () => {
    const port = await freePort();
    const first = startServer(port);
    try {
      await waitForHealthy(port, first);
      const second = startServer(port);
      let stderr = "";
      second.stderr?.on("data", (chunk) => {
        stderr += String(chunk);
      });
      const [code] = await once(second, "exit");
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(`Port ${port} is already in use. Stop the other server or set PORT to a free port.`);
    } finally {
      first.kill("SIGTERM");
      await once(first, "exit");
    }
  });

  test("finishes in-flight requests, logs JSON and exits cleanly on SIGTERM", async () => {
    const port = await freePort();
    const server = startServer(port);
    const exited = once(server, "exit");
    let stdout = "";
    server.stdout?.on("data", (chunk) => {
      stdout += String(chunk);
    });
    await waitForHealthy(port, server);
    const inFlight = fetch(`http://127.0.0.1:${port}/no-such-page-rendered-per-request`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(404);
    expect((await response.text()).length).toBeGreaterThan(1000);
    const [code] = await exited;
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.some((line) => line.msg === "request" && line.status === 404)).toBe(true);
    expect(lines.at(-1)?.msg).toBe("stopped");
  });
});
