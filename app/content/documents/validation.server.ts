/**
 * Whether content may be stored as a document: its schema (the same zod schemas the build
 * validates with), fields the studio may not change, unknown fields, and for MDX fields that
 * the text compiles and renders with the site's MDX pipeline and components, with internal
 * links that lead to pages of the site. Every problem is `{ path, message }` (with line and
 * column inside MDX text), worded for the editor who has to fix it.
 */
import { compile } from "@mdx-js/mdx";
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

export async function validateDocument(document: ContentDocument, content: unknown): Promise<DocumentValidation> {
  const result = document.schema.safeParse(content, { error: readableIssue });
  const errors: FieldProblem[] = result.success
    ? unknownFieldProblems(content, result.data)
    : result.error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
  errors.push(...fixedFieldProblems(document, content));
  for (const field of document.mdxFields ?? []) {
    const source = (content as Record<string, unknown> | null)?.[field];
    if (typeof source === "string" && source.trim() !== "") errors.push(...(await mdxProblems(field, source)));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, content };
}
