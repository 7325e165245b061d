import { Link } from "react-router";
import { UnbrokenEmail } from "./UnbrokenEmail";
import styles from "./work-pages.module.css";

/** The pages shown around the current one: first, last, and two either side (gaps as null). */
function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** "41–60 of 213" and links to the other pages of a list; works without JavaScript (plain links). */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  wholeList,
  hrefFor,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, said better than "1–22 of 22" when it is all on one page. */
  wholeList?: string;
  hrefFor: (page: number) => string;
}) {
  if (total === 0) return null;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const end = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <p className={styles.count}>
        {last === 1 && wholeList ? (
          <UnbrokenEmail text={wholeList} />
        ) : first > end ? (
          `None on page ${page} of ${last}`
        ) : (
          `${first}–${end} of ${total.toLocaleString("en-IN")}`
        )}
      </p>
      {last > 1 && (
        <ul>
          {page > 1 && (
            <li>
              <Link to={hrefFor(page - 1)} rel="prev">
                Previous
              </Link>
            </li>
          )}
          {pageWindow(page, last).map((entry, index) =>
            entry === null ? (
              <li key={`gap-${index}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={entry}>
                <Link to={hrefFor(entry)} aria-current={entry === page ? "page" : undefined}>
                  <span className="visually-hidden">Page </span>
                  {entry}
                </Link>
              </li>
            ),
          )}
          {page < last && (
            <li>
              <Link to={hrefFor(page + 1)} rel="next">
                Next
              </Link>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
