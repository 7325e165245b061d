import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_SCRIPT_TYPE,
  deferHydration,
  hydrationDataUrl,
} from "../server/publishing/html/defer-hydration.ts";
import { compileHydrationLoader } from "./hydration/compile-loader";

const LOADER = "/* hydration loader */";

const STREAM = "window.__reactRouterContext.streamController";
const streamScripts = `<!--$--><script>${STREAM}.enqueue("[{\\"a\\":\\u003c1}]");</script><!--$--><script>${STREAM}.enqueue("[2]");</script><script>${STREAM}.close();</script><!--/$--><!--/$-->`;
const streamData = '[{"a":<1}][2]';
const moduleScript = 'import * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");';
const contextScript = "window.__reactRouterContext = {};";
const payload = JSON.stringify({ context: contextScript, module: moduleScript, stream: streamData });
const dataUrl = hydrationDataUrl(payload);
const blockAttributes = `type="${DEFERRED_MODULE_TYPE}" data-modules="/assets/entry.client-a.js /assets/root-b.js" data-hydration-data="${dataUrl}"`;

const page =
  '<head><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/></head>' +
  '<body><main>Hello</main><script>window.__ctx={}</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script>' +
  `${streamScripts}</body>`;

describe("deferHydration", () => {
  const result = deferHydration(page, LOADER).html;

  it("takes the modulepreload links out of the head (nothing competes with the first paint)", () => {
    expect(result).not.toContain("<link");
    expect(result).toContain("<head></head>");
  });

  it("leaves empty inert blocks in the context and module scripts' places, the loader after the module's", () => {
    expect(result).toBe(
      "<head></head><body><main>Hello</main><script>window.__ctx={}</script>" +
        `<script type="${DEFERRED_SCRIPT_TYPE}"></script><script ${blockAttributes}></script>` +
        `<script>${LOADER}</script><!--$--><!--$--><!--/$--><!--/$--></body>`,
    );
  });

  it("moves the context and module scripts and the streamed data (every chunk decoded, in order) to a file named by its content", () => {
    const { hydrationData, createdScripts } = deferHydration(page, LOADER);
    expect(hydrationData).toEqual({ url: dataUrl, text: payload });
    expect(createdScripts).toEqual([contextScript, moduleScript]);
    expect(dataUrl).toMatch(/^\/assets\/hydration-data-[\w-]{12}\.json$/);
    expect(hydrationDataUrl("[3]")).not.toBe(dataUrl);
  });

  it("finds the elements by parsing, whatever their attribute order, quoting or closing", () => {
    const written = `<link href='/assets/a.js' rel=modulepreload><script>${contextScript}</script><script async type="module">import("/assets/a.js")</script>${streamScripts}`;
    const url = hydrationDataUrl(
      JSON.stringify({ context: contextScript, module: 'import("/assets/a.js")', stream: streamData }),
    );
    expect(deferHydration(written, LOADER).html).toBe(
      `<script type="${DEFERRED_SCRIPT_TYPE}"></script><script type="${DEFERRED_MODULE_TYPE}" data-modules="/assets/a.js" data-hydration-data="${url}"></script><script>${LOADER}</script><!--$--><!--$--><!--/$--><!--/$-->`,
    );
  });

  it("leaves text that only looks like the elements alone", () => {
    const lookalike = `<script>var s = '<link rel="modulepreload" href="/x.js"/>';</script><p>${STREAM}.close();</p>`;
    expect(deferHydration(lookalike + page, LOADER).html).toContain(lookalike);
  });

  it("fails loudly when React Router's output changes shape", () => {
    expect(() => deferHydration("<body></body>", LOADER)).toThrow(
      /expected exactly one inline <script type="module">.*found 0.*defer-hydration/,
    );
    const twoModuleScripts = page.replace("</body>", '<script type="module">1</script></body>');
    expect(() => deferHydration(twoModuleScripts, LOADER)).toThrow(/found 2/);
    const noPreloads = page.replaceAll(/<link[^>]*>/g, "");
    expect(() => deferHydration(noPreloads, LOADER)).toThrow(/<link rel="modulepreload" href> elements.*found none/);
    const noData = page.replace(streamScripts, "");
    expect(() => deferHydration(noData, LOADER)).toThrow(/streamController.enqueue.*found none/);
    const unclosed = page.replace(`<script>${STREAM}.close();</script>`, "");
    expect(() => deferHydration(unclosed, LOADER)).toThrow(
      /then window.__reactRouterContext.streamController.close\(\);, found/,
    );
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
    expect(loader.length).toBeLessThan(1664);
  });

  function runLoader({
    hidden = false,
    paintSupported = true,
    painted = false,
    throwing = false,
    dataStatus = 200,
    loadingImages = 0,
    stylesheets = 1,
    stylesheetsLoadAtOnce = true,
  } = {}) {
    const appended: { type?: string; textContent: string }[] = [];
    const fetched: string[] = [];
    const stream: unknown[] = [];
    const streamController = {
      enqueue: (chunk: string) => stream.push(chunk),
      close: () => stream.push("closed"),
      error: (error: Error) => stream.push(`error: ${error.message}`),
    };
    const fetch = async (url: string) => {
      fetched.push(url);
      return {
        ok: dataStatus === 200,
        status: dataStatus,
        json: async () => ({ context: "/* context */", module: "import('/assets/entry.js')", stream: "[1]" }),
      };
    };
    const preloaded: { rel: string; href: string }[] = [];
    const listeners: string[] = [];
    const timeouts: number[] = [];
    const laterTasks: (() => void)[] = [];
    let observerCallback: (() => void) | undefined;
    const imageListeners: Record<string, (() => void)[]> = { load: [], error: [] };
    const images = [
      { complete: true, addEventListener() {} },
      ...Array.from({ length: loadingImages }, () => ({
        complete: false,
        addEventListener: (type: string, listener: () => void) => imageListeners[type]?.push(listener),
      })),
    ];
    const selectors: string[] = [];
    const links = Array.from({ length: stylesheets }, () => {
      const link = {
        onload: null as (() => void) | null,
        onerror: null as (() => void) | null,
        enabled: false,
        set disabled(value: boolean) {
          link.enabled = !value;
          if (!value && stylesheetsLoadAtOnce) queueMicrotask(() => link.onload?.());
        },
      };
      return link;
    });
    const data = {
      textContent: "",
      getAttribute: (name: string) =>
        ({ "data-modules": "/assets/entry.js /assets/root.js", "data-hydration-data": "/assets/data.json" })[name] ??
        null,
    };
    const document = {
      currentScript: { previousElementSibling: data },
      visibilityState: hidden ? "hidden" : "visible",
      createElement: () => ({}),
      head: { appendChild: (element: { rel: string; href: string }) => preloaded.push(element) },
      body: { appendChild: (element: { type?: string; textContent: string }) => appended.push(element) },
      addEventListener: (type: string) => listeners.push(type),
      querySelectorAll: (selector: string) => {
        selectors.push(selector);
        return selector.startsWith("link[disabled]") ? links : images;
      },
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
    new Function(
      "window",
      "document",
      "fetch",
      "PerformanceObserver",
      "performance",
      "setTimeout",
      "MessageChannel",
      loader,
    )(
      { __reactRouterContext: { streamController } },
      document,
      fetch,
      FakeObserver,
      performance,
      (_callback: () => void, delay: number) => timeouts.push(delay),
      // A message ends the task: its listener waits for nextTask().
      class {
        port1 = { onmessage: () => {} };
        port2 = { postMessage: () => laterTasks.push(() => this.port1.onmessage()) };
      },
    );
    const settle = (type: "load" | "error") => imageListeners[type]?.shift()?.();
    return {
      links,
      appended,
      preloaded,
      fetched,
      stream,
      listeners,
      timeouts,
      selectors,
      settle,
      paint: () => observerCallback?.(),
      nextTask: () => laterTasks.shift()?.(),
    };
  }

  it("waits for the first paint, then preloads the modules, fetches the data and runs the module script once", async () => {
    const { appended, preloaded, fetched, stream, paint, nextTask } = runLoader();
    expect(appended).toHaveLength(0);
    expect(preloaded).toHaveLength(0);
    expect(fetched).toHaveLength(0);
    paint();
    paint();
    expect(preloaded).toEqual([
      { rel: "modulepreload", href: "/assets/entry.js" },
      { rel: "modulepreload", href: "/assets/root.js" },
    ]);
    // The requests start in a task of their own, so neither half is a long task on a slow phone.
    expect(fetched).toHaveLength(0);
    nextTask();
    nextTask();
    expect(fetched).toEqual(["/assets/data.json"]);
    await vi.waitFor(() => expect(stream).toEqual(["[1]", "closed"]));
    expect(appended).toEqual([
      { textContent: "/* context */" },
      { type: "module", textContent: "import('/assets/entry.js')" },
    ]);
  });

  it("enables the page's full stylesheets and runs the module only once each has loaded or failed", async () => {
    const { links, appended, fetched, stream, paint, nextTask, selectors } = runLoader({
      stylesheets: 2,
      stylesheetsLoadAtOnce: false,
    });
    paint();
    nextTask();
    expect(fetched).toEqual(["/assets/data.json"]);
    expect(links.map((link) => link.enabled)).toEqual([true, true]);
    // Not the font faces' link: a face added to the page lays out all of its text again.
    expect(selectors).toContain("link[disabled]:not(#font-faces)");
    links[0]?.onload?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(appended).toHaveLength(0);
    links[1]?.onerror?.();
    await vi.waitFor(() => expect(stream).toEqual(["[1]", "closed"]));
    expect(appended).toHaveLength(2);
  });

  it("after the first paint, waits until the priority images have loaded or failed", () => {
    const { fetched, preloaded, paint, settle, selectors, timeouts, nextTask } = runLoader({ loadingImages: 2 });
    paint();
    expect(selectors).toEqual(['img[fetchpriority="high"]']);
    settle("load");
    expect(preloaded).toHaveLength(0);
    settle("error");
    expect(preloaded).toHaveLength(2);
    nextTask();
    expect(fetched).toEqual(["/assets/data.json"]);
    expect(timeouts).toEqual([3000, 3000]);
  });

  it("runs nothing when the data cannot be fetched (the page stays as rendered)", async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    const { fetched, stream, appended, nextTask } = runLoader({ painted: true, dataStatus: 404 });
    nextTask();
    await vi.waitFor(() => expect(rejections).toHaveLength(1));
    process.off("unhandledRejection", onRejection);
    expect(String(rejections[0])).toBe("Error: /assets/data.json 404");
    expect({ fetched, stream, appended }).toEqual({ fetched: ["/assets/data.json"], stream: [], appended: [] });
  });

  it("also starts when the page is hidden before it paints, and after 3 s at the latest", () => {
    const { listeners, timeouts } = runLoader();
    expect(listeners).toEqual(["visibilitychange"]);
    expect(timeouts).toEqual([3000]);
  });

  it("starts at once when the page is hidden, already painted, paint timing is unknown or fails", () => {
    for (const situation of [{ hidden: true }, { painted: true }, { paintSupported: false }, { throwing: true }]) {
      const { preloaded, fetched, nextTask } = runLoader(situation);
      expect(preloaded, JSON.stringify(situation)).toHaveLength(2);
      nextTask();
      expect(fetched, JSON.stringify(situation)).toHaveLength(1);
    }
  });
});
