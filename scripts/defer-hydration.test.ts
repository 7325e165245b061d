import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, deferHydration, HYDRATION_LOADER } from "./defer-hydration";

const page =
  '<head><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/></head>' +
  '<body><main>Hello</main><script>window.__ctx={}</script><script type="module" async="">import * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script><script>window.__ctx.data=1</script></body>';

describe("deferHydration", () => {
  const result = deferHydration(page);

  it("takes the modulepreload links out of the head (nothing competes with the first paint)", () => {
    expect(result).not.toContain("<link");
    expect(result).toContain("<head></head>");
  });

  it("keeps the module script as an inert data block followed by its loader, in the same place", () => {
    expect(result).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}" data-modules="/assets/entry.client-a.js /assets/root-b.js">import * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script><script>${HYDRATION_LOADER}</script><script>window.__ctx.data=1</script>`,
    );
    expect(result).not.toContain('<script type="module"');
  });

  it("fails loudly when the page has no hydration script (a React Router change)", () => {
    expect(() => deferHydration("<body></body>")).toThrow(/hydration module script/);
  });
});

describe("the hydration loader", () => {
  function runLoader({ hidden = false, paintSupported = true, painted = false } = {}) {
    const appended: { type: string; textContent: string }[] = [];
    const preloaded: { rel: string; href: string }[] = [];
    let observerCallback: (() => void) | undefined;
    const data = {
      textContent: "import('/assets/entry.js')",
      getAttribute: () => "/assets/entry.js /assets/root.js",
    };
    const document = {
      currentScript: { previousElementSibling: data },
      visibilityState: hidden ? "hidden" : "visible",
      createElement: () => ({}),
      head: { appendChild: (element: { rel: string; href: string }) => preloaded.push(element) },
      body: { appendChild: (element: { type: string; textContent: string }) => appended.push(element) },
      addEventListener: () => {},
    };
    class FakeObserver {
      static supportedEntryTypes = paintSupported ? ["paint", "largest-contentful-paint"] : [];
      constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
        observerCallback = () => callback({}, { disconnect() {} });
      }
      observe() {}
    }
    const performance = { getEntriesByType: () => (painted ? [{ name: "first-paint" }] : []) };
    new Function("document", "PerformanceObserver", "performance", "setTimeout", HYDRATION_LOADER)(
      document,
      FakeObserver,
      performance,
      () => 0,
    );
    return { appended, preloaded, paint: () => observerCallback?.() };
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

  it("runs at once when the page is hidden, already painted, or paint timing is unknown", () => {
    expect(runLoader({ hidden: true }).appended).toHaveLength(1);
    expect(runLoader({ painted: true }).appended).toHaveLength(1);
    expect(runLoader({ paintSupported: false }).appended).toHaveLength(1);
  });
});
