/**
 * The hydration loader: compiled by scripts/hydration/compile-loader.ts and inlined into every
 * pre-rendered page right after the inert module block that scripts/defer-hydration.ts makes
 * of React Router's hydration script. After the first paint it fetches the page's loader data
 * into React Router's stream, preloads the block's modules and runs the block as the module
 * script it was.
 */
import { afterFirstPaint } from "./after-first-paint.ts";

interface ReactRouterContext {
  streamController: ReadableStreamDefaultController<string>;
}

const moduleBlock = document.currentScript!.previousElementSibling as HTMLScriptElement;

/** React Router decodes the stream when it hydrates; a failed fetch errors it, and the page stays as rendered. */
function streamHydrationData(url: string): void {
  const { streamController } = (window as unknown as { __reactRouterContext: ReactRouterContext }).__reactRouterContext;
  fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    })
    .then(
      (text) => {
        streamController.enqueue(text);
        streamController.close();
      },
      (error: unknown) => streamController.error(error),
    );
}

function preloadModules(hrefs: string[]): void {
  for (const href of hrefs) {
    if (!href) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
}

function runModuleBlock(): void {
  const script = document.createElement("script");
  script.type = "module";
  script.textContent = moduleBlock.textContent;
  document.body.appendChild(script);
}

afterFirstPaint(() => {
  streamHydrationData(moduleBlock.getAttribute("data-hydration-data") ?? "");
  preloadModules((moduleBlock.getAttribute("data-modules") ?? "").split(" "));
  runModuleBlock();
});
