import { formatDateTime, useTeamTimeZone } from "../format";
import consoleStyles from "../console.module.css";
import { diffDocuments, type JsonValue } from "./document-diff";
import type { ContentRevision } from "./studio-api";
import styles from "./studio.module.css";

function Changes({ before, after }: { before: JsonValue | undefined; after: JsonValue }) {
  if (before === undefined) return <p className={consoleStyles.muted}>The first version kept by the studio.</p>;
  const changes = diffDocuments(before, after);
  if (changes.length === 0) return <p className={consoleStyles.muted}>No field changed.</p>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={JSON.stringify(change.path)} className={styles.change}>
          <span className={styles.changeLabel}>
            {change.label}
            {change.kind === "changed" ? "" : ` (${change.kind})`}
          </span>
          {change.before !== undefined && (
            <del>
              <span className="visually-hidden">Before: </span>
              {change.before || "(empty)"}
            </del>
          )}
          {change.after !== undefined && (
            <ins>
              <span className="visually-hidden">After: </span>
              {change.after || "(empty)"}
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every published version, newest first: who published it and when, what changed from the
 * version before, field by field, and a button that makes it the draft again.
 */
export function VersionsPanel({
  versions,
  busy,
  onRestore,
}: {
  versions: readonly ContentRevision[];
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const timeZone = useTeamTimeZone();
  return (
    <section className={consoleStyles.panel} aria-labelledby="versions-title">
      <h2 id="versions-title" className={consoleStyles.panelTitle}>
        Versions
      </h2>
      {versions.length === 0 ? (
        <p className={consoleStyles.muted}>
          Nothing published from the studio yet: the page shows the repository's version.
        </p>
      ) : (
        <ol className={styles.versions}>
          {versions.map((version, index) => (
            <li key={version.version} className={styles.version}>
              <div className={styles.versionHead}>
                <strong>Version {version.version}</strong>
                <span className={consoleStyles.muted}>
                  {version.author ?? "Repository"}, <time dateTime={version.at}>{formatDateTime(version.at, timeZone)}</time>
                </span>
              </div>
              <details>
                <summary className={styles.summary}>Changes in version {version.version}</summary>
                <Changes before={versions[index + 1]?.content} after={version.content} />
              </details>
              <button
                type="button"
                className={styles.toolButton}
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
