/**
 * The import rule between the three kinds of code:
 * - `app/`: the pages and their components (browser and pre-rendering); never imports `server/`.
 * - `server/`: the Node server; never imports `app/` (components, pages, content).
 * - `shared/`: what both sides use (validation schemas, content types, the route table,
 *   shared constants); imports only `shared/` and runtime-neutral packages (no `node:`).
 * Both sides import shared code the same way: `#shared/…` (package.json "imports").
 *
 *   node scripts/import-boundaries.ts   # lists violations, exits 1 when there are any
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export type Zone = "app" | "server" | "shared";

export interface SourceFile {
  /** Repository-relative path with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

const ZONES: readonly Zone[] = ["app", "server", "shared"];

function zoneOf(file: string): Zone | undefined {
  return ZONES.find((zone) => file.startsWith(`${zone}/`));
}

/** The repository path an import points to, or `package:<name>` for a package. */
export function resolveSpecifier(fromFile: string, specifier: string): string {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  if (specifier.startsWith("#shared/")) return `shared/${specifier.slice("#shared/".length)}`;
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return `package:${specifier}`;
}

function importSpecifiers(file: SourceFile): string[] {
  const info = ts.preProcessFile(file.text, true, true);
  return info.importedFiles.map((entry) => entry.fileName);
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function violationOf(file: string, zone: Zone, target: string): string | undefined {
  const targetZone = zoneOf(target);
  if (zone === "app" && targetZone === "server")
    return "UI code must not import server code; move what both need to shared/";
  if (zone === "server" && targetZone === "app") {
    return "server code must not import components, pages or content from app/; move what both need to shared/";
  }
  if (zone === "shared") {
    if (targetZone === "app" || targetZone === "server") return "shared code may import only shared/ and packages";
    if (target.startsWith("package:node:") && !isTest(file))
      return "shared code runs in the browser too: no node: modules";
  }
  return undefined;
}

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const zone = zoneOf(file.path);
    if (!zone) continue;
    for (const specifier of importSpecifiers(file)) {
      const reason = violationOf(file.path, zone, resolveSpecifier(file.path, specifier));
      if (reason) violations.push({ file: file.path, specifier, reason });
    }
  }
  return violations;
}

/** Every TypeScript file of the three zones, read from `root`. */
export function readZoneFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const zone of ZONES) {
    for (const entry of readdirSync(path.join(root, zone), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      files.push({
        path: path.relative(root, absolute).split(path.sep).join("/"),
        text: readFileSync(absolute, "utf8"),
      });
    }
  }
  return files;
}

if (import.meta.main) {
  const violations = findViolations(readZoneFiles(process.cwd()));
  for (const { file, specifier, reason } of violations) console.error(`${file}: imports "${specifier}": ${reason}`);
  process.exit(violations.length === 0 ? 0 : 1);
}
