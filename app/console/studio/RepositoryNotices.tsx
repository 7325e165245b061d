import { useState } from "react";
import consoleStyles from "../console.module.css";
import { pathLabel } from "./change-labels";
import styles from "./studio.module.css";
import { type ContentDocument, type ContentRevision, callContentApi, type FieldError } from "./studio-api";
import { FieldChanges } from "./VersionsPanel";

function Problems({ problems }: { problems: FieldError[] }) {
  return (
    <ul className={styles.problems}>
      {problems.map((problem) => (
        <li key={`${problem.path}:${problem.message}`}>
          <strong>{problem.path === "" ? "The document" : pathLabel(problem.path)}</strong>: {problem.message}
        </li>
      ))}
    </ul>
  );
}

/**
 * Stored versions that today's schema rejects (a deploy changed the schema since they were
 * saved): what is wrong, and what visitors see meanwhile.
 */
export function InvalidVersionsBanner({ invalid }: { invalid: ContentDocument["invalid"] }) {
  if (!invalid.draft && !invalid.published) return null;
  return (
    <section className={`${consoleStyles.notice} ${consoleStyles.noticeError}`} aria-labelledby="invalid-title">
      <h2 id="invalid-title" className={styles.noticeTitle}>
        A stored version no longer fits this document
      </h2>
      <p>
        The site's rules for this document changed in a deploy after this was saved. Visitors see the newest published
        version that fits them (or the repository's). Fix the fields below and publish to settle it.
      </p>
      {invalid.published && (
        <>
          <p>The live version:</p>
          <Problems problems={invalid.published} />
        </>
      )}
      {invalid.draft && (
        <>
          <p>The draft:</p>
          <Problems problems={invalid.draft} />
        </>
      )}
    </section>
  );
}

/**
 * A deploy changed the repository's base of a document that has a published edit: the
 * repository's new base against the published edit, field by field, and the editor's choice.
 * Until they choose, the site keeps showing the published edit.
 */
export function RepositoryConflictPanel({
  document,
  csrfToken,
  busy,
  onResolved,
}: {
  document: ContentDocument;
  csrfToken: string;
  busy: boolean;
  onResolved: (message: string) => void;
}) {
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const conflict = document.repository.conflict;
  if (!conflict) return null;

  async function choose(keep: "published" | "repository") {
    setWorking(true);
    setProblem(null);
    const outcome = await callContentApi<{ published: ContentRevision }>(
      `/${encodeURIComponent(document.id)}/resolve`,
      {
        method: "POST",
        body: { keep, baseVersion: document.version },
        csrfToken,
      },
    );
    setWorking(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    const version = outcome.value.published.version;
    onResolved(
      keep === "published"
        ? `The published edit is live again as version ${version}, now based on the repository's new version.`
        : `The repository's version is live as version ${version}.`,
    );
  }

  return (
    <section className={consoleStyles.notice} aria-labelledby="repository-conflict-title">
      <h2 id="repository-conflict-title" className={styles.noticeTitle}>
        The repository changed this document
      </h2>
      <p>
        A deploy brought a new repository version of this document, and version {conflict.published} published here is
        based on the older one. Visitors still see version {conflict.published}. Choose which to keep.
      </p>
      <details open>
        <summary className={styles.summary}>
          The repository's version against version {conflict.published} ({conflict.changes.length})
        </summary>
        <p className={consoleStyles.muted}>Struck through: the published edit. Underlined: the repository's.</p>
        <FieldChanges changes={conflict.changes} />
      </details>
      {problem && (
        <p role="alert" className={consoleStyles.error}>
          {problem}
        </p>
      )}
      <div className={consoleStyles.actions}>
        <button
          type="button"
          className={consoleStyles.primaryButton}
          disabled={busy || working}
          onClick={() => void choose("published")}
        >
          Keep the published edit
        </button>
        <button
          type="button"
          className={consoleStyles.quietButton}
          disabled={busy || working}
          onClick={() => void choose("repository")}
        >
          Take the repository's version
        </button>
      </div>
    </section>
  );
}
