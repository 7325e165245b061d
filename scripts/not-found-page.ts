/**
 * The not-found page, rendered once at build time from the server build (the home
 * page with a notice), so the server answers unknown paths from memory instead of
 * rendering React for every request.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/** The file in build/client, next to the pre-rendered pages (HTML is never served as a static file). */
export const NOT_FOUND_FILE = "404.html";

export async function renderNotFoundPage(buildDir: string, origin: string): Promise<string> {
  // Loaded only now, like the server build: React and React DOM must load in the same mode
  // (NODE_ENV), which an earlier step of the build (Vite) may have set.
  const { createRequestHandler, RouterContextProvider } = await import("react-router");
  const serverEntry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
  const build = (await import(serverEntry)) as ServerBuild;
  const response = await createRequestHandler(build, "production")(
    new Request(`${origin}/404`),
    new RouterContextProvider(),
  );
  const html = await response.text();
  if (response.status !== 404) throw new Error(`The not-found page rendered with status ${response.status}:\n${html}`);
  return html;
}
