/**
 * Renders every pre-rendered route through React Router's own server build (the production
 * build in BUILD_DIR, default `build`) and checks that its HTML still has the shape that
 * server/publishing/html/defer-hydration.ts and server/publishing/html/inline-css.ts rewrite, then that the rewrite keeps what
 * hydration and the Content-Security-Policy need. When one of these fails after an upgrade,
 * React Router's markup changed: read a page of `build/client` before the rewrite and adapt
 * server/publishing/html/react-router-html.ts and the rewrite to it.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { pageRoutes } from "#shared/site/route-table.ts";
import { DEFERRED_MODULE_TYPE, DEFERRED_SCRIPT_TYPE } from "../server/publishing/html/defer-hydration.ts";
import {
  attributeOf,
  elementsNamed,
  type HtmlElement,
  parseHtml,
  textOf,
} from "../server/publishing/html/html-source.ts";
import { stylesheetReader } from "../server/publishing/html/inline-css.ts";
import { cssForPage, pageUsageOf } from "../server/publishing/html/page-css.ts";
import { inlineScriptHashes, optimisePage } from "../server/publishing/page-pipeline.ts";
import { compileHydrationLoader } from "./hydration/compile-loader.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuildFile = path.join(buildDir, "server", "index.js");

interface RenderedPage {
  path: string;
  html: string;
}

let pages: RenderedPage[] = [];
let hydrationLoader = "";

beforeAll(async () => {
  if (!existsSync(serverBuildFile)) {
    // A fresh checkout (`npm test` runs the unit tests before its build step).
    console.log(`No server build at ${serverBuildFile}: running \`npm run build\` once.`);
    execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  pages = await Promise.all(
    pageRoutes.map(async (route) => {
      const response = await handle(new Request(`http://localhost${route.path}`));
      expect(response.status, `${route.path} should render`).toBe(200);
      return { path: route.path, html: await response.text() };
    }),
  );
  hydrationLoader = await compileHydrationLoader();
}, 300_000);

const inlineScripts = (html: string) =>
  elementsNamed(parseHtml(html), "script").filter((script) => attributeOf(script, "src") === undefined);
const linksWithRel = (html: string, rel: string) =>
  elementsNamed(parseHtml(html), "link").filter((link) => attributeOf(link, "rel") === rel);
const hrefsOf = (links: HtmlElement[]) => links.map((link) => attributeOf(link, "href") ?? "");
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("React Router's pre-rendered HTML", () => {
  it("has exactly one inline <script type=module>, the hydration script of <Scripts/>", () => {
    for (const page of pages) {
      const moduleScripts = inlineScripts(page.html).filter((script) => attributeOf(script, "type") === "module");
      expect(
        moduleScripts.length,
        `${page.path}: React Router rendered ${moduleScripts.length} inline module scripts; defer-hydration.ts keeps exactly one (the hydration script) inert until the first paint`,
      ).toBe(1);
      expect(
        textOf(moduleScripts[0] as HtmlElement),
        `${page.path}: the hydration script no longer imports the client entry`,
      ).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\)/);
    }
  });

  it("preloads the entry and route modules with <link rel=modulepreload href> elements", () => {
    for (const page of pages) {
      const hrefs = hrefsOf(linksWithRel(page.html, "modulepreload"));
      expect(
        hrefs.some((href) => /^\/assets\/entry\.client-[^/]+\.js$/.test(href)),
        `${page.path}: no <link rel="modulepreload"> for the client entry (found ${hrefs.join(", ") || "none"}); defer-hydration.ts moves these links after the first paint`,
      ).toBe(true);
      expect(hrefs.every((href) => /^\/assets\/[^/]+\.js$/.test(href))).toBe(true);
    }
  });

  it("links its CSS with plain <link rel=stylesheet href=/assets/….css> elements (the font faces' with an id)", () => {
    for (const page of pages) {
      const links = linksWithRel(page.html, "stylesheet");
      const plain = links.filter(
        (link) =>
          link.attrs.every(({ name }) => ["rel", "href", "id"].includes(name)) &&
          /^\/assets\/[^#?]+\.css[#?]?$/.test(attributeOf(link, "href") ?? ""),
      );
      expect(
        links.length,
        `${page.path}: React Router rendered no stylesheet link; inline-css.ts inlines them`,
      ).toBeGreaterThan(0);
      expect(
        plain.length,
        `${page.path}: stylesheet links changed shape (${links.map((link) => JSON.stringify(link.attrs)).join(", ")}); inline-css.ts inlines only <link rel="stylesheet" href="/assets/….css"> (and an id)`,
      ).toBe(links.length);
    }
  });
});

describe("the optimised pages", () => {
  const optimise = (page: RenderedPage) =>
    optimisePage(page.path, page.html, stylesheetReader(path.join(buildDir, "client")), hydrationLoader).html;
  const isStreamedData = (script: string) => script.startsWith(":window.__reactRouterContext.streamController.");

  it("keep every other script in its place, the context and module scripts as empty inert blocks, then the loader", () => {
    for (const page of pages) {
      const describeScripts = (html: string) =>
        elementsNamed(parseHtml(html), "script").map(
          (script) => `${attributeOf(script, "type") ?? ""}:${textOf(script)}`,
        );
      const expected = describeScripts(page.html).flatMap((script) => {
        if (isStreamedData(script)) return [];
        if (script.startsWith(":window.__reactRouterContext = ")) return [`${DEFERRED_SCRIPT_TYPE}:`];
        return script.startsWith("module:") ? [`${DEFERRED_MODULE_TYPE}:`, `:${hydrationLoader}`] : [script];
      });
      expect(describeScripts(optimise(page)), page.path).toEqual(expected);
    }
  });

  it("hand the loader, in a file named by its content, the context and module scripts and exactly the data React Router streamed", () => {
    for (const page of pages) {
      const { html, hydrationData, createdScripts } = optimisePage(
        page.path,
        page.html,
        stylesheetReader(path.join(buildDir, "client")),
        hydrationLoader,
      );
      const block = inlineScripts(html).find((script) => attributeOf(script, "type") === DEFERRED_MODULE_TYPE);
      expect(attributeOf(block as HtmlElement, "data-hydration-data"), page.path).toBe(hydrationData.url);
      const streamed: string[] = [];
      const streamController = { enqueue: (chunk: string) => streamed.push(chunk), close() {} };
      for (const script of inlineScripts(page.html).filter((script) => isStreamedData(`:${textOf(script)}`))) {
        new Function("window", textOf(script))({ __reactRouterContext: { streamController } });
      }
      const hydrationScript = inlineScripts(page.html).find((script) => attributeOf(script, "type") === "module");
      const contextScript = inlineScripts(page.html).find((script) =>
        textOf(script).startsWith("window.__reactRouterContext = "),
      );
      const payload = {
        context: textOf(contextScript as HtmlElement),
        module: textOf(hydrationScript as HtmlElement),
        stream: streamed.join(""),
      };
      expect(JSON.parse(hydrationData.text), page.path).toEqual(payload);
      expect(createdScripts, page.path).toEqual([payload.context, payload.module]);
    }
  });

  it("hand the loader the preloads to re-create, and keep no modulepreload link", () => {
    for (const page of pages) {
      const optimised = optimise(page);
      const block = inlineScripts(optimised).find((script) => attributeOf(script, "type") === DEFERRED_MODULE_TYPE);
      expect(attributeOf(block as HtmlElement, "data-modules"), page.path).toBe(
        hrefsOf(linksWithRel(page.html, "modulepreload")).join(" "),
      );
      expect(linksWithRel(optimised, "modulepreload"), page.path).toEqual([]);
    }
  });

  it("inline every stylesheet right before its disabled link, with the rules the page's markup can use", () => {
    const clientDir = path.join(buildDir, "client");
    for (const page of pages) {
      const stylesheets = hrefsOf(linksWithRel(page.html, "stylesheet")).map((href) =>
        stylesheetReader(clientDir)(href.split(/[#?]/)[0] ?? ""),
      );
      const usage = pageUsageOf(page.html + stylesheets.join(""));
      const document = parseHtml(optimise(page));
      const links = elementsNamed(document, "link").filter((link) => attributeOf(link, "rel") === "stylesheet");
      expect(links.length, page.path).toBe(linksWithRel(page.html, "stylesheet").length);
      for (const link of links) {
        expect(attributeOf(link, "disabled"), page.path).toBe("");
        const siblings = link.parentNode?.childNodes ?? [];
        const style = siblings[siblings.indexOf(link) - 1] as HtmlElement | undefined;
        expect(style?.tagName, page.path).toBe("style");
        const href = attributeOf(link, "href")?.split(/[#?]/)[0] ?? "";
        expect(textOf(style as HtmlElement), page.path).toBe(
          cssForPage(stylesheetReader(clientDir)(href), usage).trim(),
        );
      }
    }
  });

  it("allow, by hash, the loader, the module script it creates and every other script the page runs", () => {
    for (const page of pages) {
      const optimised = optimisePage(
        page.path,
        page.html,
        stylesheetReader(path.join(buildDir, "client")),
        hydrationLoader,
      );
      const hashes = inlineScriptHashes(optimised.html, optimised.createdScripts);
      const hydrationScript = inlineScripts(page.html).find((script) => attributeOf(script, "type") === "module");
      expect(hashes, page.path).toContain(sha256(textOf(hydrationScript as HtmlElement)));
      expect(hashes, page.path).toContain(sha256(hydrationLoader));
      for (const script of inlineScripts(page.html)) {
        const runs = !isStreamedData(`:${textOf(script)}`) && attributeOf(script, "type") !== "application/ld+json";
        if (runs) expect(hashes, page.path).toContain(sha256(textOf(script)));
      }
    }
  });
});
