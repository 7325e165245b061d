/**
 * The import rule between the three kinds of code:
 * - `app/`: the pages and their components (browser and pre-rendering); never imports `server/`.
 * - `server/`: the Node server; never imports `app/` (components, pages, content).
 * - `shared/`: what both sides use (validation schemas, content types, the route table,
 *   shared constants); imports only `shared/` and runtime-neutral packages (no `node:`).
 * Both sides import shared code the same way: `#shared/…` (package.json "imports").
 * And no import cycle anywhere in the three zones (type-only imports count too: a cycle of
 * types is still two modules that cannot be understood, or moved, one without the other).
 *
 *   node scripts/import-boundaries.ts   # lists violations and cycles, exits 1 when there are any
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

/** The file an import resolves to among `known`, trying the extensions and index files imports may leave out. */
function resolveFile(target: string, known: ReadonlySet<string>): string | undefined {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** Who imports whom among `files` (packages and files outside the set are left out). */
export function importGraph(files: readonly SourceFile[]): Map<string, string[]> {
  const known = new Set(files.map((file) => file.path));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(file)
      .map((specifier) => resolveFile(resolveSpecifier(file.path, specifier), known))
      .filter((target): target is string => target !== undefined);
    graph.set(file.path, [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * Every group of files that import each other, directly or through others (the strongly
 * connected components of the import graph with more than one file, or a file importing
 * itself; Tarjan's algorithm), each as one cycle through it: `a → b → a`.
 */
export function findCycles(files: readonly SourceFile[]): string[][] {
  const graph = importGraph(files);
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => cycleThrough(component, graph));
}

/** The shortest way from the component's first file back to itself, staying inside the component. */
function cycleThrough(component: readonly string[], graph: ReadonlyMap<string, string[]>): string[] {
  const inside = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
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
  const files = readZoneFiles(process.cwd());
  const violations = findViolations(files);
  for (const { file, specifier, reason } of violations) console.error(`${file}: imports "${specifier}": ${reason}`);
  const cycles = findCycles(files);
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(" → ")}`);
  process.exit(violations.length === 0 && cycles.length === 0 ? 0 : 1);
}
