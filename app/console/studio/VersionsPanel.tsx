import consoleStyles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";
import { pathLabel, valueText } from "./change-labels";
import { VERSIONS_ID } from "./DocumentOutline";
import styles from "./studio.module.css";
import type { FieldChange, VersionView } from "./studio-api";

function kindOf(change: FieldChange): string {
  if (change.before === undefined) return " (added)";
  if (change.after === undefined) return " (removed)";
  return "";
}

/** Field-by-field changes: before struck through, after underlined (labels read out for screen readers). */
export function FieldChanges({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p className={consoleStyles.muted}>No field changed.</p>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.path} className={styles.change}>
          <span className={styles.changeLabel}>
            {pathLabel(change.path)}
            {kindOf(change)}
          </span>
          {change.before !== undefined && (
            <del>
              <span className="visually-hidden">Before: </span>
              {valueText(change.before)}
            </del>
          )}
          {change.after !== undefined && (
            <ins>
              <span className="visually-hidden">After: </span>
              {valueText(change.after)}
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every published version, newest first: who published it and when, what changed from the
 * version before (the repository's content for the first), field by field, and a button that
 * makes it the draft again.
 */
export function VersionsPanel({
  versions,
  neverPublished = false,
  busy,
  onRestore,
}: {
  versions: readonly VersionView[];
  /** An entry created here and not published yet: the site has no version of it to show. */
  neverPublished?: boolean;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const timeZone = useTeamTimeZone();
  return (
    <section id={VERSIONS_ID} className={consoleStyles.panel} aria-labelledby="versions-title">
      <h2 id="versions-title" className={consoleStyles.panelTitle}>
        Versions
      </h2>
      {versions.length === 0 ? (
        <p className={consoleStyles.muted}>
          {neverPublished
            ? "No versions yet: each publish adds one here."
            : "Nothing published from the console yet: the site shows the original version."}
        </p>
      ) : (
        <ol className={styles.versions}>
          {versions.map((version) => (
            <li key={version.version} className={styles.version}>
              <div className={styles.versionHead}>
                <strong>Version {version.version}</strong>
                <span className={consoleStyles.muted}>
                  {version.author}
                  {version.at && (
                    <>
                      , <time dateTime={version.at}>{formatDateTime(version.at, timeZone)}</time>
                    </>
                  )}
                </span>
              </div>
              <details>
                <summary className={styles.summary}>
                  Changes in version {version.version} ({version.changes.length})
                </summary>
                <FieldChanges changes={version.changes} />
              </details>
              <button
                type="button"
                className={`${consoleStyles.quietButton} ${consoleStyles.compact}`}
                disabled={busy}
                onClick={() => onRestore(version.version)}
              >
                Restore version {version.version} as draft
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
