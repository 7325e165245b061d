/**
 * Whether content may be stored as a document: its schema (the same zod schemas the build
 * validates with), fields the studio may not change, unknown fields, and for MDX fields that
 * the text compiles and renders with the site's MDX pipeline and components, with internal
 * links that lead to pages of the site. Every problem is `{ path, message }` (with line and
 * column inside MDX text), worded for the editor who has to fix it.
 */
import { compile } from "@mdx-js/mdx";
import { MEDIA_FILE_PATTERN, MEDIA_ROOT, type MediaFiles } from "#shared/console/media.ts";
import { jsonChanges } from "#shared/content/json-diff.ts";
import { mdxPipeline } from "#shared/content/mdx-pipeline.ts";
import { documentComponents } from "~/components/prose/mdx-components.server";
import { compileMdxSource } from "~/components/prose/mdx-source.server";
import { renderMdx } from "~/components/prose/render-mdx.server";
import { siteConfig } from "~/config/site";
import { internalLinkSchema } from "../schemas/links";
import type { ContentDocument } from "./registry";
import { type FieldProblem, pathOf, readableIssue } from "./schema-problems";

export type { FieldProblem } from "./schema-problems";

export type DocumentValidation = { ok: true; content: unknown } | { ok: false; errors: FieldProblem[] };

/** Whether a field path matches a pattern: `*` is one segment, `**` any number of them. */
function pathMatches(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === "**") return path.some((_, index) => pathMatches(rest, path.slice(index))) || pathMatches(rest, []);
  const [first, ...tail] = path;
  return first !== undefined && (head === "*" || head === first) && pathMatches(rest, tail);
}

/** Changes to fields the studio may not change (a change below a fixed field counts). */
function fixedFieldProblems(document: ContentDocument, content: unknown): FieldProblem[] {
  const patterns = (document.fixed ?? []).map((pattern) => pattern.split("."));
  if (patterns.length === 0) return [];
  const reported = new Set<string>();
  for (const change of jsonChanges(document.base, content)) {
    const segments = change.path.split(".");
    for (const pattern of patterns) {
      const prefix = segments.findIndex((_, end) => pathMatches(pattern, segments.slice(0, end + 1)));
      if (prefix >= 0) reported.add(segments.slice(0, prefix + 1).join("."));
    }
  }
  return [...reported].map((path) => ({
    path,
    message: "This field cannot be changed in the studio: pages, files or settings depend on it.",
  }));
}

/** Every value in a document with its path, depth first. */
function* entriesOf(value: unknown, path: string[] = []): Generator<[string[], unknown]> {
  yield [path, value];
  if (typeof value !== "object" || value === null) return;
  for (const [key, child] of Object.entries(value)) yield* entriesOf(child, [...path, key]);
}

/** An image's files and the size it claims for them (the full size, or its `small` rendition). */
interface ClaimedRendition {
  path: string[];
  files: Record<string, unknown>;
}

/** The renditions of every image field an editor may replace. */
function claimedRenditions(document: ContentDocument, content: unknown): ClaimedRendition[] {
  const patterns = (document.images ?? []).map((pattern) => pattern.split("."));
  if (patterns.length === 0) return [];
  const found: ClaimedRendition[] = [];
  for (const [path, image] of entriesOf(content)) {
    if (!patterns.some((pattern) => pathMatches(pattern, path)) || typeof image !== "object" || image === null)
      continue;
    found.push({ path, files: image as Record<string, unknown> });
    const small = (image as { small?: unknown }).small;
    if (typeof small === "object" && small !== null) {
      found.push({ path: [...path, "small"], files: small as Record<string, unknown> });
    }
  }
  return found;
}

const FORMATS = ["avif", "webp"] as const;

/**
 * An image field an editor may replace holds files of the repository's (any the document's base
 * names) or uploaded ones (`/media/<hash>.avif`, `.webp`), each in the format its key says; an
 * uploaded file must be stored, and the width and height beside it must be its own, so the page
 * reserves the right space.
 */
