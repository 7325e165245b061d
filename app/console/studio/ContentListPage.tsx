import { Link } from "react-router";
import { ApplyButton, FilterForm } from "../components/FilterForm";
import { When } from "../components/When";
import pageStyles from "../components/work-pages.module.css";
import consoleStyles from "../console.module.css";
import { kindName } from "./kind-names";
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
  /** Who made the last change in the studio. */
  updatedBy: string | null;
  /** Whether visitors see it (an entry created in the studio is not live until published). */
  live: boolean;
  /** The page it shows on, when there is one. */
  path: string | null;
}

/** What an editor reads in the status column: whether visitors see it, and whether changes wait to go live. */
function statusOf(entry: ContentListEntry): { label: string; tone: string | undefined; detail: string } {
  if (!entry.live) return { label: "Draft", tone: consoleStyles.badgeInfo, detail: "Not on the site yet" };
  if (entry.status === "draft")
    return { label: "Changed", tone: consoleStyles.badgeWarning, detail: "Changes wait to be published" };
  return { label: "Published", tone: consoleStyles.badgePositive, detail: "" };
}

/** Whether a row needs a status at all: not when it is plainly "Published" like most. */
function needsStatus(entry: ContentListEntry): boolean {
  return statusOf(entry).label !== "Published" || entry.repositoryConflict || entry.invalid;
}

function matches(entry: ContentListEntry, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${entry.title} ${entry.id} ${entry.kind} ${entry.path ?? ""}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The documents changed in the studio first, newest change first; the untouched ones after, in the registry's order. */
function byLastChange(a: ContentListEntry, b: ContentListEntry): number {
  if (a.updated && b.updated) return b.updated.localeCompare(a.updated);
  return (a.updated ? 0 : 1) - (b.updated ? 0 : 1);
}

/** One document: its title (the link) and page, then what the studio knows of it (status, last change and by whom). */
function DocumentRow({ entry }: { entry: ContentListEntry }) {
  const status = statusOf(entry);
  return (
    <li className={styles.docRow}>
      <div className={styles.docCell}>
        <Link to={`/console/content/${encodeURIComponent(entry.id)}`}>{entry.title}</Link>
        {entry.path && <span className={styles.docMeta}>{entry.path}</span>}
      </div>
      {(needsStatus(entry) || entry.updated) && (
        <div className={styles.docState}>
          {needsStatus(entry) && (
            <span className={styles.badges}>
              <span className={`${consoleStyles.badge} ${status.tone}`}>{status.label}</span>
              {entry.repositoryConflict && (
                <span className={`${consoleStyles.badge} ${consoleStyles.badgeDanger}`}>Repository changed</span>
              )}
              {entry.invalid && (
                <span className={`${consoleStyles.badge} ${consoleStyles.badgeDanger}`}>Invalid version</span>
              )}
            </span>
          )}
          {entry.updated && (
            <span className={styles.docMeta}>
              <span className="visually-hidden">Last updated </span>
              <When iso={entry.updated} />
              {entry.updatedBy && <> · {entry.updatedBy}</>}
            </span>
          )}
          {status.detail && <span className={`${styles.docMeta} ${styles.docDetail}`}>{status.detail}</span>}
        </div>
      )}
    </li>
  );
}

/**
 * Every document, a panel per kind (two columns of panels from a tablet's width), the ones changed in the studio first,
 * newest change first. A search and a kind narrow it, in the address so they survive a reload.
 */
export function ContentListPage({
  documents,
  query,
  kind,
}: {
  documents: ContentListEntry[];
  query: string;
  kind: string;
}) {
  const kinds = [...new Set(documents.map((entry) => entry.kind))];
  const shown = documents
    .filter((entry) => matches(entry, query) && (kind === "" || entry.kind === kind))
    .sort(byLastChange);
  const allPublished = !shown.some(needsStatus);
  const noneEdited = !shown.some((entry) => entry.updated);
  // A panel per kind, in the registry's order.
  const groups = kinds
    .map((name) => ({ name, rows: shown.filter((entry) => entry.kind === name) }))
    .filter((group) => group.rows.length > 0);
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
      <FilterForm className={`${pageStyles.filters} ${pageStyles.fewFilters}`} role="search" aria-label="Documents">
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
                {kindName(name)}
              </option>
            ))}
          </select>
        </div>
        <ApplyButton />
      </FilterForm>
      <p role="status" className={`${consoleStyles.muted} ${consoleStyles.gapBelow}`}>
        {shown.length === documents.length
          ? `${documents.length} documents`
          : `${shown.length} of ${documents.length} documents`}
        {allPublished && shown.length > 0 && (shown.length === 1 ? ", published" : ", all published")}
        {noneEdited && shown.length > 0 && ", none changed in the studio yet"}
      </p>
      {shown.length > 0 ? (
        <div className={`${styles.docGroups} ${groups.length === 1 ? styles.oneGroup : ""}`}>
          {groups.map((group) => (
            <section
              key={group.name}
              className={`${consoleStyles.panel} ${styles.docGroup}`}
              aria-labelledby={`kind-${group.name}`}
            >
              <h2 id={`kind-${group.name}`} className={styles.docGroupTitle}>
                {kindName(group.name)} <span className={consoleStyles.muted}>{group.rows.length}</span>
              </h2>
              <ul className={styles.docList}>
                {group.rows.map((entry) => (
                  <DocumentRow key={entry.id} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
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
