import { Link } from "react-router";
import { DataTable, NoValue } from "../components/DataTable";
import { ApplyButton, FilterForm } from "../components/FilterForm";
import { Segmented } from "../components/Segmented";
import { When } from "../components/When";
import consoleStyles from "../console.module.css";
import { placeOf } from "./document-places";
import { kindName, kindOfOne } from "./kind-names";
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

/**
 * What an editor reads in the status column, as one set of pills: whether visitors see it, and whether changes wait
 * to go live. Published is the usual state, so its pill is the plain one; the states that ask for something are coloured.
 */
function statusOf(entry: ContentListEntry): { label: string; tone: string | undefined; detail: string } {
  if (!entry.live) return { label: "Draft", tone: consoleStyles.badgeInfo, detail: "Not on the site yet" };
  if (entry.status === "draft")
    return { label: "Changed", tone: consoleStyles.badgeWarning, detail: "Changes wait to be published" };
  return { label: "Published", tone: undefined, detail: "" };
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

/** The list's address for a kind (empty: every kind) and a search, as the tabs and the search form write it. */
function listUrl(kind: string, query: string): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (kind) params.set("kind", kind);
  const search = params.toString();
  return search ? `/console/content?${search}` : "/console/content";
}

/** One document a row: its title (the link), kind, page, status and last change in the studio (when and by whom). */
function DocumentRow({ entry, edited }: { entry: ContentListEntry; edited: boolean }) {
  const status = statusOf(entry);
  const plain = status.label === "Published" && !entry.repositoryConflict && !entry.invalid;
  return (
    <tr className={styles.docRow}>
      <td data-primary>
        <Link to={`/console/content/${encodeURIComponent(entry.id)}`} className={styles.docTitle}>
          {entry.title}
        </Link>
      </td>
      <td data-aside className={styles.docKind}>
        {kindOfOne(entry.kind)}
      </td>
      {/* Below a laptop the address is the row's second line (the title's page, and a taller row to press). */}
      <td className={styles.docAddress}>{placeOf(entry.id, entry.path) ?? <NoValue />}</td>
      {/* A phone shows the status only when it asks for something (most documents are plainly published). */}
      <td data-quiet={plain ? "" : undefined} data-line={plain ? undefined : ""} className={styles.docKind}>
        <span className={styles.badges}>
          {/* Plainly published (most documents) in quiet text; a pill only where the status asks for attention. */}
          <span
            className={plain ? styles.quietStatus : `${consoleStyles.badge} ${status.tone ?? ""}`}
            title={status.detail || undefined}
          >
            {status.label}
          </span>
          {entry.repositoryConflict && (
            <span className={`${consoleStyles.badge} ${consoleStyles.badgeDanger}`}>Repository changed</span>
          )}
          {entry.invalid && (
            <span className={`${consoleStyles.badge} ${consoleStyles.badgeDanger}`}>Invalid version</span>
          )}
          {status.detail && <span className="visually-hidden">: {status.detail}</span>}
        </span>
      </td>
      {edited && (
        <td data-quiet className={styles.docEdited}>
          {entry.updated ? (
            <>
              <When iso={entry.updated} />
              {entry.updatedBy && <span className={styles.docBy}>{entry.updatedBy}</span>}
            </>
          ) : (
            // Never changed in the studio: the version the site shipped with, said in a word rather than a dash.
            <span className={styles.docOriginal}>Original</span>
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * Every document in one table, the ones changed in the studio first, newest change first, then the others in the
 * registry's order. Tabs pick a kind (links, so they work before the page's code runs) and a search narrows it;
 * both are in the address, so they survive a reload.
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
  const found = documents.filter((entry) => matches(entry, query));
  const shown = found.filter((entry) => kind === "" || entry.kind === kind).sort(byLastChange);
  const allPublished = !shown.some(
    (entry) => statusOf(entry).label !== "Published" || entry.repositoryConflict || entry.invalid,
  );
  const noneEdited = !shown.some((entry) => entry.updated);
  const tabs = [
    { kind: "", label: "All", count: found.length },
    ...kinds.map((name) => ({
      kind: name,
      label: kindName(name),
      count: found.filter((entry) => entry.kind === name).length,
    })),
  ];
  return (
    <>
      <div className={consoleStyles.pageHeader}>
        <div>
          <h1 className={consoleStyles.title}>Content</h1>
          <p className={consoleStyles.lede}>Every piece of copy on the site; changes go live when you publish.</p>
        </div>
        <div className={`${consoleStyles.actions} ${styles.createActions}`}>
          <Link className={consoleStyles.primaryButton} to="/console/content/new/article">
            New article
          </Link>
          <Link className={consoleStyles.quietButton} to="/console/content/new/story">
            New customer story
          </Link>
        </div>
      </div>
      <div className={styles.listTools}>
        <Segmented
          label="Kinds"
          className={styles.kindTabs}
          listClassName={styles.kindTabList}
          segments={tabs.map((tab) => ({
            key: tab.kind || "all",
            to: listUrl(tab.kind, query),
            label: (
              <>
                {tab.label} <span className={consoleStyles.count}>{tab.count}</span>
              </>
            ),
            current: tab.kind === kind,
          }))}
        />
        <FilterForm className={styles.listSearch} role="search" aria-label="Documents">
          {/* Below lg the kinds are this choice (twelve tabs would take four rows of a phone); from lg, the tabs. */}
          <label htmlFor="content-kind" className="visually-hidden">
            Kind
          </label>
          <select
            key={kind}
            id="content-kind"
            name="kind"
            className={`${consoleStyles.input} ${styles.kindSelect}`}
            defaultValue={kind}
          >
            {tabs.map((tab) => (
              <option key={tab.kind || "all"} value={tab.kind}>
                {tab.kind ? tab.label : "All kinds"} ({tab.count})
              </option>
            ))}
          </select>
          <label htmlFor="content-query" className="visually-hidden">
            Search
          </label>
          <input
            id="content-query"
            name="q"
            type="search"
            className={consoleStyles.input}
            defaultValue={query}
            placeholder="Search titles and addresses"
          />
          <ApplyButton />
        </FilterForm>
      </div>
      <p role="status" className={`${consoleStyles.muted} ${styles.listCount}`}>
        {shown.length === documents.length
          ? `${documents.length} documents`
          : `${shown.length} of ${documents.length} documents`}
        {allPublished && shown.length > 0 && (shown.length === 1 ? ", published" : ", all published")}
        {noneEdited && shown.length > 0 && ", none changed in the studio yet"}
      </p>
      {shown.length > 0 ? (
        <DataTable label="Documents" linesOnPhones>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col" className={styles.kindColumn}>
                Kind
              </th>
              <th scope="col" className={styles.addressColumn}>
                Address
              </th>
              <th scope="col" className={styles.statusColumn}>
                Status
              </th>
              {/* No column of dashes while nothing was changed in the studio (the count above says so). */}
              {!noneEdited && (
                <th scope="col" className={styles.editedColumn}>
                  Last edited
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((entry) => (
              <DocumentRow key={entry.id} entry={entry} edited={!noneEdited} />
            ))}
          </tbody>
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
