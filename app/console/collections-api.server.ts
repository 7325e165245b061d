/**
 * The studio's collection endpoints (README, "Content studio"): create an article or customer
 * story, check an address while it is typed, unpublish an entry and move it to a new address.
 * The content of an entry is then edited, published and versioned through the content API like
 * any document. Errors are the content API's JSON problems; slug problems name the field `slug`.
 */
import type { RouterContextProvider } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import type { CollectionEntry, CollectionRefusal } from "#shared/console/collections.ts";
import { DEFAULT_LOCALE } from "#shared/console/content.ts";
import { type CollectionName, entryDocumentId, isCollectionName } from "#shared/content/collections.ts";
import { checkEntrySlugOnSite } from "#shared/content/entry-slugs.ts";
import { entryDocument } from "~/content/documents/collection-entries";
import { findContentDocument } from "~/content/documents/registry";
import { validateDocument } from "~/content/documents/validation.server";
import { ApiProblem, invalid, localeOf, readJsonObject, studioOf } from "./content-api.server";

type Context = Readonly<RouterContextProvider>;

export function collectionOf(name: string | undefined): CollectionName {
  const lower = name?.toLowerCase() ?? "";
  if (!isCollectionName(lower)) {
    throw new ApiProblem(404, "not_found", `There is no collection "${name ?? ""}": use article or story.`);
  }
  return lower;
}

function refusedEntry(refusal: CollectionRefusal): ApiProblem {
  const field = refusal.code.startsWith("slug_") ? { field: "slug" } : {};
  return new ApiProblem(PROBLEM_STATUS[refusal.code], refusal.code, refusal.message, field);
}

function slugField(body: Record<string, unknown>): string {
  if (typeof body.slug !== "string") throw new ApiProblem(400, "slug_format", "slug is missing.", { field: "slug" });
  return body.slug;
}

/** The entry an address names, or 404 (the repository's articles and stories keep their addresses). */
async function entryNamed(context: Context, id: string | undefined): Promise<CollectionEntry> {
  const { collections } = studioOf(context);
  const entry = id === undefined ? undefined : await collections.find(id.toLowerCase());
  if (entry) return entry;
  const repository = id !== undefined && findContentDocument(id.toLowerCase()) !== undefined;
  throw new ApiProblem(
    404,
    "not_found",
    repository
      ? `${id} is the repository's: its address is fixed and it cannot be unpublished from the studio.`
      : `There is no article or story "${id ?? ""}" created in the studio.`,
  );
}

/** `POST /console/api/collections/{collection}` with `{ slug, content }`: the entry and its first draft. */
export async function createEntry(context: Context, request: Request, name: string | undefined) {
  const { collections, actor } = studioOf(context);
  const collection = collectionOf(name);
  const locale = localeOf(request);
  const body = await readJsonObject(request);
  const slug = slugField(body);
  if (!("content" in body)) throw invalid([{ path: "content", message: "content is missing." }]);
  const document = entryDocument({ id: entryDocumentId(collection, slug), collection, slug });
  const validation = await validateDocument(document, body.content);
  if (!validation.ok) throw invalid(validation.errors);
  const created = await collections.create({ collection, slug, content: validation.content, locale }, actor);
  if (!created.ok) throw refusedEntry(created);
  return { entry: created.value };
}

/** `GET /console/api/collections/{collection}/slug-check?slug=&entry=`: whether the address may be used, and why not. */
export async function checkEntrySlug(context: Context, request: Request, name: string | undefined) {
  const { collections } = studioOf(context);
  collectionOf(name);
  const search = new URL(request.url).searchParams;
  const slug = search.get("slug") ?? "";
  const self = search.get("entry") ?? undefined;
  const check = checkEntrySlugOnSite(slug, await collections.list(), self);
  return check.ok ? { ok: true, slug: check.slug } : { ok: false, code: check.code, message: check.message };
}

/** `POST /console/api/content/{id}/unpublish`: the entry's page answers 410 until it is published again. */
export async function unpublishEntry(context: Context, id: string | undefined) {
  const { collections, actor } = studioOf(context);
  const entry = await entryNamed(context, id);
  const unpublished = await collections.unpublish(entry.id, actor);
  if (!unpublished.ok) throw refusedEntry(unpublished);
  return { entry: unpublished.value };
}

/** `PUT /console/api/content/{id}/slug` with `{ slug }`: the new address; a published entry's old one redirects. */
export async function changeEntrySlug(context: Context, request: Request, id: string | undefined) {
  const { collections, actor } = studioOf(context);
  const entry = await entryNamed(context, id);
  const slug = slugField(await readJsonObject(request));
  const changed = await collections.changeSlug(entry.id, slug, actor);
  if (!changed.ok) throw refusedEntry(changed);
  return { entry: changed.value, locale: DEFAULT_LOCALE };
}
