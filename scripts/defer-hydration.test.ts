import { beforeAll, describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, deferHydration } from "./defer-hydration";
import { compileHydrationLoader } from "./hydration/compile-loader";

const LOADER = "/* hydration loader */";

const page =
  '<head><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/></head>' +
  '<body><main>Hello</main><script>window.__ctx={}</script><script type="module" async="">import * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script><script>window.__ctx.data=1</script></body>';

describe("deferHydration", () => {
  const result = deferHydration(page, LOADER);

  it("takes the modulepreload links out of the head (nothing competes with the first paint)", () => {
    expect(result).not.toContain("<link");
    expect(result).toContain("<head></head>");
  });

  it("keeps the module script as an inert data block followed by its loader, in the same place", () => {
    expect(result).toBe(
      "<head></head><body><main>Hello</main><script>window.__ctx={}</script>" +
        `<script type="${DEFERRED_MODULE_TYPE}" data-modules="/assets/entry.client-a.js /assets/root-b.js">import * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script>` +
        `<script>${LOADER}</script><script>window.__ctx.data=1</script></body>`,
    );
  });

  it("finds the elements by parsing, whatever their attribute order, quoting or closing", () => {
    const written = `<link href='/assets/a.js' rel=modulepreload><script async type="module">import("/assets/a.js")</script>`;
    expect(deferHydration(written, LOADER)).toBe(
      `<script type="${DEFERRED_MODULE_TYPE}" data-modules="/assets/a.js">import("/assets/a.js")</script><script>${LOADER}</script>`,
    );
  });

  it("leaves text that only looks like the elements alone", () => {
    const lookalike = '<script>var s = \'<link rel="modulepreload" href="/x.js"/>\';</script>';
    expect(deferHydration(lookalike + page, LOADER)).toContain(lookalike);
  });

  it("fails loudly when React Router's output changes shape", () => {
    expect(() => deferHydration("<body></body>", LOADER)).toThrow(
      /expected exactly one inline <script type="module">.*found 0.*defer-hydration/,
    );
    const twoModuleScripts = page.replace("</body>", '<script type="module">1</script></body>');
    expect(() => deferHydration(twoModuleScripts, LOADER)).toThrow(/found 2/);
    const noPreloads = page.replaceAll(/<link[^>]*>/g, "");
    expect(() => deferHydration(noPreloads, LOADER)).toThrow(/<link rel="modulepreload" href> elements.*found none/);
  });

  it("refuses a loader that would end its script element early", () => {
    expect(() => deferHydration(page, 'document.write("</script>")')).toThrow(/must not contain "<\/script"/);
  });
});

describe("the compiled hydration loader", () => {
  let loader = "";
  beforeAll(async () => {
    loader = await compileHydrationLoader();
  });

  it("is one minified classic script that leaks no globals", () => {
    expect(loader).toMatch(/^\((function\(\)|\(\)=>)\{.*\}\)\(\);?$/s);
    expect(loader).not.toMatch(/\bimport\b|\bexport\b|\n/);
    expect(loader.length).toBeLessThan(1024);
  });

  function runLoader({ hidden = false, paintSupported = true, painted = false, throwing = false } = {}) {
    const appended: { type: string; textContent: string }[] = [];
    const preloaded: { rel: string; href: string }[] = [];
    const listeners: string[] = [];
    const timeouts: number[] = [];
    let observerCallback: (() => void) | undefined;
    const data = {
      textContent: "import('/assets/entry.js')",
      getAttribute: (name: string) => (name === "data-modules" ? "/assets/entry.js /assets/root.js" : null),
    };
    const document = {
      currentScript: { previousElementSibling: data },
      visibilityState: hidden ? "hidden" : "visible",
      createElement: () => ({}),
      head: { appendChild: (element: { rel: string; href: string }) => preloaded.push(element) },
      body: { appendChild: (element: { type: string; textContent: string }) => appended.push(element) },
      addEventListener: (type: string) => listeners.push(type),
    };
    class FakeObserver {
      static supportedEntryTypes = paintSupported ? ["paint", "largest-contentful-paint"] : [];
      constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
        if (throwing) throw new TypeError("no observer");
        observerCallback = () => callback({}, { disconnect() {} });
      }
      observe() {}
    }
    const performance = { getEntriesByType: () => (painted ? [{ name: "first-paint" }] : []) };
    new Function("document", "PerformanceObserver", "performance", "setTimeout", loader)(
      document,
      FakeObserver,
      performance,
      (_callback: () => void, delay: number) => timeouts.push(delay),
    );
    return { appended, preloaded, listeners, timeouts, paint: () => observerCallback?.() };
  }

  it("waits for the first paint, then preloads the modules and runs the module script once", () => {
    const { appended, preloaded, paint } = runLoader();
    expect(appended).toHaveLength(0);
    expect(preloaded).toHaveLength(0);
    paint();
    paint();
    expect(preloaded).toEqual([
      { rel: "modulepreload", href: "/assets/entry.js" },
      { rel: "modulepreload", href: "/assets/root.js" },
    ]);
    expect(appended).toEqual([{ type: "module", textContent: "import('/assets/entry.js')" }]);
  });

  it("also starts when the page is hidden before it paints, and after 3 s at the latest", () => {
    const { listeners, timeouts } = runLoader();
    expect(listeners).toEqual(["visibilitychange"]);
    expect(timeouts).toEqual([3000]);
  });

  it("runs at once when the page is hidden, already painted, paint timing is unknown or fails", () => {
    expect(runLoader({ hidden: true }).appended).toHaveLength(1);
    expect(runLoader({ painted: true }).appended).toHaveLength(1);
    expect(runLoader({ paintSupported: false }).appended).toHaveLength(1);
    expect(runLoader({ throwing: true }).appended).toHaveLength(1);
  });
});
