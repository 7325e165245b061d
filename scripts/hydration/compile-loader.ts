import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";

const LOADER_ENTRY = fileURLToPath(new URL("./loader.ts", import.meta.url));

/** The hydration loader as one minified classic script, ready to inline into a page. */
export async function compileHydrationLoader(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    build: {
      write: false,
      minify: true,
      // A classic script wrapped in a function, so nothing leaks into the page; Vite asks iife builds
      // for a global name even when, as here, the entry exports nothing.
      lib: { entry: LOADER_ENTRY, formats: ["iife"], name: "hydrationLoader" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === "chunk");
  if (!chunk) throw new Error("Compiling the hydration loader produced no script");
  return chunk.code.trim();
}
