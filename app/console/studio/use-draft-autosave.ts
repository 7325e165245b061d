/**
 * Drafts save themselves: each change is kept in this browser at once (so leaving, a
 * refused save or a lost connection loses nothing) and sent to the API 800 ms after typing
 * stops, as `PUT …/draft` with the version it was based on. One save is in flight at a time;
 * changes made meanwhile are sent after it. A 409 stops saving until the editor chooses what
 * to do with their text and the other version.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type ContentDocument,
  type ContentRevision,
  callContentApi,
  type FieldError,
  type JsonValue,
} from "./studio-api";

export const SAVE_DELAY_MS = 800;

export type SaveState =
  | { status: "saved"; at: string | null }
  | { status: "pending" }
  | { status: "saving" }
  | { status: "invalid"; errors: FieldError[] }
  | { status: "failed"; message: string }
  | { status: "conflict"; message: string };

/** The answer to `PUT …/draft` and `POST …/restore`. */
export interface SavedDraft {
  version: number;
  draft: ContentRevision;
}

interface LocalCopy {
  baseVersion: number;
  content: JsonValue;
}

const storageKey = (id: string) => `horizon-studio-draft:${id}`;

export function readLocalCopy(id: string): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(storageKey(id));
    return raw ? (JSON.parse(raw) as LocalCopy) : null;
  } catch {
    return null;
  }
}

function writeLocalCopy(id: string, copy: LocalCopy | null): void {
  try {
    if (copy) window.localStorage.setItem(storageKey(id), JSON.stringify(copy));
    else window.localStorage.removeItem(storageKey(id));
  } catch {
    // Storage full or blocked: the text is still in the form and the save goes on.
  }
}

export function useDraftAutosave(document: ContentDocument, csrfToken: string) {
  const [state, setState] = useState<SaveState>({ status: "saved", at: null });
  const baseVersion = useRef(document.version);
  const queued = useRef<JsonValue | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);

  const saveQueued = useCallback(async () => {
    let savedAt: string | null = null;
    while (queued.current !== null && !stopped.current) {
      const content = queued.current;
      queued.current = null;
      setState({ status: "saving" });
      const outcome = await callContentApi<SavedDraft>(`/${encodeURIComponent(document.id)}/draft`, {
        method: "PUT",
        body: { content, baseVersion: baseVersion.current },
        csrfToken,
      });
      if (outcome.ok) {
        baseVersion.current = outcome.value.version;
        savedAt = outcome.value.draft.at;
        continue;
      }
      if (outcome.kind === "conflict") {
        stopped.current = true;
        setState({ status: "conflict", message: outcome.message });
        return;
      }
      // Refused or failed: what was typed stays in the form and in this browser, and is sent again with the next change.
      queued.current ??= content;
      setState(
        outcome.kind === "invalid"
          ? { status: "invalid", errors: outcome.errors }
          : { status: "failed", message: outcome.message },
      );
      return;
    }
    if (stopped.current) return;
    writeLocalCopy(document.id, null);
    setState({ status: "saved", at: savedAt });
  }, [document.id, csrfToken]);

  /** Sends what is waiting, unless a save is running (which sends it when done); resolves when both are done. */
  const send = useCallback((): Promise<void> => {
    running.current ??= saveQueued().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [saveQueued]);

  const change = useCallback(
    (content: JsonValue) => {
      writeLocalCopy(document.id, { baseVersion: baseVersion.current, content });
      if (stopped.current) return;
      queued.current = content;
      setState((previous) => (previous.status === "invalid" ? previous : { status: "pending" }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), SAVE_DELAY_MS);
    },
    [document.id, send],
  );

  /** Saves what is waiting at once ("Save draft", before publishing, again after a failure); resolves when nothing is waiting or in flight. */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await running.current;
    await send();
  }, [send]);

  /** After a publish or restore: the document's new version is the base of the next save. */
  const rebase = useCallback(
    (version: number) => {
      baseVersion.current = version;
      stopped.current = false;
      writeLocalCopy(document.id, null);
      setState({ status: "saved", at: new Date().toISOString() });
    },
    [document.id],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, change, flush, rebase, baseVersion };
}
