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
 * What an editor reads in the status column, in one treatment (a dot and a word): whether visitors see it and whether
 * changes wait to go live. The dot's colour tells the states apart; `rank` orders them, the ones asking for something first.
 */
function statusOf(entry: ContentListEntry): { label: string; tone: string; detail: string; rank: number } {
  if (!entry.live) return { label: "Draft", tone: "draft", detail: "Not on the site yet", rank: 1 };
  if (entry.status === "draft")
    return { label: "Changed", tone: "changed", detail: "Changes wait to be published", rank: 0 };
  return { label: "Published", tone: "published", detail: "", rank: 2 };
}

function matches(entry: ContentListEntry, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${entry.title} ${entry.id} ${entry.kind} ${entry.path ?? ""}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

const SORT_KEYS = ["title", "kind", "address", "status", "edited"] as const;
type SortKey = (typeof SORT_KEYS)[number];
type Order = "asc" | "desc";
export interface Sort {
  key: SortKey;
  order: Order;
}

/** The list's usual order: the newest change first (an edit in the studio, or the deploy that brought the repository's version). */
const DEFAULT_SORT: Sort = { key: "edited", order: "desc" };

/** The order a column sorts in when first chosen: last edits newest first, the others from A (or most urgent) on. */
const FIRST_ORDER: Record<SortKey, Order> = {
  title: "asc",
  kind: "asc",
  address: "asc",
  status: "asc",
  edited: "desc",
};

/** A sort as the address writes it ("title-asc"); the usual order is no parameter at all. */
function sortParam(sort: Sort): string {
  return `${sort.key}-${sort.order}`;
}

/** The address's `sort` parameter read back; anything unknown is the usual order. */
export function parseSort(value: string | null): Sort {
  const [key, order] = (value ?? "").split("-");
  if (!SORT_KEYS.includes(key as SortKey) || (order !== "asc" && order !== "desc")) return DEFAULT_SORT;
  return { key: key as SortKey, order };
}

const SORT_WORDS: Record<SortKey, { label: string; asc: string; desc: string }> = {
  title: { label: "Title", asc: "A to Z", desc: "Z to A" },
  kind: { label: "Kind", asc: "A to Z", desc: "Z to A" },
  address: { label: "Address", asc: "A to Z", desc: "Z to A" },
  status: { label: "Status", asc: "needing attention first", desc: "published first" },
  edited: { label: "Last edited", asc: "oldest first", desc: "newest first" },
};

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * When a document last changed: its last edit in the studio, else the deploy that brought the repository's version
 * (`deployedAt`; null where no build says when).
 */
function changedAt(entry: ContentListEntry, deployedAt: string | null): string | null {
  return entry.updated ?? deployedAt;
}

/**
 * Two documents in the chosen order. By "Last edited", a document with no known time stays after the others in
 * either direction; ties keep the registry's order (the sort is stable).
 */
function comparer(sort: Sort, deployedAt: string | null): (a: ContentListEntry, b: ContentListEntry) => number {
  const sign = sort.order === "asc" ? 1 : -1;
  switch (sort.key) {
    case "title":
      return (a, b) => sign * collator.compare(a.title, b.title);
    case "kind":
      return (a, b) => sign * collator.compare(kindOfOne(a.kind), kindOfOne(b.kind));
    case "address":
      return (a, b) => sign * collator.compare(placeOf(a.id, a.path) ?? "", placeOf(b.id, b.path) ?? "");
    case "status":
      return (a, b) => sign * (statusOf(a).rank - statusOf(b).rank);
    case "edited":
      return (a, b) => {
        const [first, second] = [changedAt(a, deployedAt), changedAt(b, deployedAt)];
        if (first && second) return sign * first.localeCompare(second);
        return (first ? 0 : 1) - (second ? 0 : 1);
      };
  }
}

/** The list's address for a kind (empty: every kind), a search and an order, as the tabs, headers and form write it. */
function listUrl(kind: string, query: string, sort: Sort): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (kind) params.set("kind", kind);
  if (sortParam(sort) !== sortParam(DEFAULT_SORT)) params.set("sort", sortParam(sort));
  const search = params.toString();
  return search ? `/console/content?${search}` : "/console/content";
}

