import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import {
  assetsReferencedBy,
  BUDGETS,
  budgetFailures,
  budgetWarnings,
  formatTable,
  KB,
  measureRoute,
  srcsetUrls,
} from "./check-budgets.ts";

const page = `<!DOCTYPE html><html><head>
<link rel="preload" href="/assets/manrope.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="preload" as="image" href="/assets/poster.avif" type="image/avif" fetchpriority="high"/>
<link rel="modulepreload" href="/assets/entry.client.js"/>
<link rel="modulepreload" href="/assets/root.js"/>
<link rel="stylesheet" href="/assets/root.css"/>
<link rel="stylesheet" href="https://fonts.example.org/remote.css"/>
<link rel="icon" href="/favicon.svg"/>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body>
<picture><source srcset="/assets/poster.avif" type="image/avif"/><img src="/assets/poster.webp" alt=""/></picture>
<script>window.__ctx = { a: "import('/assets/not-real.js')" };</script>
<script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import * as route1 from '/assets/home.js';
window.__reactRouterManifest = { "entry": { "module": "/assets/lazy-only.js" } };
import("/assets/dynamic.js");
</script>
<script src="/assets/legacy.js" defer></script>
</body></html>`;

describe("assetsReferencedBy", () => {
  const assets = assetsReferencedBy(page);

  it("collects modulepreloads, script sources and static imports of inline module scripts, once each", () => {
    expect(assets.scripts.sort()).toEqual(
      [
        "/assets/entry.client.js",
        "/assets/root.js",
        "/assets/manifest.js",
        "/assets/home.js",
        "/assets/legacy.js",
      ].sort(),
    );
  });

  it("does not count dynamic imports, manifest strings or classic inline scripts", () => {
    expect(assets.scripts).not.toContain("/assets/dynamic.js");
    expect(assets.scripts).not.toContain("/assets/lazy-only.js");
    expect(assets.scripts).not.toContain("/assets/not-real.js");
  });

  it("collects local stylesheets only", () => {
    expect(assets.styles).toEqual(["/assets/root.css"]);
  });

  it("finds preloaded images with their srcset candidates", () => {
    expect(assets.preloadedImages).toEqual([{ urls: ["/assets/poster.avif"], type: "image/avif" }]);
    const responsive = assetsReferencedBy(
      `<link rel="preload" as="image" imagesrcset="/a-640.avif 640w, /a-1280.avif 1280w" imagesizes="100vw">`,
    );
    expect(responsive.preloadedImages[0]?.urls).toEqual(["/a-640.avif", "/a-1280.avif"]);
  });

  it("decodes entities in attribute values", () => {
    expect(assetsReferencedBy(`<link rel="stylesheet" href="/assets/a.css?x=1&amp;y=2">`).styles).toEqual([
      "/assets/a.css?x=1&y=2",
    ]);
  });
});

describe("srcsetUrls", () => {
  it("reads URLs from descriptors", () => {
    expect(srcsetUrls(" /a.webp 1x,/b.webp 2x , /c.webp")).toEqual(["/a.webp", "/b.webp", "/c.webp"]);
  });
});

describe("budgets", () => {
  const base = { jsFiles: 5, jsBytes: 100 * KB, cssBytes: 10 * KB };

  it("allows 140 KB of JavaScript on the home page and 125 KB elsewhere", () => {
    const poster = [{ url: "/p.avif", bytes: 40 * KB, usedInPage: true }];
    expect(budgetFailures({ ...base, path: "/", jsBytes: 139 * KB, heroPoster: poster })).toEqual([]);
    expect(budgetFailures({ ...base, path: "/", jsBytes: 141 * KB, heroPoster: poster })).toHaveLength(1);
    expect(budgetFailures({ ...base, path: "/about", jsBytes: BUDGETS.pageJs })).toEqual([]);
    expect(budgetFailures({ ...base, path: "/about", jsBytes: BUDGETS.pageJs + 1 })[0]).toMatch(
      /^\/about: initial JavaScript 125\.0 KB exceeds 125\.0 KB/,
    );
  });

  it("fails CSS over 25 KB", () => {
    expect(budgetFailures({ ...base, path: "/about", cssBytes: 26 * KB })[0]).toMatch(/CSS 26\.0 KB exceeds 25\.0 KB/);
  });

  it("requires a preloaded hero poster under 80 KB on the home page", () => {
    expect(budgetFailures({ ...base, path: "/", heroPoster: [] })[0]).toMatch(/not preloaded/);
    expect(
      budgetFailures({ ...base, path: "/", heroPoster: [{ url: "/p.avif", bytes: 81 * KB, usedInPage: true }] })[0],
    ).toMatch(/\/p\.avif is 81\.0 KB, over 80\.0 KB/);
    expect(
      budgetWarnings({ ...base, path: "/", heroPoster: [{ url: "/p.avif", bytes: 1, usedInPage: false }] }),
    ).toEqual(["/: /p.avif is preloaded but not referenced elsewhere in the page"]);
  });

  it("prints one table row per route", () => {
    const table = formatTable([
      { ...base, path: "/" },
      { ...base, path: "/about", cssBytes: 30 * KB },
    ]).split("\n");
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^\/\s+5\s+100\.0 KB\s+140\.0 KB\s+10\.0 KB\s+ok$/);
    expect(table[3]).toMatch(/OVER$/);
  });
});

describe("measureRoute", () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "budgets-"));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("sums gzip sizes of a built page's scripts and styles and sizes the poster", () => {
    mkdirSync(path.join(clientDir, "assets"), { recursive: true });
    const script = "console.log('x');".repeat(200);
    for (const name of ["entry.client", "root", "manifest", "home", "legacy"]) {
      writeFileSync(path.join(clientDir, "assets", `${name}.js`), script);
    }
    // A precompressed file is used as it is (this one is deliberately not the real gzip size).
    writeFileSync(path.join(clientDir, "assets", "legacy.js.gz"), Buffer.alloc(1000));
    writeFileSync(path.join(clientDir, "assets", "root.css"), "body{color:red}".repeat(100));
    writeFileSync(path.join(clientDir, "assets", "poster.avif"), Buffer.alloc(5000));
    writeFileSync(path.join(clientDir, "index.html"), page);

    const measured = measureRoute(clientDir, { path: "/", kind: "home" });
    const gz = gzipSync(script, { level: 9 }).length;
    expect(measured.jsFiles).toBe(5);
    expect(measured.jsBytes).toBe(gz * 4 + 1000);
    expect(measured.cssBytes).toBe(gzipSync("body{color:red}".repeat(100), { level: 9 }).length);
    expect(measured.heroPoster).toEqual([{ url: "/assets/poster.avif", bytes: 5000, usedInPage: true }]);
  });

  it("fails loudly when a page or a referenced asset is missing", () => {
    expect(() => measureRoute(clientDir, { path: "/nowhere", kind: "page" })).toThrow(/Pre-rendered page missing/);
    mkdirSync(path.join(clientDir, "broken"), { recursive: true });
    writeFileSync(path.join(clientDir, "broken", "index.html"), `<link rel="modulepreload" href="/assets/gone.js">`);
    expect(() => measureRoute(clientDir, { path: "/broken", kind: "page" })).toThrow(/asset missing.*gone\.js/);
  });
});
