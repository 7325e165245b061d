/**
 * `virtual:client-chunks`, for the server build: the JavaScript and CSS the client build loads for
 * each route module and each lazily imported module (its chunk, then the chunks it imports
 * statically, each once, as React Router lists a route's), by source path ("app/root.tsx",
 * "app/pages/article/ArticlePage.tsx"), and `entry` for the client entry. React Router puts the
 * matched routes' chunks in a page's head; a lazily imported page (React.lazy) is not among them,
 * so its route hands these to the document (app/lib/lazy-page-assets.server.ts): the server HTML
 * then has its CSS, and its code preloads.
 *
 * React Router builds the client before the server, with the same plugins, so the server build
 * reads what the client build recorded. In development the module is empty: Vite serves each
 * module's CSS itself.
 */
import path from "node:path";
import type { Plugin } from "vite";

const MODULE_ID = "virtual:client-chunks";
const RESOLVED_ID = `\0${MODULE_ID}`;

export interface ChunkAssets {
  scripts: string[];
  styles: string[];
}

/** What the client build says of one chunk. */
export interface ClientChunk {
  imports: readonly string[];
  css: readonly string[];
}

/** A chunk's files and those of the chunks it imports statically (public paths), each once, the chunk's first. */
export function chunkAssets(chunks: ReadonlyMap<string, ClientChunk>, file: string): ChunkAssets {
  const seen: string[] = [];
  const walk = (name: string) => {
    if (seen.includes(name) || !chunks.has(name)) return;
    seen.push(name);
    for (const imported of chunks.get(name)?.imports ?? []) walk(imported);
  };
  walk(file);
  return {
    scripts: seen.map((name) => `/${name}`),
    styles: [...new Set(seen.flatMap((name) => chunks.get(name)?.css ?? []))].map((name) => `/${name}`),
  };
}

export function clientChunksPlugin(): Plugin {
  let root = process.cwd();
  let recorded: Record<string, ChunkAssets> = {};
  return {
    name: "horizon:client-chunks",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const clientChunks = ${this.environment.name === "client" ? "{}" : JSON.stringify(recorded)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = new Map<string, ClientChunk>();
      const chunkOfModule = new Map<string, string>();
      let entry: string | undefined;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.set(output.fileName, { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] });
        for (const moduleId of output.moduleIds) chunkOfModule.set(moduleId, output.fileName);
        if (output.isEntry && output.facadeModuleId && /[\\/]entry\.client\.[jt]sx?$/.test(output.facadeModuleId)) {
          entry = output.fileName;
        }
      }
      recorded = entry ? { entry: chunkAssets(chunks, entry) } : {};
      for (const [moduleId, file] of chunkOfModule) {
        const source = moduleId.split("?")[0] ?? moduleId;
        const info = this.getModuleInfo(moduleId);
        const isRoute = moduleId.includes("?__react-router-build-client-route");
        if (!isRoute && (info?.dynamicImporters ?? []).length === 0) continue;
        recorded[path.relative(root, source).split(path.sep).join("/")] = chunkAssets(chunks, file);
      }
    },
  };
}
