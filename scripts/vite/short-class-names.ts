/**
 * Short class names for the CSS modules of a production build: `_0`, `_1`, … `_1z` instead of
 * Vite's `_media_r7x8y_11`, which repeats a file hash and a line number in every class attribute
 * and selector of a page's HTML (its styles are inlined). Numbered names compress far better: the
 * home page's document drops by 1 KB after Brotli, enough to arrive in the first round trip
 * (decision 024).
 *
 * The server build and the client build transform the modules in different orders, and both
 * must name a class alike, so the numbers come from a table made before either build starts:
 * every module's class names, read from the files and sorted (the console's last). A class the table does not know
 * (a file added while a build runs) keeps a long name made from its file and name.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** A class selector once comments, strings and `url(…)` are gone: a dot and a name (not `.5rem`). */
const CLASS_SELECTOR = /\.(-?[A-Za-z_][\w-]*)/g;
const NOT_SELECTORS = /\/\*[\s\S]*?\*\/|"[^"]*"|'[^']*'|url\([^)]*\)/g;

export function classesOf(css: string): string[] {
  const selectors = css.replaceAll(NOT_SELECTORS, "");
  return [...new Set(Array.from(selectors.matchAll(CLASS_SELECTOR), (match) => match[1] as string))];
}

const keyOf = (root: string, file: string, local: string) =>
  `${path
    .relative(root, file.split("?")[0] as string)
    .split(path.sep)
    .join("/")}:${local}`;

/**
 * The console's modules are numbered after every public one: their classes never reach a public page,
 * and a class added to the console then leaves the public pages' names (and their bytes) as they were.
 */
const isStaffOnly = (key: string) => key.startsWith("app/console/");

/** `generateScopedName` for Vite's CSS modules, numbering the classes of `files` (paths under `root`). */
export function shortClassNames(
  root: string,
  files: readonly string[],
  read: (file: string) => string = (file) => readFileSync(file, "utf8"),
): (local: string, file: string) => string {
  const keys = files
    .flatMap((file) => classesOf(read(file)).map((local) => keyOf(root, file, local)))
    .sort((a, b) => Number(isStaffOnly(a)) - Number(isStaffOnly(b)) || (a < b ? -1 : a > b ? 1 : 0));
  const table = new Map(keys.map((key, index) => [key, `_${index.toString(36)}`]));
  return (local, file) => {
    const key = keyOf(root, file, local);
    return table.get(key) ?? `_${local}_${createHash("sha256").update(key).digest("hex").slice(0, 8)}`;
  };
}
