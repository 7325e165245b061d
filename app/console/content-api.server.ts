/**
 * The content studio's JSON API (`/console/api/content…`, resource routes
 * app/routes/console.api.content*.tsx): documents of the registry (app/content/documents/)
 * read from and written to the console's content store through the router context. The
 * server's gate has already checked the session, the role and the CSRF header; each handler
 * checks the role again. Errors are JSON `{ error, code, errors?, latestVersion? }`.
 */
import { data, type RouterContextProvider } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import type { ConsoleCollections } from "#shared/console/collections.ts";
import {
  CONTENT_BODY_LIMIT_BYTES,
  CONTENT_LOCALES,
  type ConsoleContent,
  type ContentRefusal,
  DEFAULT_LOCALE,
  type DocumentKey,
  type PublishedRevision,
  type StoredDocument,
} from "#shared/console/content.ts";
import { roleAllows, STUDIO } from "#shared/console/routes.ts";
import type { Actor } from "#shared/console/staff.ts";
import { contentHash } from "#shared/content/canonical-json.ts";
import { entryPath } from "#shared/content/collections.ts";
import { type FieldChange, jsonChanges } from "#shared/content/json-diff.ts";
import { clientAddressContext, mediaFilesContext } from "#shared/server-context.ts";
import { previewPathOf } from "~/console/studio/preview-paths";
import { entryDocument } from "~/content/documents/collection-entries";
import { jsonSchemaOf } from "~/content/documents/json-schema";
import { type ContentDocument, contentDocuments, findContentDocument } from "~/content/documents/registry";
import { storedProblems } from "~/content/documents/stored-problems.server";
import { type FieldProblem, validateDocument } from "~/content/documents/validation.server";
import { readLimitedBody } from "~/lib/request-body.server";
import { consoleServices, currentSession } from "./session.server";

type Context = Readonly<RouterContextProvider>;

/** An answer other than 2xx, thrown by a handler and sent as JSON. */
export class ApiProblem extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, code: string, error: string, extra: Record<string, unknown> = {}) {
    super(error);
    this.status = status;
    this.body = { error, code, ...extra };
  }
}

/** Runs a handler; an `ApiProblem` becomes its JSON answer. */
export async function answer(run: () => Promise<unknown>, status = 200): Promise<Response> {
  try {
    return Response.json(await run(), { status });
  } catch (error) {
    if (error instanceof ApiProblem) return Response.json(error.body, { status: error.status });
    throw error;
  }
}

export function methodNotAllowed(allowed: string): Response {
  return Response.json(
    { error: `Use ${allowed} for this address.`, code: "method_not_allowed" },
    { status: 405, headers: { Allow: allowed } },
  );
}

export interface Studio {
  store: ConsoleContent;
  collections: ConsoleCollections;
  actor: Actor;
}

/** The store and who is acting, for a member of the studio's roles; 401/403 otherwise. */
export function studioOf(context: Context): Studio {
  const session = currentSession(context);
  if (!session) throw new ApiProblem(401, "unauthenticated", "Sign in to the console first.");
  if (!roleAllows(session.staff.role, STUDIO)) throw new ApiProblem(403, "forbidden", "Your role does not allow this.");
  return {
    store: consoleServices(context).content,
    collections: consoleServices(context).collections,
    actor: { staff: session.staff, ip: context.get(clientAddressContext) },
  };
}

/**
 * The document an address names: the registry's, or an article or story created in the studio.
 * The router has decoded `:id`, and ids are lower case whatever the address's case.
 */
async function documentNamed(context: Context, id: string | undefined): Promise<ContentDocument | undefined> {
  if (id === undefined) return undefined;
  const registered = findContentDocument(id.toLowerCase());
  if (registered) return registered;
  const entry = await consoleServices(context).collections.find(id.toLowerCase());
  return entry ? entryDocument(entry) : undefined;
}

