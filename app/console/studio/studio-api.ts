/**
 * The studio's client of the content API (`/console/api/content…`, README "Content studio"):
 * the same JSON endpoints scripts use, with the session's CSRF token on every change.
 */
import { CSRF_HEADER } from "#shared/console/staff.ts";
import type { FieldPath, JsonValue } from "./document-diff";

export const CONTENT_API = "/console/api/content";

export interface ContentRevision {
  version: number;
  content: JsonValue;
  author: string | null;
  at: string;
}

export interface ContentDocument {
  id: string;
  kind: string;
  locale: string;
  title: string;
  /** The highest version handed out, when the API says it: a draft is saved against it. */
  version?: number;
  published: ContentRevision;
  draft: ContentRevision | null;
}

export interface FieldError {
  path: FieldPath;
  message: string;
}

/** What an answer of the API means for the studio. */
export type ApiOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; kind: "invalid"; message: string; errors: FieldError[] }
  | { ok: false; kind: "conflict"; message: string }
  | { ok: false; kind: "failed"; message: string; status: number };

/** The latest version of a document: a draft is saved against it, and 409 says it moved on. */
export function latestVersion(document: Pick<ContentDocument, "version" | "published" | "draft">): number {
  return document.version ?? Math.max(document.published.version, document.draft?.version ?? 0);
}

function pathOf(raw: unknown): FieldPath {
  if (Array.isArray(raw)) return raw.filter((key) => typeof key === "string" || typeof key === "number");
  if (typeof raw === "string") {
    return raw
      .replace(/^\//, "")
      .split(/[./]/)
      .filter(Boolean)
      .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  }
  return [];
}

/** Field errors as the API sends them (`errors` or `fieldErrors`: `{ path, message }`). */
export function fieldErrorsOf(body: unknown): FieldError[] {
  if (typeof body !== "object" || body === null) return [];
  const record = body as Record<string, unknown>;
  const list = record.errors ?? record.fieldErrors ?? record.issues;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) =>
    typeof entry === "object" && entry !== null && typeof (entry as { message?: unknown }).message === "string"
      ? [{ path: pathOf((entry as { path?: unknown }).path), message: (entry as { message: string }).message }]
      : [],
  );
}

function messageOf(body: unknown, fallback: string): string {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === "string" ? error : fallback;
}

export async function callContentApi<T>(
  path: string,
  { method = "GET", body, csrfToken }: { method?: "GET" | "PUT" | "POST"; body?: unknown; csrfToken?: string } = {},
): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(`${CONTENT_API}${path}`, {
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
