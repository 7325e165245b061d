import { Link } from "react-router";
import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  auditActorLabel,
  auditContentTarget,
  auditTargetLabel,
  isAuditRecordId,
} from "#shared/console/audit.ts";
import type { AuditEntry } from "#shared/console/contract.ts";
import type { QueryErrors } from "#shared/console/leads.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { DataTable, NoValue } from "../components/DataTable";
import { DateRange, periodChoices } from "../components/DateRange";
import { Field } from "../components/Field";
import { ApplyButton, FilterForm } from "../components/FilterForm";
import { Pagination } from "../components/Pagination";
import { When } from "../components/When";
import styles from "../console.module.css";
import { useTeamTimeZone } from "../format";
import local from "./audit.module.css";
import { auditDetailFacts } from "./audit-details";

export interface AuditPageProps {
  entries: AuditEntry[];
  total: number;
  pageSize: number;
  page: number;
  filters: { action: string; actor: string; from?: string | undefined; to?: string | undefined };
  errors: QueryErrors;
}

const ACTIONS = Object.entries(AUDIT_ACTION_LABELS).sort(([, a], [, b]) => a.localeCompare(b));

/** The target in words; a person's id links to their record. */
function Target({ entry }: { entry: AuditEntry }) {
  const label = auditTargetLabel(entry.action, entry.target, entry.targetName);
  if (!entry.target) return <NoValue />;
  if (entry.action.startsWith("person.") && isAuditRecordId(entry.target)) {
    return <Link to={`/console/people/${entry.target}`}>{label}</Link>;
  }
  const content = entry.action.startsWith("content.") ? auditContentTarget(entry.target) : null;
  if (content) return <Link to={`/console/content/${encodeURIComponent(content.id)}`}>{content.label}</Link>;
  return <>{label}</>;
}

/**
 * An entry's details, one fact after another with a dot between them; a fact (an address above all) wraps to the
 * next line whole, cut with an ellipsis (whole on pointing) rather than broken in the middle of a word.
 */
function Details({ facts }: { facts: string[] }) {
  if (facts.length === 0) return <NoValue />;
  return facts.map((fact, index) => (
    <span key={fact}>
      {index > 0 && " · "}
      <span className={local.fact} title={fact}>
        {fact}
      </span>
    </span>
  ));
}

/** The log with these filters, at `page` (the first when left out). */
function auditHref(filters: AuditPageProps["filters"], page?: number): string {
  const query = new URLSearchParams();
  if (filters.action) query.set("action", filters.action);
  if (filters.actor) query.set("actor", filters.actor);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  if (page) query.set("page", String(page));
  const search = query.toString();
  return search ? `/console/audit?${search}` : "/console/audit";
}

export function AuditPage({ entries, total, pageSize, page, filters, errors }: AuditPageProps) {
  const timeZone = useTeamTimeZone();
  // The days count as one filter (a period), the action and the member one each.
  const filterCount = [filters.from || filters.to, filters.action, filters.actor].filter(Boolean).length;
  const filtered = filterCount > 0 || Object.keys(errors).length > 0;
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Audit log</h1>
          <p className={styles.lede}>Who did what in the console, when and from where; newest first.</p>
        </div>
      </div>
      <details className={local.filterDisclosure} open={filtered || undefined}>
        <summary className={`${styles.quietButton} ${styles.compact}`}>
          Filters{filterCount > 0 && <span className={local.filterCount}> ({filterCount} set)</span>}
        </summary>
        <FilterForm className={local.filters} aria-label="Filter">
          <div className={local.period}>
            <DateRange
              choicesLabel="Common periods"
              caption="Period"
              // The team's today, as the log's days are.
              // The log opens on every day it holds: that is a choice too, current until days are set.
              choices={[
                {
                  key: "All time",
                  to: auditHref({ ...filters, from: undefined, to: undefined }),
                  label: "All time",
                  current: !filters.from && !filters.to,
                },
                ...periodChoices(isoDateInZone(Date.now(), timeZone), filters, (period) =>
                  auditHref({ ...filters, from: period.from, to: period.to }),
                ),
              ]}
              // An empty day leaves the log open at that end ("All time" is the period until days are set).
              from={{
                id: "audit-from",
                name: "from",
                label: "From",
                value: filters.from,
                error: errors.from,
                placeholder: "Any date",
              }}
              to={{
                id: "audit-to",
                name: "to",
                label: "To",
                value: filters.to,
                error: errors.to,
                placeholder: "Any date",
              }}
            />
          </div>
          <Field id="audit-action" label="Action">
            {(control) => (
              <select {...control} className={styles.input} name="action" defaultValue={filters.action}>
                <option value="">Any action</option>
                {filters.action && !(filters.action in AUDIT_ACTION_LABELS) && (
                  <option value={filters.action}>{filters.action}</option>
                )}
                {ACTIONS.map(([action, label]) => (
                  <option key={action} value={action}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="audit-actor" label="Who">
            {(control) => (
              <input
                {...control}
                className={styles.input}
                type="text"
                name="actor"
                defaultValue={filters.actor}
                placeholder="A member's e-mail address"
              />
            )}
          </Field>
          <div className={`${styles.actions} ${local.buttons}`}>
            <ApplyButton />
            {(filters.action || filters.actor || filters.from || filters.to) && (
              <Link className={styles.quietButton} to="/console/audit">
                Clear
              </Link>
            )}
          </div>
        </FilterForm>
      </details>
      <section aria-labelledby="entries-title">
        <h2 id="entries-title" className="visually-hidden">
          Entries
        </h2>
        {entries.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>
              Nothing recorded{filters.action || filters.actor ? " for this filter" : " yet"}
            </p>
            <p className={styles.muted}>
              {filters.action || filters.actor
                ? "Choose another action, or clear the filter."
                : "Sign-ins, changes to leads and meetings, exports and data-protection requests are recorded here."}
            </p>
          </div>
        ) : (
          <DataTable label="Audit entries" linesOnPhones>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">IP address</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-aside className={local.nowrap}>
                    <When iso={entry.createdAt} />
                  </td>
                  <td title={entry.actorName ? entry.actor : undefined} className={local.nowrap}>
                    {auditActorLabel(entry.actor, entry.actorName)}
                  </td>
                  <td data-primary className={`${styles.strong} ${local.action}`}>
                    {auditActionLabel(entry.action)}
                  </td>
                  <td data-line className={local.target}>
                    <Target entry={entry} />
                  </td>
                  <td className={entry.ip === "local" ? local.details : `${local.details} ${local.address}`}>
                    {entry.ip === "local" ? "This server" : entry.ip}
                  </td>
                  <td data-line className={`${local.details} ${local.lastLine}`}>
                    <Details facts={auditDetailFacts(entry.detail, timeZone)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        <Pagination
          label="Pages of the audit log"
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(target) => auditHref(filters, target)}
        />
      </section>
    </>
  );
}