/** The document an address names (`:id`), or 404. */
export async function documentOf(context: Context, id: string | undefined): Promise<ContentDocument> {
  const document = await documentNamed(context, id);
  if (!document) throw new ApiProblem(404, "not_found", `There is no content document "${id ?? ""}".`);
  return document;
}

/** What a write to one document is given: the studio, the document, its key and the JSON body. */
export interface DocumentWrite extends Studio {
  document: ContentDocument;
  key: DocumentKey;
  body: Record<string, unknown>;
  context: Context;
}

/**
 * The action of a write to one document (`/console/api/content/{id}/…`): the method (405
 * otherwise), the studio's roles, the document (404), its key (locale from the query) and the
 * JSON body are checked and read once here; `write`'s answer, or its `ApiProblem`, is the JSON sent.
 */
export function documentWriteAction(method: "POST" | "PUT", write: (input: DocumentWrite) => Promise<unknown>) {
  return ({ request, context, params }: { request: Request; context: Context; params: { id?: string } }) => {
    if (request.method !== method) return methodNotAllowed(method);
    return answer(async () => {
      const studio = studioOf(context);
      const document = await documentOf(context, params.id);
      const key = keyOf(document, request);
      const body = await readJsonObject(request);
      return write({ ...studio, document, key, body, context });
    });
  };
}

/** The content as today's validation leaves it (with the uploads the site holds), or 400 with every problem. */
export async function validContent(context: Context, document: ContentDocument, content: unknown): Promise<unknown> {
  const validation = await validateDocument(document, content, { mediaFiles: context.get(mediaFilesContext) });
  if (!validation.ok) throw invalid(validation.errors);
  return validation.content;
}

/** For a studio page (`/console/content/:id…`): the document, or the console's 404 page. */
export async function documentForPage(context: Context, id: string | undefined): Promise<ContentDocument> {
  const document = await documentNamed(context, id);
  if (!document) throw data({ error: "There is no content document at this address." }, { status: 404 });
  return document;
}

/** Where a document shows on the site (a preview opens there): an entry at its current address. */
export async function pagePathOf(context: Context, document: ContentDocument): Promise<string | undefined> {
  const registered = previewPathOf(document.id);
  if (registered !== undefined || findContentDocument(document.id)) return registered;
  const entry = await consoleServices(context).collections.find(document.id);
  return entry ? entryPath(entry.slug) : undefined;
}

/** The locale asked for (`?locale=`), `en` by default. */
export function localeOf(request: Request): string {
  const locale = new URL(request.url).searchParams.get("locale") ?? DEFAULT_LOCALE;
  if (!CONTENT_LOCALES.includes(locale)) {
    throw new ApiProblem(
      400,
      "invalid_locale",
      `There is no content in the locale "${locale}": use ${CONTENT_LOCALES.join(", ")}.`,
    );
  }
  return locale;
}

export function keyOf(document: ContentDocument, request: Request): DocumentKey {
  return { id: document.id, locale: localeOf(request) };
}

/** A JSON object body of at most `CONTENT_BODY_LIMIT_BYTES`; 413, 415 or 400 otherwise. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    throw new ApiProblem(415, "unsupported_media_type", "Send the body as JSON (Content-Type: application/json).");
  }
  const read = await readLimitedBody(request, CONTENT_BODY_LIMIT_BYTES);
  if (!read.ok) {
    throw new ApiProblem(413, "too_large", `The request is too large (${CONTENT_BODY_LIMIT_BYTES / 1024} KB at most).`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await read.body.text());
  } catch {
    throw new ApiProblem(400, "invalid_json", "The body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiProblem(400, "invalid_json", "The body must be a JSON object.");
  }
  return body as Record<string, unknown>;
}

/** Versions are stored as 32-bit integers on both databases. */
const MAX_VERSION = 2_147_483_647;