async function imageFieldProblems(
  document: ContentDocument,
  content: unknown,
  mediaFiles: MediaFiles | null | undefined,
): Promise<FieldProblem[]> {
  const renditions = claimedRenditions(document, content);
  if (renditions.length === 0) return [];
  const repositoryFiles = new Set<unknown>(
    [...entriesOf(document.base), ...entriesOf(document.imageChoices ?? [])].map(([, value]) => value),
  );
  const problems: FieldProblem[] = [];
  const uploads: { path: string[]; key: string; width: unknown; height: unknown }[] = [];
  for (const { path, files } of renditions) {
    for (const format of FORMATS) {
      const url = files[format];
      if (url === undefined || repositoryFiles.has(url)) continue;
      if (typeof url === "string" && MEDIA_FILE_PATTERN.test(url) && url.endsWith(`.${format}`)) {
        uploads.push({
          path: [...path, format],
          key: url.slice(MEDIA_ROOT.length),
          width: files.width,
          height: files.height,
        });
        continue;
      }
      problems.push({
        path: pathOf([...path, format]),
        message: `Not an image of the site: upload one with the image field (a /media/… ${format.toUpperCase()} file).`,
      });
    }
  }
  if (!mediaFiles || uploads.length === 0) return problems;
  const sizes = await mediaFiles.imageSizes(uploads.map((upload) => upload.key));
  for (const upload of uploads) {
    const size = sizes.get(upload.key);
    if (!size) {
      problems.push({ path: pathOf(upload.path), message: "This uploaded image is not stored here: upload it again." });
    } else if (size.width !== upload.width || size.height !== upload.height) {
      problems.push({
        path: pathOf(upload.path),
        message: `The width and height beside this file must be its own: ${size.width} × ${size.height}.`,
      });
    }
  }
  return problems;
}

/** Fields the schema does not know (they would be dropped silently). */
function unknownFieldProblems(content: unknown, parsed: unknown): FieldProblem[] {
  return jsonChanges(content, parsed)
    .filter((change) => change.after === undefined && change.before !== undefined)
    .map((change) => ({ path: change.path, message: "Not a field of this document." }));
}

interface MdxNode {
  type: string;
  name?: string | null;
  url?: string;
  position?: { start: { line: number; column: number } };
  children?: MdxNode[];
}

function visit(node: MdxNode, each: (node: MdxNode) => void): void {
  each(node);
  for (const child of node.children ?? []) visit(child, each);
}

const COMPONENTS = new Set(Object.keys(documentComponents).filter((name) => /^[A-Z]/.test(name)));

/** The site's components a text may use, and internal links that lead to pages, found while compiling. */
function mdxChecks(field: string, problems: FieldProblem[]) {
  return () => (tree: MdxNode) => {
    visit(tree, (node) => {
      const at = node.position ? { line: node.position.start.line, column: node.position.start.column } : {};
      const isElement = node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
      if (isElement && node.name && /^[A-Z]/.test(node.name) && !COMPONENTS.has(node.name)) {
        problems.push({
          path: field,
          ...at,
          message: `<${node.name}> is not one of the site's components (${[...COMPONENTS].join(", ")}).`,
        });
      }
      if (node.type === "link" && node.url?.startsWith("/")) {
        const link = internalLinkSchema.safeParse(node.url);
        if (!link.success) {
          problems.push({ path: field, ...at, message: `Broken link: ${link.error.issues[0]?.message ?? node.url}.` });
        }
      }
    });
  };
}

function located(field: string, error: unknown): FieldProblem {
  const { line, column, reason, message } = error as {
    line?: number | null;
    column?: number | null;
    reason?: string;
    message?: string;
  };
  const text = reason ?? message ?? String(error);
  return {
    path: field,
    message: line ? `Line ${line}, column ${column ?? 1}: ${text}` : text,
    ...(line ? { line, column: column ?? 1 } : {}),
  };
}

/** Compiles MDX text as the build would, then renders it as the page would. */
async function mdxProblems(field: string, source: string): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  try {
    await compile(source, {
      ...mdxPipeline,
      remarkPlugins: [...mdxPipeline.remarkPlugins, mdxChecks(field, problems)],
    });
  } catch (error) {
    return [located(field, error)];
  }
  if (problems.length > 0) return problems;
  try {
    renderMdx(await compileMdxSource(source), { siteConfig }, documentComponents);
  } catch (error) {
    return [{ path: field, message: `The text compiles but cannot be shown: ${(error as Error).message}` }];
  }
  return [];
}

export interface ValidationOptions {
  /** Stored uploads, to check the images that name them (absent: only their addresses are checked). */
  mediaFiles?: MediaFiles | null;
}

export async function validateDocument(
  document: ContentDocument,
  content: unknown,
  { mediaFiles }: ValidationOptions = {},
): Promise<DocumentValidation> {
  const result = document.schema.safeParse(content, { error: readableIssue });
  const errors: FieldProblem[] = result.success
    ? unknownFieldProblems(content, result.data)
    : result.error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
  errors.push(...fixedFieldProblems(document, content), ...(await imageFieldProblems(document, content, mediaFiles)));
  for (const field of document.mdxFields ?? []) {
    const source = (content as Record<string, unknown> | null)?.[field];
    if (typeof source === "string" && source.trim() !== "") errors.push(...(await mdxProblems(field, source)));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, content };
}
