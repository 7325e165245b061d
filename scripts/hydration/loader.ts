/**
 * The hydration loader: compiled by scripts/hydration/compile-loader.ts and inlined into every
 * pre-rendered page right after the inert block that scripts/defer-hydration.ts leaves in place
 * of React Router's hydration script. After the first paint it preloads the modules the block
 * lists, fetches the block's file (the hydration module script and the loader data), hands the
 * data to React Router's stream and runs the module script.
 */
import { afterFirstPaint } from "./after-first-paint.ts";

interface ReactRouterContext {
  streamController: ReadableStreamDefaultController<string>;
}

/** Matches HydrationPayload in scripts/defer-hydration.ts. */
interface HydrationPayload {
  module: string;
  stream: string;
}

const moduleBlock = document.currentScript!.previousElementSibling as HTMLScriptElement;

function preloadModules(hrefs: string[]): void {
  for (const href of hrefs) {
    if (!href) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
}

function runModule(code: string): void {
  const script = document.createElement("script");
  script.type = "module";
  script.textContent = code;
  document.body.appendChild(script);
}

/** React Router decodes the stream when it hydrates; a failed fetch errors it, and the page stays as rendered. */
function hydrate(url: string): void {
  const { streamController } = (window as unknown as { __reactRouterContext: ReactRouterContext }).__reactRouterContext;
  fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<HydrationPayload>;
    })
    .then(
      ({ module, stream }) => {
        streamController.enqueue(stream);
        streamController.close();
        runModule(module);
      },
      (error: unknown) => streamController.error(error),
    );
}

afterFirstPaint(() => {
  preloadModules((moduleBlock.getAttribute("data-modules") ?? "").split(" "));
  hydrate(moduleBlock.getAttribute("data-hydration-data") ?? "");
});
