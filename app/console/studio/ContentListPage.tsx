import { Form, Link } from "react-router";
import consoleStyles from "../console.module.css";
import { formatShortDateTime, useTeamTimeZone } from "../format";
import { humanize } from "./change-labels";
import styles from "./studio.module.css";

export interface ContentListEntry {
  id: string;
  title: string;
  kind: string;
  /** "draft": a draft waits to be published; "published": the studio's version is live; "repository": never edited. */
  status: string;
  /** Whether the live version differs from the repository's files. */
  differsFromRepository: boolean;
  /** A deploy changed the repository's version under a published edit: the editor must choose. */
  repositoryConflict: boolean;
  /** Today's schema rejects its draft or live version. */
  invalid: boolean;
  updated: string | null;
  /** The page it shows on, when there is one. */
  path: string | null;
}

const STATUS_LABELS: Record<string, string> = {
  draft: "Draft pending",
  published: "Published",
  repository: "Not edited",
  unpublished: "Unpublished",
};

/** A title without its group's name in front ("SEO: Home" under SEO reads "Home"). */
function titleInGroup(title: string, group: string): string {
  const prefix = new RegExp(`^${humanize(group).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*[:›·–—-]\\s*`, "i");
  const shortened = title.replace(prefix, "");
  return shortened === "" ? title : shortened;
}

function matches(entry: ContentListEntry, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${entry.title} ${entry.id} ${entry.kind}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** Documents grouped by kind, with their status and last change; a search narrows them (in the address, so it survives a reload). */
export function ContentListPage({
  documents,
  query,
  kind,
}: {
  documents: ContentListEntry[];
  query: string;
  kind: string;
}) {
  const timeZone = useTeamTimeZone();
  const kinds = [...new Set(documents.map((entry) => entry.kind))];
  const shown = documents.filter((entry) => matches(entry, query) && (kind === "" || entry.kind === kind));
  const groups = kinds
    .map((name) => ({ name, entries: shown.filter((entry) => entry.kind === name) }))
    .filter((group) => group.entries.length > 0);
  return (
    <>
      <div className={consoleStyles.pageHeader}>
        <div>
          <h1 className={consoleStyles.title}>Content</h1>
          <p className={consoleStyles.lede}>Every piece of copy on the site; changes go live when you publish.</p>
        </div>
        <div className={consoleStyles.actions}>
          <Link className={consoleStyles.quietButton} to="/console/content/new/article">
            New article
          </Link>
          <Link className={consoleStyles.quietButton} to="/console/content/new/story">
            New customer story
          </Link>
        </div>
      </div>
      <Form method="get" className={styles.search} role="search" aria-label="Documents">
        <div className={consoleStyles.field}>
          <label htmlFor="content-query">Search</label>
          <input
            id="content-query"
            name="q"
            type="search"
            className={consoleStyles.input}
            defaultValue={query}
            placeholder="Title or address"
          />
        </div>
        <div className={consoleStyles.field}>
          <label htmlFor="content-kind">Kind</label>
          <select id="content-kind" name="kind" className={consoleStyles.input} defaultValue={kind}>
            <option value="">All kinds</option>
            {kinds.map((name) => (
              <option key={name} value={name}>
                {humanize(name)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.searchButton}>
          <button type="submit" className={consoleStyles.primaryButton}>
            Show
          </button>
        </div>
      </Form>
      <p role="status" className={`${consoleStyles.muted} ${consoleStyles.gapBelow}`}>
        {shown.length === documents.length
          ? `${documents.length} documents`
          : `${shown.length} of ${documents.length} documents`}
      </p>
      {groups.map((group) => (
        <section key={group.name} className={styles.kindSection} aria-labelledby={`kind-${group.name}`}>
          <h2 id={`kind-${group.name}`} className={consoleStyles.sectionTitle}>
            {humanize(group.name)} <span className={styles.groupCount}>{group.entries.length}</span>
          </h2>
          <ul className={styles.docList}>
            {group.entries.map((entry) => (
              <li key={entry.id} className={styles.docRow}>
                <div>
                  <Link className={styles.docTitle} to={`/console/content/${encodeURIComponent(entry.id)}`}>
                    {titleInGroup(entry.title, group.name)}
                  </Link>
                  {entry.path && <div className={styles.docMeta}>{entry.path}</div>}
                </div>
                <div>
                  <div className={styles.badges}>
                    {entry.status === "repository" ? (
                      <span className="visually-hidden">{STATUS_LABELS.repository}</span>
                    ) : (
                      <span
                        className={`${consoleStyles.badge} ${entry.status === "draft" ? styles.draftBadge : styles.liveBadge}`}
                      >
                        {STATUS_LABELS[entry.status] ?? humanize(entry.status)}
                      </span>
                    )}
                    {entry.repositoryConflict && <span className={consoleStyles.badge}>Repository changed</span>}
                    {entry.invalid && <span className={consoleStyles.badge}>Invalid version</span>}
                  </div>
                  {entry.differsFromRepository && <div className={styles.docMeta}>Differs from the repository</div>}
                </div>
                <div className={`${styles.docMeta} ${entry.updated ? "" : styles.docNever}`}>
                  {entry.updated ? (
                    `Updated ${formatShortDateTime(entry.updated, timeZone)}`
                  ) : (
                    // Nothing to show for the many documents never edited: a dash in every row was noise.
                    <span className="visually-hidden">Never changed in the studio</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {groups.length === 0 && (
        <div className={consoleStyles.empty}>
          <p className={consoleStyles.emptyTitle}>No document matches</p>
          <p className={consoleStyles.muted}>Try fewer or other words, or another kind.</p>
          <Link to="/console/content" className={`${consoleStyles.quietButton} ${consoleStyles.compact}`}>
            Show every document
          </Link>
        </div>
      )}
    </>
  );
}
