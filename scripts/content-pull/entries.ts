/**
 * `npm run content:pull` for the studio's articles and customer stories (collections, decision
 * 020): each published entry's content goes to `app/content/pulled/entries/<id>.json` (its MDX
 * text to the `.mdx` beside it, its uploads to `public/media/`) and its address and publication
 * to `shared/content/pulled-entries.json`, from which the route table, the build and the lists take
 * it (shared/content/repository-entries.ts). An entry unpublished (or back to a draft) since an
 * earlier pull leaves the repository. An entry today's validation rejects is refused and keeps
 * its files as they were; entries the database does not hold (pulled from another one) are kept.
 */
import path from "node:path";
import type { CollectionEntry, PublishedCollections } from "#shared/console/collections.ts";
import { PULLED_ENTRIES_FILE, type RepositoryEntry } from "#shared/content/repository-entries.ts";
import type { ContentDocument } from "../../app/content/documents/registry.ts";
import type { FieldProblem } from "../../app/content/documents/schema-problems.ts";
import {
  apply,
  type FileChange,
  mediaChanges,
  noMedia,
  type PullOptions,
  type PullResult,
  readText,
  textChange,
  uploadsOf,
} from "./pull.ts";

export interface EntryPullOptions extends Omit<PullOptions, "documents"> {
  collections: Pick<PublishedCollections, "list">;
  /** The entry's content document (`entryDocument`, app/content/documents/collection-entries.ts). */
  documentOf(entry: CollectionEntry): ContentDocument;
  /** The entry's files (app/content/documents/pulled-entries.ts). */
  filesOf(id: string): { json: string; mdx: string };
  /** What its files hold for its published content (app/content/documents/pulled-entries.ts). */
  contentFiles(content: unknown): { json: Record<string, unknown>; mdx: string | undefined };
}

/** What the route table calls the entry: an article's title, a story's customer name. */
function labelOf(entry: CollectionEntry, content: unknown): string {
  const { title, name } = (content ?? {}) as { title?: unknown; name?: unknown };
  const label = entry.collection === "article" ? title : name;
  return typeof label === "string" ? label : entry.slug;
}

async function entryFiles(
  options: EntryPullOptions,
  entry: CollectionEntry,
): Promise<{ changes: FileChange[]; facts?: RepositoryEntry } | { problems: FieldProblem[] }> {
  const files = options.filesOf(entry.id);
  const stored =
    entry.state === "published" ? await options.store.read({ id: entry.id, locale: options.locale }) : undefined;
  const published = stored?.published;
  if (!published) {
    const gone = [
      ...(await textChange(options.root, files.json, undefined, entry.id)),
      ...(await textChange(options.root, files.mdx, undefined, entry.id)),
    ];
    return { changes: gone };
  }
  const content = published.content;
  const problems = await options.validate(options.documentOf(entry), content);
  const uploads = await uploadsOf(content, options.media ?? noMedia, problems);
  if (problems.length > 0) return { problems };
  const { json, mdx } = options.contentFiles(content);
  const jsonText = await options.format(files.json, `${JSON.stringify(json, null, 2)}\n`);
  return {
    changes: [
      ...(await textChange(options.root, files.json, jsonText, entry.id)),
      ...(await textChange(options.root, files.mdx, mdx, entry.id)),
      ...(await mediaChanges(options.root, uploads, entry.id)),
    ],
    facts: {
      id: entry.id,
      collection: entry.collection,
      slug: entry.slug,
      oldSlugs: entry.oldSlugs,
      label: labelOf(entry, content),
      createdAt: entry.createdAt,
      createdBy: entry.createdBy,
      publishedAt: entry.publishedAt ?? published.at,
    },
  };
}

export async function pullEntries(options: EntryPullOptions): Promise<PullResult> {
  const result: PullResult = { pulled: [], changes: [], refused: [] };
  const indexText = await readText(path.join(options.root, PULLED_ENTRIES_FILE));
  const pulledBefore = JSON.parse(indexText ?? "[]") as RepositoryEntry[];
  const stored = await options.collections.list();
  // Entries of another database stay; a refused entry keeps what it had.
  const index = pulledBefore.filter((entry) => !stored.some((known) => known.id === entry.id));
  for (const entry of stored) {
    const outcome = await entryFiles(options, entry);
    if ("problems" in outcome) {
      result.refused.push({ documentId: entry.id, problems: outcome.problems });
      index.push(...pulledBefore.filter((before) => before.id === entry.id));
      continue;
    }
    if (outcome.facts) index.push(outcome.facts);
    if (outcome.changes.length === 0) continue;
    result.pulled.push(entry.id);
    result.changes.push(...outcome.changes);
  }
  index.sort((a, b) => a.id.localeCompare(b.id));
  const nextIndex = await options.format(PULLED_ENTRIES_FILE, `${JSON.stringify(index, null, 2)}\n`);
  result.changes.push(...(await textChange(options.root, PULLED_ENTRIES_FILE, nextIndex, "collections")));
  if (!options.dryRun) for (const change of result.changes) await apply(options.root, change);
  return result;
}
