/**
 * Reading a request's path as the console's access table spells it. Kept apart from the table
 * (./routes.ts) because the public pages' root asks only whether a path is the console's, and
 * this small module is all their code carries of it.
 */
export const CONSOLE_ROOT = "/console";

/** How React Router reads a data request's path: `/a/b.data`, or `/a/b/_.data` for `/a/b/`. */
function withoutDataSuffix(path: string): { path: string; data: boolean } {
  if (path.endsWith("/_.data")) return { path: path.slice(0, -"_.data".length), data: true };
  if (path.endsWith(".data")) return { path: path.slice(0, -".data".length), data: true };
  return { path, data: false };
}

/** A segment decoded as the router decodes it (an encoded `/` stays inside the segment); undecodable ones stay as sent. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replaceAll("/", "%2F");
  } catch {
    return segment;
  }
}

export interface ConsoleRequestPath {
  /** The path as the access table spells it: `/console/privacy` for `/CONSOLE//%70rivacy/.data`. */
  path: string;
  /** A request for a page's route data (`.data`) rather than the page. */
  data: boolean;
}

/**
 * Any spelling of a path, reduced to the one the access table lists. React Router matches
 * after resolving dot segments, percent-decoding and ignoring case and trailing slashes, so
 * the lookup does all of that too, and more (repeated slashes, an encoded `.data`): a
 * spelling the router would not match only ends up refused. Every check of a console path
 * goes through here, so no spelling can reach a page under another page's access.
 */
export function parseRequestPath(rawPath: string): ConsoleRequestPath {
  let resolved = rawPath;
  try {
    resolved = new URL(`http://console.invalid${rawPath.startsWith("/") ? "" : "/"}${rawPath}`).pathname;
  } catch {
    // Not a URL path at all: looked up as sent, where it matches nothing.
  }
  const decoded = resolved.split("/").map(decodedSegment).join("/").toLowerCase();
  const { path, data } = withoutDataSuffix(decoded);
  return { path: `/${path.split("/").filter(Boolean).join("/")}`, data };
}

/** The console path a request names (in any spelling), or undefined when it is not the console's. */
export function consolePathOf(rawPath: string): ConsoleRequestPath | undefined {
  const parsed = parseRequestPath(rawPath);
  const inConsole = parsed.path === CONSOLE_ROOT || parsed.path.startsWith(`${CONSOLE_ROOT}/`);
  return inConsole ? parsed : undefined;
}

export function isConsolePath(pathname: string): boolean {
  return consolePathOf(pathname) !== undefined;
}
