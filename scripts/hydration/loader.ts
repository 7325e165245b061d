/**
 * The hydration loader: compiled by scripts/hydration/compile-loader.ts and inlined into every
 * pre-rendered page right after the inert module block that scripts/defer-hydration.ts makes
 * of React Router's hydration script. After the first paint it preloads the block's modules
 * and runs the block as the module script it was.
 */
import { afterFirstPaint } from "./after-first-paint.ts";

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

function runModuleBlock(): void {
  const script = document.createElement("script");
  script.type = "module";
  script.textContent = moduleBlock.textContent;
  document.body.appendChild(script);
}

afterFirstPaint(() => {
  preloadModules((moduleBlock.getAttribute("data-modules") ?? "").split(" "));
  runModuleBlock();
});
