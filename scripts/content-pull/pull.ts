/**
 * `npm run content:pull`: published documents that differ from the repository, written back
 * into the repository's files so a developer can commit them (decision 022). Per document:
 * the MDX field to its `.mdx` file (verbatim: it is the text that was published), the other
 * fields to `app/content/pulled/<id>.json` (formatted by Biome with the repository's config)
 * when they differ from the content module's value, and the uploaded media its content points
 * at (`/media/…`) to `public/media/`, which the build copies into the site; the studio's published
 * articles and stories likewise (`pullEntries`, ./entries.ts). A document that
 * today's validation rejects is refused with its problems and nothing of it is written.
 *
 * The repository's current base is read from the files under `root` (not from the running
 * registry), so a second run right after the first finds nothing to change.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ConsoleContent } from "#shared/console/content.ts";
import { canonicalJson } from "#shared/content/canonical-json.ts";
import {
  mdxFileOf,
  mdxTextOf,
  pulledFileContent,
  pulledFileOf,
  repositoryBase,
} from "../../app/content/documents/pulled-content.ts";
import type { ContentDocument } from "../../app/content/documents/registry.ts";
import type { FieldProblem } from "../../app/content/documents/schema-problems.ts";

/** Where uploaded media are written: `/media/a/b.avif` → `public/media/a/b.avif`, served by the build as is. */
export const MEDIA_FOLDER = "public/media";

/**
 * An uploaded file as `content:pull` needs it from the media storage: its URL in content
 * (`/media/…`, content-hashed, immutable), its type and bytes, from the media tables
 * (server/media/); `noMedia` holds none.
 */
export interface MediaFile {
  url: string;
  contentType: string;
  body: Uint8Array;
}

export interface MediaSource {
  find(url: string): Promise<MediaFile | undefined>;
}

export const noMedia: MediaSource = { find: async () => undefined };

/** A change to one repository file. */
export interface FileChange {
  file: string;
  action: "write" | "delete";
  documentId: string;
  /** The new text or bytes (absent for a delete). */
  body?: string | Uint8Array;
}

export interface Refusal {
  documentId: string;
  problems: FieldProblem[];
}

export interface PullResult {
  /** Documents whose published content differs from the repository's base. */
  pulled: string[];
  changes: FileChange[];
  refused: Refusal[];
}

export interface PullOptions {
  /** The repository (or a copy of its content files) to compare with and write into. */
  root: string;
  documents: readonly ContentDocument[];
  store: Pick<ConsoleContent, "read">;
  locale: string;
  /** The document's content against today's rules (schema, fixed fields, MDX, links); empty when valid. */
  validate(document: ContentDocument, content: unknown): Promise<FieldProblem[]>;
  /** A JSON file's text as the repository's formatter writes it. */
  format(file: string, text: string): Promise<string>;
  media?: MediaSource;
  /** List what would change without writing. */
  dryRun?: boolean;
}

const MEDIA_URL = /^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