/** A version number field of a body: a whole number from 0. */
export function versionField(body: Record<string, unknown>, field: string, optional = false): number | undefined {
  const value = body[field];
  if (value === undefined && optional) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_VERSION) {
    throw invalid([{ path: field, message: `${field} must be a version number (a whole number from 0).` }]);
  }
  return value;
}

export function invalid(errors: FieldProblem[]): ApiProblem {
  const count = errors.length === 1 ? "a problem" : `${errors.length} problems`;
  return new ApiProblem(400, "invalid_content", `The document has ${count}; nothing was saved.`, { errors });
}

export function refused(refusal: ContentRefusal): ApiProblem {
  return new ApiProblem(PROBLEM_STATUS[refusal.code], refusal.code, refusal.message, {
    latestVersion: refusal.latestVersion,
  });
}

/** Version 0: the repository's content, what the site shows while nothing is published. */
export const REPOSITORY_AUTHOR = "Repository";

function repositoryRevision(document: ContentDocument) {
  return { version: 0, content: document.base, author: REPOSITORY_AUTHOR, at: null };
}

const baseHashes = new WeakMap<ContentDocument, Promise<string>>();

/** The hash of the document's repository base in this deploy (what a publish records it was made on). */
export function baseHashOf(document: ContentDocument): Promise<string> {
  let baseHash = baseHashes.get(document);
  if (!baseHash) {
    baseHash = contentHash(document.base);
    baseHashes.set(document, baseHash);
  }
  return baseHash;
}

/**
 * The live version against the repository: whether it differs, and whether a deploy changed
 * the base it was published on (a conflict the editor settles: decision 022). A version that
 * equals today's base (a deploy carried it, `npm run content:pull`) matches and is no conflict.
 */
export async function repositoryState(
  document: ContentDocument,
  published: Pick<PublishedRevision, "hash" | "baseHash"> | null | undefined,
): Promise<{ differs: boolean; baseChanged: boolean }> {
  if (!published) return { differs: false, baseChanged: false };
  const baseHash = await baseHashOf(document);
  const differs = published.hash !== baseHash;
  return { differs, baseChanged: differs && published.baseHash !== null && published.baseHash !== baseHash };
}

export type DocumentStatus = "repository" | "published" | "draft" | "unpublished";

function statusOf(stored: { published: unknown; draft: unknown } | undefined): DocumentStatus {
  if (stored?.draft) return "draft";
  return stored?.published ? "published" : "repository";
}

/**
 * What the studio calls a document: an article's or a story's own title (its draft's, else its live one's) once it
 * has one, rather than its address; a registry document's fixed title.
 */
function titleOf(document: ContentDocument, stored: StoredDocument | undefined): string {
  if (document.base !== null) return document.title;
  const content = (stored?.draft?.content ?? stored?.published?.content) as Record<string, unknown> | undefined;
  const name = content?.title ?? content?.name;
  return typeof name === "string" && name.trim() ? name.trim() : document.title;
}

/** `GET /console/api/content`: every document with its status. */
export async function documentList(studio: Studio, locale: string) {
  const stored = new Map((await studio.store.list(locale)).map((summary) => [summary.id, summary]));
  const entries = await studio.collections.list();
  const pathOf = new Map(entries.map((entry) => [entry.id, entryPath(entry.slug)]));
  const unpublished = new Set(entries.filter((entry) => entry.state === "unpublished").map((entry) => entry.id));
  // Never published, or taken down: visitors do not see it.
  const offSite = new Set(entries.filter((entry) => entry.state !== "published").map((entry) => entry.id));
  const documents = [];
  for (const document of [...contentDocuments, ...entries.map(entryDocument)]) {
    const summary = stored.get(document.id);
    const repository = await repositoryState(document, summary?.published);
    const saved = summary ? await studio.store.read({ id: document.id, locale }) : undefined;
    const problems = summary ? storedProblems(document, saved) : null;
    documents.push({
      id: document.id,
      kind: document.kind,
      locale,
      title: titleOf(document, saved),
      /** The page it shows on (where a preview opens), when there is one. */
      path: previewPathOf(document.id) ?? pathOf.get(document.id) ?? null,
      status: unpublished.has(document.id) && !summary?.draft ? "unpublished" : statusOf(summary),
      /** Whether visitors see it: false for an entry created in the studio and not yet published. */
      live: !offSite.has(document.id),
      /** When it last changed in the studio; null while it is the repository's. */
      updated: summary ? (summary.draft?.at ?? summary.published?.at ?? null) : null,
      /** Who made that change. */
      updatedBy: summary ? (summary.draft?.author ?? summary.published?.author ?? null) : null,
      version: summary?.version ?? 0,
      publishedVersion: summary?.published?.version ?? 0,
      draftVersion: summary?.draft?.version ?? null,
      repository: { differs: repository.differs, conflict: repository.baseChanged },
      /** Whether today's schema rejects its draft or live version. */
      invalid: problems !== null && (problems.draft !== null || problems.published !== null),
    });
  }
  return { documents };
}

