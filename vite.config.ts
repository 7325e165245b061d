import { globSync } from "node:fs";
import path from "node:path";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { mdxPipeline } from "#shared/content/mdx-pipeline.ts";
import { clientChunksPlugin } from "./scripts/vite/client-chunks.ts";
import { shortClassNames } from "./scripts/vite/short-class-names.ts";
import { readSettings } from "./server/settings/settings.ts";

/**
 * React, React DOM and React Router stay in one chunk whatever routes import: left to automatic
 * splitting, the console's routes (which use other parts of React Router) cut the framework into
 * more chunks that every public page then loads (+2 KB gzipped on /resources).
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/**
 * The small script-only building blocks most pages share (hooks, motion helpers, the route table,
 * Vite's preload helper) in one chunk: split apart they were a dozen files of a few hundred bytes,
 * each paying its own request and response headers. Modules with styles stay out: a chunk's CSS
 * is inlined into every page that loads it, and documents must fit the first round trip.
 */
const SITE_KIT =
  /([\\/]app[\\/]lib[\\/]|[\\/]app[\\/]components[\\/]motion[\\/](icons|rotation-control|use-tilt)\.tsx?$|[\\/]shared[\\/]site[\\/]|[\\/]shared[\\/]console[\\/]console-path\.ts$|vite[\\/]preload-helper)/;

/** The visit counter and what it keeps of the visit's sources: every public page loads all of it once interactive. */
const ANALYTICS = /[\\/]app[\\/]analytics[\\/]|[\\/]shared[\\/]analytics[\\/](attribution|beacon)\.ts$/;

/**
 * Pieces the forms' and the scheduler's code share (limits, proof of work, prefill, time zones, the
 * scheduler's days and class names): each was a chunk smaller than its HTTP headers.
 */
const FORM_KIT =
  /[\\/](shared[\\/]forms[\\/]text-limits\.ts|app[\\/]forms[\\/]use-proof-of-work\.ts|app[\\/]scheduler[\\/]prefill\.ts|app[\\/]scheduler[\\/]Scheduler\.module\.css|shared[\\/]scheduling[\\/](zoned-time|slot-days)\.ts)$/;

/** What every page with a form loads as it hydrates: the deferred form and the forms' class names (its own chunk cost more in headers than in code). */
const DEFERRED_FORM = /[\\/]app[\\/]forms[\\/](deferred-form\.tsx|Forms\.module\.css)$/;

const mdxPlugin = mdx(mdxPipeline);

/** Numbered class names in builds (scripts/vite/short-class-names.ts); readable ones while developing. */
function cssModuleNames(command: "build" | "serve") {
  if (command !== "build") return {};
  const root = import.meta.dirname;
  const modules = globSync("app/**/*.module.css", { cwd: root }).map((file) => path.join(root, file));
  return { generateScopedName: shortClassNames(root, modules) };
}

export default defineConfig(({ command }) => ({
  plugins: [
    // Long-form text (articles, legal pages) is written in MDX and rendered to HTML on the server only.
    // An MDX file imported `?raw` (the content studio's document sources) stays text: the MDX plugin
    // drops the query and would compile it into a component.
    {
      enforce: "pre",
      ...mdxPlugin,
      transform(value: string, id: string) {
        return /[?&]raw\b/.test(id) ? null : mdxPlugin.transform.call(this, value, id);
      },
    },
    reactRouter(),
    clientChunksPlugin(),
  ],
  // The site settings the pages are built with (app/config/site.ts), from the one settings module.
  define: { __SITE_SETTINGS__: JSON.stringify(readSettings().site) },
  resolve: { tsconfigPaths: true },
  css: { modules: cssModuleNames(command) },
  build: { assetsInlineLimit: 0 },
  environments: {
    // The server build keeps automatic chunks: a group runs every grouped module's top level when any
    // of them is imported, and some of them (the beacon) only run in a browser.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "site-kit", test: SITE_KIT, priority: 1 },
                { name: "analytics", test: ANALYTICS, priority: 1 },
                { name: "form-kit", test: FORM_KIT, priority: 1 },
                { name: "deferred-form", test: DEFERRED_FORM, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
}));