async function readBytes(file: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The module's value with the MDX field read from its file under `root`. */
async function moduleBaseUnder(root: string, document: ContentDocument): Promise<unknown> {
  const moduleBase = document.moduleBase ?? document.base;
  const [field] = document.mdxFields ?? [];
  const mdxFile = mdxFileOf(document);
  if (field === undefined || mdxFile === undefined) return moduleBase;
  const text = await readText(path.join(root, mdxFile));
  return { ...(moduleBase as object), [field]: text ?? (moduleBase as Record<string, unknown>)[field] };
}

/** The document's repository base as the files under `root` make it (what the registry builds from them). */
export async function repositoryBaseUnder(root: string, document: ContentDocument): Promise<unknown> {
  const pulledText = await readText(path.join(root, pulledFileOf(document.id)));
  const pulled = pulledText === undefined ? undefined : (JSON.parse(pulledText) as unknown);
  return repositoryBase(await moduleBaseUnder(root, document), pulled, document.mdxFields);
}

/** An uploaded file's address as content holds it: a field's value, or inside MDX text (`![alt](/media/…)`; a sentence's full stop is not part of it). */
const MEDIA_URL_IN_TEXT = /(?<![\w/.])\/media\/[^\s"'()<>]*[^\s"'()<>.,;:!?]/g;

/** Every `/media/…` URL in the content. */
export function mediaUrlsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") for (const [url] of value.matchAll(MEDIA_URL_IN_TEXT)) found.add(url);
  else if (value && typeof value === "object") for (const item of Object.values(value)) mediaUrlsIn(item, found);
  return found;
}

/** What the repository's files will hold for the published content, and the base they will make. */
function pulledFiles(document: ContentDocument, published: unknown) {
  const mdxFields = document.mdxFields ?? [];
  const moduleBase = document.moduleBase ?? document.base;
  const json = pulledFileContent(moduleBase, published, mdxFields);
  const mdxText = mdxTextOf(published, mdxFields);
  const [mdxField] = mdxFields;
  const withMdx = mdxField === undefined ? moduleBase : { ...(moduleBase as object), [mdxField]: mdxText };
  return { json, mdxText, base: repositoryBase(withMdx, json, mdxFields) };
}

/** The files one published document needs written (none when the repository says it already), or why it is refused. */
async function documentChanges(
  options: PullOptions,
  document: ContentDocument,
  published: unknown,
): Promise<{ changes: FileChange[] } | { problems: FieldProblem[] }> {
  const { root, format, media = noMedia } = options;
  const { json, mdxText, base: next } = pulledFiles(document, published);
  if (canonicalJson(next) === canonicalJson(await repositoryBaseUnder(root, document))) return { changes: [] };

  const problems = await options.validate(document, next);
  const mediaFiles = await uploadsOf(published, media, problems);
  if (problems.length > 0) return { problems };

  const changes: FileChange[] = [];
  const jsonFile = pulledFileOf(document.id);
  const currentJson = await readText(path.join(root, jsonFile));
  if (json === undefined) {
    if (currentJson !== undefined) changes.push({ file: jsonFile, action: "delete", documentId: document.id });
  } else {
    const text = await format(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
    if (text !== currentJson) changes.push({ file: jsonFile, action: "write", documentId: document.id, body: text });
  }
  const mdxFile = mdxFileOf(document);
  if (mdxFile !== undefined && mdxText !== undefined && mdxText !== (await readText(path.join(root, mdxFile)))) {
    changes.push({ file: mdxFile, action: "write", documentId: document.id, body: mdxText });
  }
  changes.push(...(await mediaChanges(root, mediaFiles, document.id)));
  return { changes };
}

/** The uploads the content points at, from the media storage; a missing one is added to `problems`. */
export async function uploadsOf(content: unknown, media: MediaSource, problems: FieldProblem[]): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  for (const url of mediaUrlsIn(content)) {
    const file = MEDIA_URL.test(url) ? await media.find(url) : undefined;
    if (file) files.push(file);
    else problems.push({ path: "", message: `${url}: no uploaded file with this address in the media storage.` });
  }
  return files;
}

/** The uploads to write to `public/media/` (those the repository does not hold with the same bytes). */
export async function mediaChanges(
  root: string,
  files: readonly MediaFile[],
  documentId: string,
): Promise<FileChange[]> {
  const changes: FileChange[] = [];
  for (const file of files) {
    const target = path.posix.join(MEDIA_FOLDER, file.url.slice("/media/".length));
    const current = await readBytes(path.join(root, target));
    if (!current || Buffer.compare(Buffer.from(current), Buffer.from(file.body)) !== 0) {
      changes.push({ file: target, action: "write", documentId, body: file.body });
    }
  }
  return changes;
}

/** A text file's change: written when its text differs, deleted when it should not exist. */
export async function textChange(
  root: string,
  file: string,
  text: string | undefined,
  documentId: string,
): Promise<FileChange[]> {
  const current = await readText(path.join(root, file));
  if (text === undefined) return current === undefined ? [] : [{ file, action: "delete", documentId }];
  return text === current ? [] : [{ file, action: "write", documentId, body: text }];
}

export async function apply(root: string, change: FileChange): Promise<void> {
  const target = path.join(root, change.file);
  if (change.action === "delete") {
    await rm(target, { force: true });
    return;
  }
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, change.body ?? "");
}

export async function pullContent(options: PullOptions): Promise<PullResult> {
  const result: PullResult = { pulled: [], changes: [], refused: [] };
  for (const document of options.documents) {
    const published = (await options.store.read({ id: document.id, locale: options.locale }))?.published;
    if (!published) continue;
    const outcome = await documentChanges(options, document, published.content);
    if ("problems" in outcome) {
      result.refused.push({ documentId: document.id, problems: outcome.problems });
      continue;
    }
    if (outcome.changes.length === 0) continue;
    result.pulled.push(document.id);
    result.changes.push(...outcome.changes);
  }
  if (!options.dryRun) for (const change of result.changes) await apply(options.root, change);
  return result;
}