/** `GET /console/api/content/{id}`: published (or the repository's) and draft content, with the JSON Schema. */
export async function documentView(
  document: ContentDocument,
  locale: string,
  stored: StoredDocument | undefined,
  versions: readonly PublishedRevision[],
) {
  const published = stored?.published;
  const repository = await repositoryState(document, published);
  return {
    id: document.id,
    kind: document.kind,
    locale,
    title: titleOf(document, stored),
    status: statusOf(stored),
    /** The version a draft save must be based on (`baseVersion`). */
    version: stored?.version ?? 0,
    published: published
      ? { version: published.version, content: published.content, author: published.author, at: published.at }
      : repositoryRevision(document),
    draft: stored?.draft ?? null,
    repository: {
      differs: repository.differs,
      /** A deploy changed the base the live version was published on: the repository's new base against it. */
      conflict:
        published && repository.baseChanged
          ? { published: published.version, changes: jsonChanges(published.content, document.base) }
          : null,
    },
    /** Today's schema's problems with the stored draft and live version (the site shows the newest valid one). */
    invalid: storedProblems(document, stored),
    /** Published versions, newest first (their content and changes: `GET …/versions`). */
    versions: versions.map(({ version, author, at }) => ({ version, author, at })),
    mdxFields: document.mdxFields ?? [],
    fixed: document.fixed ?? [],
    images: document.images ?? [],
    altPictures: document.altPictures ?? {},
    schema: jsonSchemaOf(document),
  };
}

export interface VersionView {
  version: number;
  author: string;
  at: string | null;
  /** Against the version published before it (the repository's content for the first). */
  changes: FieldChange[];
}

/** `GET …/versions`: every published version, newest first, with what it changed. */
export function versionViews(document: ContentDocument, versions: readonly PublishedRevision[]): VersionView[] {
  return versions.map((version, index) => ({
    version: version.version,
    author: version.author,
    at: version.at,
    changes: jsonChanges(versions[index + 1]?.content ?? document.base, version.content),
  }));
}

/** The content of `which` for a diff: a published version, `0` (the repository's) or `draft`. */
export function contentAt(
  document: ContentDocument,
  stored: StoredDocument | undefined,
  versions: readonly PublishedRevision[],
  which: string | null,
  field: string,
): unknown {
  if (which === "draft") {
    if (!stored?.draft) throw new ApiProblem(404, "no_draft", "This document has no draft.");
    return stored.draft.content;
  }
  const number = Number(which);
  if (which === null || which === "" || !Number.isInteger(number) || number < 0 || number > MAX_VERSION) {
    throw invalid([
      { path: field, message: `${field} must be a published version number, 0 (the repository's) or draft.` },
    ]);
  }
  if (number === 0) return document.base;
  const version = versions.find((candidate) => candidate.version === number);
  if (!version) throw new ApiProblem(404, "no_version", `Version ${number} was never published.`);
  return version.content;
}
