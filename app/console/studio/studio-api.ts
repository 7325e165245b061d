/**
 * The studio's client of the content API (`/console/api/content…`, README "Content studio"):
 * the same JSON endpoints scripts use, with the session's CSRF token on every change.
 */
import { CSRF_HEADER } from "#shared/console/staff.ts";

export const CONTENT_API = "/console/api/content";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface ContentRevision {
  version: number;
  content: JsonValue;
  author: string;
  /** When (ISO); null for version 0, the repository's content. */
  at: string | null;
}

/** `GET /console/api/content/{id}`. */
export interface ContentDocument {
  id: string;
  kind: string;
  locale: string;
  title: string;
  /** The highest version handed out: a draft is saved against it (`baseVersion`). */
  version: number;
  /** The live content: the latest published version, or version 0, the repository's. */
  published: ContentRevision;
  draft: ContentRevision | null;
  repository: {
    differs: boolean;
    /** A deploy changed the base the live version was published on: what the repository's new base changes in it. */
    conflict: { published: number; changes: FieldChange[] } | null;
  };
  /** Today's schema's problems with the stored draft and live version (null: none, or valid). */
  invalid: { draft: FieldError[] | null; published: FieldError[] | null };
  /** Top-level fields holding MDX source. */
  mdxFields: string[];
  /** Field patterns the studio may not change (`*`: any one segment, `**`: any number). */
  fixed: string[];
  /** Image fields an editor may replace with an upload (same patterns as `fixed`). */
  images: string[];
  /** Alt texts kept as plain text, by path: the address of the picture each describes. */
  altPictures?: Record<string, string>;
  /** The document's JSON Schema, made from the zod schema the build validates with. */
  schema: Record<string, unknown>;
}

/** One change between two versions (shared/content/json-diff.ts). */
export interface FieldChange {
  /** Dot-separated path ("hero.title"); "" for the whole document. */
  path: string;
  before: unknown;
  after: unknown;
}

/** `GET …/versions`: a published version and what it changed from the one before (or the repository's). */
export interface VersionView {
  version: number;
  author: string;
  at: string | null;
  changes: FieldChange[];
}

export interface FieldError {
  /** Dot-separated path of the field; "" for the whole document. */
  path: string;
  message: string;
  /** Inside MDX text (1-based). */
  line?: number;
  column?: number;
}

/** What an answer of the API means for the studio. */
export type ApiOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; kind: "invalid"; message: string; errors: FieldError[] }
  | { ok: false; kind: "conflict"; message: string }
  | { ok: false; kind: "failed"; message: string; status: number };

/** Field errors of a 400 answer (`errors: [{ path, message, line?, column? }]`). */
export function fieldErrorsOf(body: unknown): FieldError[] {
  const list = typeof body === "object" && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { path, message, line, column } = entry as Record<string, unknown>;
    if (typeof message !== "string") return [];
    return [
      {
        path: typeof path === "string" ? path : "",
        message,
        ...(typeof line === "number" ? { line } : {}),
        ...(typeof column === "number" ? { column } : {}),
      },
    ];
  });
}

function messageOf(body: unknown, fallback: string): string {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === "string" ? error : fallback;
}

interface ApiCall {
  method?: "GET" | "PUT" | "POST";
  body?: unknown;
  csrfToken?: string;
}

/** A call of the content API, by its path below `/console/api/content`. */
export function callContentApi<T>(path: string, call: ApiCall = {}): Promise<ApiOutcome<T>> {
  return callConsoleApi<T>(`${CONTENT_API}${path}`, call);
}

/** A call of any of the studio's JSON endpoints (the content and collections APIs), by its full path. */
export async function callConsoleApi<T>(
  url: string,
  { method = "GET", body, csrfToken }: ApiCall = {},
): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(csrfToken ? { [CSRF_HEADER]: csrfToken } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, kind: "failed", status: 0, message: "The console cannot be reached. Check your connection." };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: answer as T };
  if (response.status === 409) {
    return {
      ok: false,
      kind: "conflict",
      message: messageOf(answer, "Someone else changed this document after you opened it."),
    };
  }
  const errors = fieldErrorsOf(answer);
  if (response.status === 400 && errors.length > 0) {
    return { ok: false, kind: "invalid", errors, message: messageOf(answer, "Some fields need attention.") };
  }
  return {
    ok: false,
    kind: "failed",
    status: response.status,
    message: messageOf(answer, `The console answered ${response.status}. Please try again.`),
  };
}
