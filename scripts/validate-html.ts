/**
 * Validates every pre-rendered HTML page of a build with the Nu Html Checker (the `vnu-jar` package,
 * run on Java) and fails when it reports an error. Warnings are counted, not fatal.
 *
 *   node scripts/validate-html.ts            # BUILD_DIR selects the build (default: build)
 *
 * Java comes from Debian's default-jre-headless (the test command installs it when missing); JAVA
 * or JAVA_HOME point elsewhere.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pageRoutes } from "#shared/site/route-table.ts";
import { htmlFileFor } from "./check-budgets.ts";

export interface VnuMessage {
  type: "error" | "info" | "non-document-error" | string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/** The checker's JSON report (it writes it to stderr). */
export function parseVnuReport(output: string): VnuMessage[] {
  const start = output.indexOf("{");
  if (start === -1) throw new Error(`The HTML checker printed no JSON report:\n${output.slice(0, 2000)}`);
  const report = JSON.parse(output.slice(start)) as { messages?: VnuMessage[] };
  return report.messages ?? [];
}

export function isError(message: VnuMessage): boolean {
  return message.type === "error" || message.type === "non-document-error" || message.subType === "fatal";
}

/** The CSS declaration around a 1-based line and column of a document, e.g. "max-width:calc(1px + var(--x))". */
export function cssDeclarationAt(source: string, line: number, column: number): string {
  let offset = 0;
  for (let current = 1; current < line; current++) offset = source.indexOf("\n", offset) + 1;
  const at = offset + column - 1;
  const start = Math.max(source.lastIndexOf("{", at), source.lastIndexOf(";", at)) + 1;
  const ends = [source.indexOf(";", at), source.indexOf("}", at)].filter((index) => index !== -1);
  return source.slice(start, ends.length > 0 ? Math.min(...ends) : undefined).trim();
}

const CSS_MATH_TYPE_ERROR = /^CSS: “[^”]+”: (The types are incompatible|One operand must be a number|Invalid type)/;

/**
 * The checker's bundled CSS validator cannot type var() inside calc()/min()/max() and reports
 * valid declarations such as `max-width: calc(780px + 2 * var(--pad))` as type errors
 * (validator/validator#1284). Such a message is dropped only when the declaration it points at uses var().
 */
export function isCssVarFalsePositive(message: VnuMessage, source: string): boolean {
  if (!CSS_MATH_TYPE_ERROR.test(message.message) || !message.lastLine || !message.lastColumn) return false;
  return cssDeclarationAt(source, message.lastLine, message.lastColumn).includes("var(");
}

const CONTAINER_QUERY_GAP =
  /^CSS: (Unrecognized at-rule “@container”|“container(-type|-name)?”: Property “container(-type|-name)?” doesn't exist\.?)$/;

/**
 * The checker's bundled CSS validator predates CSS container queries (CSS Containment Level 3,
 * supported by every current browser) and reports `@container` and `container-type` as unknown.
 * Only those exact messages are dropped.
 */
export function isContainerQueryGap(message: VnuMessage): boolean {
  return CONTAINER_QUERY_GAP.test(message.message);
}

/** "path:line:column: message" plus the offending extract. */
export function formatMessage(message: VnuMessage, root: string): string {
  const file = message.url?.startsWith("file:") ? path.relative(root, fileURLToPath(message.url)) : (message.url ?? "");
  const position = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 0}` : "";
  const extract = message.extract ? `\n      ${message.extract.replaceAll("\n", " ").trim().slice(0, 200)}` : "";
  return `${file}${position}: ${message.message}${extract}`;
}

export function findJava(): string | undefined {
  const candidates = [
    process.env.JAVA,
    process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "java") : undefined,
    "/usr/bin/java",
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const onPath = spawnSync("java", ["-version"], { stdio: "ignore" });
  return onPath.status === 0 ? "java" : undefined;
}

function main(): number {
  const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  const clientDir = path.join(buildDir, "client");
  const files = pageRoutes.map((route) => path.join(clientDir, htmlFileFor(route.path)));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`Pre-rendered pages missing (run \`npm run build\` first):\n  ${missing.join("\n  ")}`);
    return 1;
  }
  const java = findJava();
  if (!java) {
    console.error("Java is required for the Nu Html Checker: apt-get install default-jre-headless (or set JAVA_HOME).");
    return 1;
  }
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const result = spawnSync(java, ["-Xss4m", "-jar", jar, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    console.error(`Could not run the HTML checker: ${result.error.message}`);
    return 1;
  }
  const sources = new Map<string, string>();
  const sourceOf = (url = "") => {
    if (!url.startsWith("file:")) return "";
    const file = fileURLToPath(url);
    if (!sources.has(file)) sources.set(file, readFileSync(file, "utf8"));
    return sources.get(file) ?? "";
  };
  const messages = parseVnuReport(`${result.stderr}${result.stdout}`).filter(
    (message) => !isCssVarFalsePositive(message, sourceOf(message.url)) && !isContainerQueryGap(message),
  );
  const errors = messages.filter(isError);
  const warnings = messages.filter((message) => !isError(message));
  for (const message of errors) console.error(`error: ${formatMessage(message, clientDir)}`);
  if (process.env.VERBOSE)
    for (const message of warnings) console.warn(`${message.subType ?? "info"}: ${formatMessage(message, clientDir)}`);
  console.log(
    `HTML validation: ${files.length} pages, ${errors.length} error(s), ${warnings.length} warning(s)${
      warnings.length && !process.env.VERBOSE ? " (VERBOSE=1 lists warnings)" : ""
    }`,
  );
  return errors.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exit(main());
