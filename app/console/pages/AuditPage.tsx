import { Form, Link } from "react-router";
import type { AuditEntry } from "#shared/console/contract.ts";
import { DataTable } from "../components/DataTable";
import { Field } from "../components/Field";
import styles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";
import local from "./audit.module.css";

export interface AuditPageProps {
  entries: AuditEntry[];
  total: number;
  pageSize: number;
  page: number;
  filters: { action: string; actor: string };
}

function details(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(", ");
}

function pageHref(page: number, filters: AuditPageProps["filters"]): string {
  const query = new URLSearchParams();
  if (filters.action) query.set("action", filters.action);
  if (filters.actor) query.set("actor", filters.actor);
  query.set("page", String(page));
  return `/console/audit?${query}`;
}

export function AuditPage({ entries, total, pageSize, page, filters }: AuditPageProps) {
  const zone = useTeamTimeZone();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Audit log</h1>
          <p className={styles.lede}>Who did what in the console, when and from where; newest first.</p>
        </div>
      </div>
      <section className={styles.panel} aria-labelledby="filter-title">
        <h2 id="filter-title" className={styles.panelTitle}>
          Filter
        </h2>
        <Form method="get" className={local.filters}>
          <Field id="audit-action" label="Action" hint="Exactly, e.g. booking.cancel">
            {(control) => (
              <input {...control} className={styles.input} type="text" name="action" defaultValue={filters.action} />
            )}
          </Field>
          <Field id="audit-actor" label="Who" hint="A member's e-mail address">
            {(control) => (
              <input {...control} className={styles.input} type="text" name="actor" defaultValue={filters.actor} />
            )}
          </Field>
          <div className={`${styles.actions} ${styles.gapBelow}`}>
            <button type="submit" className={styles.primaryButton}>
              Show
            </button>
            {(filters.action || filters.actor) && (
              <Link className={styles.quietButton} to="/console/audit">
                Clear
              </Link>
            )}
          </div>
        </Form>
      </section>
      <section className={styles.panel} aria-labelledby="entries-title">
        <h2 id="entries-title" className={styles.panelTitle}>
          {total === 1 ? "1 entry" : `${total} entries`}
        </h2>
        {entries.length === 0 ? (
          <p className={styles.muted}>Nothing recorded{filters.action || filters.actor ? " for this filter" : ""}.</p>
        ) : (
          <DataTable label="Audit entries" cardsOnPhones>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">From</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">{formatDateTime(entry.createdAt, zone)}</td>
                  <td data-label="Who">{entry.actor}</td>
                  <td data-label="Action">{entry.action}</td>
                  <td data-label="Target">{entry.target || "—"}</td>
                  <td data-label="From">{entry.ip}</td>
                  <td data-label="Details">{details(entry.detail) || "—"}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        <nav aria-label="Audit log pages" className={`${styles.actions} ${styles.gapAbove}`}>
          {page > 1 && (
            <Link className={styles.quietButton} to={pageHref(page - 1, filters)}>
              Newer
            </Link>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link className={styles.quietButton} to={pageHref(page + 1, filters)}>
              Older
            </Link>
          )}
        </nav>
      </section>
    </>
  );
}
