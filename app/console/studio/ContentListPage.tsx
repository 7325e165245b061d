import { Link } from "react-router";
import { DataTable, NoValue } from "../components/DataTable";
import { ApplyButton, FilterForm } from "../components/FilterForm";
import { When } from "../components/When";
import pageStyles from "../components/work-pages.module.css";
import consoleStyles from "../console.module.css";
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

/** A group's heading in the list: the kind in the plural, as the site's menus name it. */
const GROUP_NAMES: Record<string, string> = {
  page: "Pages",
  product: "Products",
  story: "Customer stories",
  article: "Articles",
  legal: "Legal",
  whitepaper: "Whitepapers",
  seo: "SEO",
  section: "Sections",
};

/** Whether the status column says anything: not when every shown row is plainly "Published". */
function statusVaries(shown: ContentListEntry[]): boolean {
  return shown.some(
    (entry) =>
      statusOf(entry).label !== "Published" || entry.repositoryConflict || entry.invalid || entry.differsFromRepository,
  );
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

/**
 * Every document in one table (its kind, status, last change and who made it), newest change first; two lines
 * a row on phones. A search and a kind narrow it, in the address so they survive a reload.
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
  // "Last updated" and "By" only when a shown document was changed here: otherwise columns of the same blank.
  const updatedColumn = shown.some((entry) => entry.updated);
  const byColumn = shown.some((entry) => entry.updatedBy);
  const statusColumn = statusVaries(shown);
  const columns = 1 + (statusColumn ? 1 : 0) + (updatedColumn ? 1 : 0) + (byColumn ? 1 : 0);
  // A heading per kind when more than one is shown, in the registry's order.
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
                {humanize(name)}
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
        {!statusColumn && shown.length > 0 && (shown.length === 1 ? ", published" : ", all published")}
        {!updatedColumn && shown.length > 0 && ", none changed in the studio yet"}
      </p>
      {shown.length > 0 ? (
        <DataTable label="Documents" linesOnPhones>
          <thead>
            <tr>
              <th scope="col">Document</th>
              {statusColumn && (
                <th scope="col" className={styles.statusColumn}>
                  Status
                </th>
              )}
              {updatedColumn && (
                <th scope="col" className={styles.whenColumn}>
                  Last updated
                </th>
              )}
              {byColumn && (
                <th scope="col" className={styles.whenColumn}>
                  By
                </th>
              )}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.name}>
              {groups.length > 1 && (
                <tr className={styles.groupRow}>
                  <th scope="rowgroup" colSpan={columns}>
                    {GROUP_NAMES[group.name] ?? humanize(group.name)}
                  </th>
                </tr>
              )}
              {group.rows.map((entry) => {
                const status = statusOf(entry);
                return (
                  <tr key={entry.id}>
                    <td data-primary className={styles.docCell}>
                      <Link to={`/console/content/${encodeURIComponent(entry.id)}`}>{entry.title}</Link>
                      <span className={styles.docMeta}>
                        {groups.length === 1 && humanize(entry.kind)}
                        {entry.path && <span className={styles.docPath}>{entry.path}</span>}
                      </span>
                    </td>
                    {statusColumn && (
                      <td data-aside>
                        <span className={styles.badges}>
                          <span className={`${consoleStyles.badge} ${status.tone}`} title={status.detail || undefined}>
                            {status.label}
                          </span>
                          {entry.repositoryConflict && (
                            <span className={`${consoleStyles.badge} ${consoleStyles.badgeDanger}`}>
                              Repository changed
                            </span>
                          )}
                          {entry.invalid && (
                            <span className={`${consoleStyles.badge} ${consoleStyles.badgeDanger}`}>
                              Invalid version
                            </span>
                          )}
                        </span>
                        {(status.detail || entry.differsFromRepository) && (
                          <span className={styles.docMeta}>
                            {status.detail || "Edited in the studio: differs from the repository"}
                          </span>
                        )}
                      </td>
                    )}
                    {entry.updated ? (
                      <>
                        <td className={styles.oneLine}>
                          <When iso={entry.updated} />
                        </td>
                        {byColumn && <td className={styles.oneLine}>{entry.updatedBy ?? <NoValue />}</td>}
                      </>
                    ) : (
                      updatedColumn && (
                        // One quiet cell for the many documents never edited (a dash in two columns of every row was noise);
                        // a phone's row leaves it out.
                        <td
                          colSpan={byColumn ? 2 : 1}
                          className={`${consoleStyles.muted} ${styles.oneLine}`}
                          data-quiet
                        >
                          Never edited here
                        </td>
                      )
                    )}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </DataTable>
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