/** A column's header: a link that sorts by it (the other way round when it already does), its order marked. */
function SortHeader({
  column,
  sort,
  kind,
  query,
  className,
}: {
  column: SortKey;
  sort: Sort;
  kind: string;
  query: string;
  className?: string;
}) {
  const current = sort.key === column;
  const next: Sort = {
    key: column,
    order: current ? (sort.order === "asc" ? "desc" : "asc") : FIRST_ORDER[column],
  };
  const words = SORT_WORDS[column];
  return (
    <th
      scope="col"
      className={className}
      aria-sort={current ? (sort.order === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link
        to={listUrl(kind, query, next)}
        className={styles.sortLink}
        title={`Sort by ${words.label.toLowerCase()}, ${words[next.order]}`}
      >
        {words.label}
        <span aria-hidden="true" className={styles.sortMark} data-order={current ? sort.order : undefined} />
      </Link>
    </th>
  );
}

/**
 * One document a row: its title (the link, stretched over the row, which marks it on hover with a chevron), kind, page,
 * status and last change (when and by whom in the studio, else when the repository's version was deployed).
 */
function DocumentRow({
  entry,
  edited,
  deployedAt,
}: {
  entry: ContentListEntry;
  edited: boolean;
  deployedAt: string | null;
}) {
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
          <span className={styles.statusWord} data-tone={status.tone} title={status.detail || undefined}>
            {status.label}
          </span>
          {entry.repositoryConflict && (
            <span className={styles.statusWord} data-tone="problem">
              Repository changed
            </span>
          )}
          {entry.invalid && (
            <span className={styles.statusWord} data-tone="problem">
              Invalid version
            </span>
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
          ) : deployedAt ? (
            // Never changed in the studio: the repository's version, as deployed then (said so, not as an edit).
            <>
              <When iso={deployedAt} />
              <span className={styles.docBy}>Deployed from the repository</span>
            </>
          ) : (
            // Never changed in the studio: a quiet dash (a column of the same word would be noise), said in words to
            // a screen reader and on pointing.
            <span className={styles.docOriginal} title="Not changed in the console">
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">Not changed in the console</span>
            </span>
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * Every document in one table, by default the ones changed in the studio first, newest change first, then the others
 * in the registry's order; a column's header (from lg) or the order choice (below it) sorts it otherwise. Tabs pick a
 * kind (links, so they work before the page's code runs) and a search narrows it; all three are in the address, so
 * they survive a reload.
 */
export function ContentListPage({
  documents,
  query,
  kind,
  sort = DEFAULT_SORT,
  deployedAt = null,
}: {
  documents: ContentListEntry[];
  query: string;
  kind: string;
  sort?: Sort;
  /** When the running build was made: the time of every document the studio has not changed. */
  deployedAt?: string | null;
}) {
  const kinds = [...new Set(documents.map((entry) => entry.kind))];
  const found = documents.filter((entry) => matches(entry, query));
  const shown = found.filter((entry) => kind === "" || entry.kind === kind).sort(comparer(sort, deployedAt));
  const allPublished = !shown.some(
    (entry) => statusOf(entry).label !== "Published" || entry.repositoryConflict || entry.invalid,
  );
  const noneEdited = !shown.some((entry) => entry.updated);
  // A column of dashes says nothing: shown while some document has a time (an edit, or the deploy's).
  const editedColumn = !noneEdited || deployedAt !== null;
  const headerProps = { sort, kind, query };
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
            to: listUrl(tab.kind, query, sort),
            label: (
              <>
                {tab.label} <span className={consoleStyles.count}>{tab.count}</span>
              </>
            ),
            current: tab.kind === kind,
          }))}
        />
        {/* One toolbar: the search and the order, then how many documents they show. */}
        <div className={styles.listBar}>
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
            {/* The order (from lg the table's headers sort too). */}
            <label htmlFor="content-sort" className="visually-hidden">
              Order
            </label>
            <select
              key={sortParam(sort)}
              id="content-sort"
              name="sort"
              className={`${consoleStyles.input} ${styles.sortSelect}`}
              defaultValue={sortParam(sort)}
            >
              {SORT_KEYS.flatMap((key) =>
                (key === "edited" ? (["desc", "asc"] as const) : (["asc", "desc"] as const)).map((order) => (
                  <option key={`${key}-${order}`} value={`${key}-${order}`}>
                    {SORT_WORDS[key].label}, {SORT_WORDS[key][order]}
                  </option>
                )),
              )}
            </select>
            <ApplyButton />
          </FilterForm>
          <p role="status" className={`${consoleStyles.muted} ${styles.listCount}`}>
            {shown.length === documents.length
              ? `${documents.length} documents`
              : `${shown.length} of ${documents.length} documents`}
            {allPublished && shown.length > 0 && (shown.length === 1 ? ", published" : ", all published")}
            {noneEdited && shown.length > 0 && ", none changed in the studio yet"}
          </p>
        </div>
      </div>
      {shown.length > 0 ? (
        <DataTable label="Documents" linesOnPhones>
          <thead>
            <tr>
              <SortHeader column="title" {...headerProps} />
              <SortHeader column="kind" className={styles.kindColumn} {...headerProps} />
              <SortHeader column="address" className={styles.addressColumn} {...headerProps} />
              <SortHeader column="status" className={styles.statusColumn} {...headerProps} />
              {/* No column of dashes while no document has a time (the count above says none was changed). */}
              {editedColumn && <SortHeader column="edited" className={styles.editedColumn} {...headerProps} />}
            </tr>
          </thead>
          <tbody>
            {shown.map((entry) => (
              <DocumentRow key={entry.id} entry={entry} edited={editedColumn} deployedAt={deployedAt} />
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
