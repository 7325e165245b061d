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
  charactersOutsideCoreFont,
  consoleOnlyAssets,
  formatSearchFirstUse,
  formatTable,
  isSearchOnDemandAsset,
  KB,
  measureRoute,
  searchFirstUse,
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
  const base = {
    jsFiles: 5,
    jsBytes: 100 * KB,
    cssBytes: 10 * KB,
    htmlBrotliBytes: 12 * KB,
    charactersOutsideCoreFont: [],
  };

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

  it("fails a page whose text needs a font file beyond the preloaded core subset", () => {
    expect(budgetFailures({ ...base, path: "/about", charactersOutsideCoreFont: ["é", "ß"] })[0]).toMatch(
      /^\/about: text uses é ß, outside the preloaded font subset/,
    );
  });

  it("prints one table row per route", () => {
    const table = formatTable([
      { ...base, path: "/" },
      { ...base, path: "/about", cssBytes: 30 * KB },
    ]).split("\n");
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^\/\s+5\s+100\.0 KB\s+140\.0 KB\s+10\.0 KB\s+12\.0 KB\s+ok$/);
    expect(table[3]).toMatch(/OVER$/);
  });
});

describe("charactersOutsideCoreFont", () => {
  it("lists the visible characters that need a second font file, not those of scripts, styles or markup", () => {
    const html =
      '<p title="é">Café &amp; crème&#xE9; – “quoted” © → ←</p><script>"ü"</script><style>a{content:"ñ"}</style>';
    expect(charactersOutsideCoreFont(html)).toEqual(["é", "è"]);
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

describe("site search loads on first use only", () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "budgets-search-"));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  function write(url: string, content: string | Buffer) {
    const file = path.join(clientDir, url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }

  it("knows the dialog's own chunks and the search index", () => {
    expect(isSearchOnDemandAsset("/assets/SearchDialog-AbCd1234.js")).toBe(true);
    expect(isSearchOnDemandAsset("/assets/SearchDialog-AbCd1234.css")).toBe(true);
    expect(isSearchOnDemandAsset("/pagefind/pagefind.js")).toBe(true);
    expect(isSearchOnDemandAsset("/assets/root-AbCd1234.js")).toBe(false);
  });

  it("fails a page that loads search code or the index up front", () => {
    write("assets/root.js", "export{};");
    write("assets/SearchDialog-AbCd1234.js", "export default 1;");
    write(
      "eager/index.html",
      '<link rel="modulepreload" href="/assets/root.js"><link rel="modulepreload" href="/assets/SearchDialog-AbCd1234.js">',
    );
    write("preloads-index/index.html", '<link rel="preload" href="/pagefind/pagefind-entry.json" as="fetch">');
    write("lazy/index.html", '<link rel="modulepreload" href="/assets/root.js"><a href="/search">Search</a>');

    const eager = measureRoute(clientDir, { path: "/eager", kind: "page" });
    expect(eager.searchUpFront).toEqual(["/assets/SearchDialog-AbCd1234.js"]);
    expect(budgetFailures(eager)[0]).toMatch(/^\/eager: loads search before it is used: \/assets\/SearchDialog/);
    expect(measureRoute(clientDir, { path: "/preloads-index", kind: "page" }).searchUpFront).toEqual([
      "/pagefind/ (referenced in the HTML)",
    ]);
    const lazy = measureRoute(clientDir, { path: "/lazy", kind: "page" });
    expect(lazy.searchUpFront).toEqual([]);
    expect(budgetFailures(lazy)).toEqual([]);
  });

  it("reports what the first search adds: the dialog's new chunks, Pagefind's runtime and the index", () => {
    const code = "let answer = 42;".repeat(100);
    write(
      "assets/SearchDialog-AbCd1234.js",
      `import{a}from"./shared-AbCd1234.js";import{b}from"./jsx-runtime-AbCd1234.js";${code}`,
    );
    write("assets/SearchDialog-EfGh5678.css", ".a{color:red}".repeat(50));
    write("assets/shared-AbCd1234.js", `import"./jsx-runtime-AbCd1234.js";${code}`);
    write("assets/shared-IjKl9012.css", ".b{color:blue}".repeat(50));
    write("assets/jsx-runtime-AbCd1234.js", code);
    write("pagefind/pagefind.js", code);
    write("pagefind/pagefind.js.gz", Buffer.alloc(100));
    write("pagefind/pagefind-worker.js", code);
    write("pagefind/pagefind-worker.js.gz", Buffer.alloc(50));
    write("pagefind/wasm.en-in.pagefind", Buffer.alloc(300));
    write("pagefind/wasm.unknown.pagefind", Buffer.alloc(5000));
    write("pagefind/pagefind-entry.json", "{}");
    write("pagefind/pagefind.en-in_abc.pf_meta", Buffer.alloc(40));
    write("pagefind/index/en-in_1.pf_index", Buffer.alloc(1000));
    write("pagefind/fragment/en-in_2.pf_fragment", Buffer.alloc(200));

    const cost = searchFirstUse(clientDir, new Set(["/assets/jsx-runtime-AbCd1234.js"]));
    expect(cost.uiFiles).toBe(4);
    const gz = (text: string) => gzipSync(text, { level: 9 }).length;
    expect(cost.uiBytes).toBe(
      gz(`import{a}from"./shared-AbCd1234.js";import{b}from"./jsx-runtime-AbCd1234.js";${code}`) +
        gz(`import"./jsx-runtime-AbCd1234.js";${code}`) +
        gz(".a{color:red}".repeat(50)) +
        gz(".b{color:blue}".repeat(50)),
    );
    expect(cost.runtimeBytes).toBe(100 + 50 + gz("{}") + gzipSync(Buffer.alloc(300), { level: 9 }).length);
    expect(cost).toMatchObject({ indexFiles: 3, indexBytes: 1240 });
    expect(formatSearchFirstUse(cost)).toMatch(/loaded on first use only/);
  });
});

describe("the staff console costs public pages nothing", () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "budgets-console-"));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("finds the console's own files in the route manifest and fails a public page that loads one", () => {
    mkdirSync(path.join(clientDir, "assets"), { recursive: true });
    const routes = {
      root: { module: "/assets/root.js", imports: ["/assets/framework.js"], css: ["/assets/root.css"] },
      home: { module: "/assets/home.js", imports: ["/assets/framework.js", "/assets/ui.js"] },
      console: { module: "/assets/console.js", imports: ["/assets/framework.js", "/assets/CsrfField.js"] },
      "console-leads": { module: "/assets/console.leads.js", imports: ["/assets/ui.js"], css: ["/assets/work.css"] },
    };
    writeFileSync(
      path.join(clientDir, "assets", "manifest-1a2b3c4d.js"),
      `window.__reactRouterManifest=${JSON.stringify({ entry: {}, routes, version: "1a2b3c4d" })};`,
    );
    for (const name of ["root", "framework", "home", "ui", "console", "CsrfField", "console.leads"]) {
      writeFileSync(path.join(clientDir, "assets", `${name}.js`), "export{};");
    }
    const consoleOnly = consoleOnlyAssets(clientDir);
    expect([...consoleOnly].sort()).toEqual([
      "/assets/CsrfField.js",
      "/assets/console.js",
      "/assets/console.leads.js",
      "/assets/work.css",
    ]);

    mkdirSync(path.join(clientDir, "leaky"), { recursive: true });
    writeFileSync(
      path.join(clientDir, "leaky", "index.html"),
      '<link rel="modulepreload" href="/assets/ui.js"><link rel="modulepreload" href="/assets/CsrfField.js">',
    );
    const leaky = measureRoute(clientDir, { path: "/leaky", kind: "page" }, consoleOnly);
    expect(leaky.consoleFiles).toEqual(["/assets/CsrfField.js"]);
    expect(budgetFailures(leaky)).toEqual([
      "/leaky: loads the staff console's files: /assets/CsrfField.js (public pages must not)",
    ]);
  });
});
