import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import {
  DELIVERY_STATUS_LABELS,
  type DeliveriesPage as DeliveriesData,
  type DeliveryBacklog,
  type DeliveryFilter,
  type DeliveryJob,
  deliveryLabel,
} from "#shared/console/deliveries.ts";
import { CsrfField } from "../CsrfField";
import { DataTable } from "../components/DataTable";
import { EmailAddress } from "../components/EmailAddress";
import { Field } from "../components/Field";
import { Pagination } from "../components/Pagination";
import { ResultNotice } from "../components/ResultNotice";
import { Segmented } from "../components/Segmented";
import { UnbrokenEmail } from "../components/UnbrokenEmail";
import { When } from "../components/When";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { deliveryReason } from "../delivery-reason";
import { formatDateTime, useTeamTimeZone } from "../format";
import local from "./deliveries.module.css";

export function deliveriesUrl(status: DeliveryFilter | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/console/deliveries?${text}` : "/console/deliveries";
}

/** How long something has waited, in whole minutes (at least 1) or hours: "1 min", "12 min", "3 h". */
function age(seconds: number): string {
  if (seconds < 90 * 60) return `${Math.max(1, Math.round(seconds / 60))} min`;
  return `${Math.round(seconds / 3600)} h`;
}

const FILTERS: { value: DeliveryFilter | undefined; label: string; count: (backlog: DeliveryBacklog) => number }[] = [
  { value: undefined, label: "All", count: (backlog) => backlog.failed + backlog.pending },
  { value: "failed", label: "Failed", count: (backlog) => backlog.failed },
  { value: "pending", label: "Waiting", count: (backlog) => backlog.pending },
];

/** A failed "fix the address" post: the job, what was typed and what is wrong with it. */
export interface FixAttempt {
  job: string;
  email: string;
  error: string;
}

/** A post about one job; the server checks what is typed, so its message is the one shown. */
function JobForm({ job, intent, children }: { job: DeliveryJob; intent: string; children: ReactNode }) {
  return (
    <Form method="post" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="job" value={job.id} />
      {children}
    </Form>
  );
}

/** For a visitor's e-mail refused for good: the corrected address, behind a disclosure. */
function FixAddress({ job, what, fix }: { job: DeliveryJob; what: string; fix: FixAttempt | undefined }) {
  const id = `fix-${job.id}`;
  return (
    <details className={local.fix} open={fix !== undefined}>
      {/* The one action that can work for an address refused for good: the row's primary. */}
      <summary className={`${styles.primaryButton} ${styles.compact}`}>
        Fix address and resend<span className="visually-hidden"> {what}</span>
      </summary>
      <JobForm job={job} intent="fix-address">
        <Field id={id} label="Corrected e-mail address" error={fix?.error}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="email"
              name="email"
              required
              autoComplete="off"
              defaultValue={fix?.email ?? job.address ?? ""}
            />
          )}
        </Field>
        <button type="submit" className={`${styles.primaryButton} ${styles.compact}`}>
          Save the address and resend
        </button>
      </JobForm>
    </details>
  );
}

/** The status pill's colour: refused or failed in red, waiting in amber, delivered in green. */
function deliveryTone(job: DeliveryJob): string {
  if (job.refused || job.status === "failed") return styles.badgeDanger ?? "";
  if (job.status === "pending") return styles.badgeWarning ?? "";
  return job.status === "delivered" ? (styles.badgePositive ?? "") : "";
}

/** A visitor's e-mail refused for good, on a lead: its address can be corrected and the e-mail resent. */
function fixable(job: DeliveryJob): boolean {
  return job.refused && job.recipient === "visitor" && job.leadId !== null;
}

function hasActions(job: DeliveryJob): boolean {
  return job.status === "failed" || fixable(job);
}

/** Who a job goes to: the address (never broken mid-word while there is room), the sales inbox or the webhook. */
function Recipient({ job }: { job: DeliveryJob }) {
  if (job.channel === "webhook") return <>To the webhook endpoint</>;
  if (job.address)
    return (
      <>
        To <EmailAddress address={job.address} />
      </>
    );
  return <>To {recipientText(job, 1)}</>;
}

/** Why it did not go out, in plain words; the receiving server's own answer (for whoever reads codes) one press away. */
function FailureReason({ lastError }: { lastError: string }) {
  const { reason, detail } = deliveryReason(lastError);
  return (
    <div className={local.lastError}>
      <span className={pageStyles.error}>{reason}</span>
      {detail && (
        <details className={local.serverAnswer}>
          <summary className={styles.disclosure}>Technical details</summary>
          <span>{detail}</span>
        </details>
      )}
    </div>
  );
}

/** What a job is: the person it is about (linked to them) when there is one, else what kind of message it is. */
function JobTitle({ job }: { job: DeliveryJob }) {
  const label = <UnbrokenEmail text={deliveryLabel(job.topic, job.channel)} />;
  if (!job.leadId) return label;
  if (!job.person) return <Link to={`/console/leads/${job.leadId}`}>{label}</Link>;
  return (
    <>
      <Link to={`/console/leads/${job.leadId}`} className={styles.personLink}>
        {job.person.name}
      </Link>
      {job.person.company && <span className={local.company}> · {job.person.company}</span>}
      <div className={local.what}>{label}</div>
    </>
  );
}

function DeliveryRow({
  job,
  timeZone,
  fix,
  actionsColumn,
  stalled,
}: {
  job: DeliveryJob;
  timeZone: string;
  fix: FixAttempt | undefined;
  actionsColumn: boolean;
  /** Nothing is being sent (the notice above says why): no row names a next try that will not happen. */
  stalled: boolean;
}) {
  const what = `${deliveryLabel(job.topic, job.channel)} from ${formatDateTime(job.createdAt, timeZone)}`;
  return (
    <tr>
      <td data-primary>
        <JobTitle job={job} />
        <div className={local.recipient}>
          <Recipient job={job} />
        </div>
      </td>
      <td data-aside className={local.created}>
        <When iso={job.createdAt} />
      </td>
      <td data-line className={local.status}>
        <span className={`${styles.badge} ${deliveryTone(job)}`}>
          {/* A refusal for good is a failure too: one word for it everywhere (the mail server's answer says why). */}
          {job.refused ? DELIVERY_STATUS_LABELS.failed : (DELIVERY_STATUS_LABELS[job.status] ?? job.status)}
        </span>
        <span className={local.attempts}>
          {job.attempts === 0 ? "Not tried yet" : `${job.attempts} ${job.attempts === 1 ? "attempt" : "attempts"}`}
          {job.status === "pending" && !stalled && (
            <>
              , next <span className={pageStyles.nowrap}>{formatDateTime(job.runAt, timeZone)}</span>
            </>
          )}
        </span>
        {job.lastError && <FailureReason lastError={job.lastError} />}
      </td>
      {actionsColumn && (
        <td data-actions>
          {hasActions(job) && (
            <div className={local.jobActions}>
              {fixable(job) && <FixAddress job={job} what={what} fix={fix} />}
              {job.status === "failed" && (
                <JobForm job={job} intent="retry">
                  <button type="submit" className={`${styles.quietButton} ${styles.compact}`}>
                    Retry<span className="visually-hidden"> {what}</span>
                  </button>
                </JobForm>
              )}
              {job.status === "failed" && (
                <JobForm job={job} intent="dismiss">
                  <button type="submit" className={`${styles.quietButton} ${styles.compact}`}>
                    Dismiss<span className="visually-hidden"> {what}</span>
                  </button>
                </JobForm>
              )}
            </div>
          )}
        </td>
      )}
    </tr>
  );
}

/** Waiting jobs of one kind (never refused, no error to read) share a row: 22 alike read as one line with a count. */
type ListRow = { job: DeliveryJob } | { alike: DeliveryJob[] };

function alikeKey(job: DeliveryJob): string | null {
  return job.status === "pending" && !job.refused && !job.lastError ? `${job.topic}|${job.channel}` : null;
}

/** The page's jobs with each set of two or more alike waiting jobs folded into one row, where its newest stood. */
export function foldAlike(jobs: readonly DeliveryJob[]): ListRow[] {
  const byKey = new Map<string, DeliveryJob[]>();
  for (const job of jobs) {
    const key = alikeKey(job);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), job]);
  }
  const rows: ListRow[] = [];
  for (const job of jobs) {
    const alike = byKey.get(alikeKey(job) ?? "");
    if (!alike || alike.length < 2) rows.push({ job });
    else if (alike[0] === job) rows.push({ alike });
  }
  return rows;
}

/** Whom alike jobs go to, to follow "To": "the sales inbox", "3 visitors". */
function recipientText(job: DeliveryJob, count: number): string {
  if (job.channel === "webhook") return "the webhook endpoint";
  if (job.recipient === "team") return "the sales inbox";
  if (count === 1) return job.recipient === "visitor" ? "the visitor" : "one address";
  return `${count} ${job.recipient === "visitor" ? "visitors" : "addresses"}`;
}

/** Alike waiting jobs as one row: the count, the earliest next try, and each job (its address and lead) behind a disclosure. */
function AlikeRow({
  jobs,
  timeZone,
  actionsColumn,
  stalled,
}: {
  jobs: DeliveryJob[];
  timeZone: string;
  actionsColumn: boolean;
  stalled: boolean;
}) {
  const [newest] = jobs;
  if (!newest) return null;
  const label = deliveryLabel(newest.topic, newest.channel);
  const nextTry = jobs.map((job) => job.runAt).sort()[0] ?? newest.runAt;
  const tried = jobs.filter((job) => job.attempts > 0).length;
  return (
    <tr>
      <td data-primary>
        <span>
          <UnbrokenEmail text={label} />
          {/* A no-break space keeps the count with the title's last word; the title itself wraps (a phone's line). */}
          {"\u00a0"}
          <span className={styles.count}>{jobs.length}</span>
        </span>
        <details className={local.alike}>
          <summary className={styles.disclosure}>
            <UnbrokenEmail text={`Show all ${jobs.length} ${newest.channel === "webhook" ? "events" : "e-mails"}`} />
            <span className="visually-hidden"> ({label})</span>
          </summary>
          <ul>
            {jobs.map((job) => (
              <li key={job.id}>
                <When iso={job.createdAt} />
                {" · "}
                {job.leadId ? (
                  <Link to={`/console/leads/${job.leadId}`}>
                    {job.address ? <EmailAddress address={job.address} /> : "the lead"}
                  </Link>
                ) : job.address ? (
                  <EmailAddress address={job.address} />
                ) : (
                  recipientText(job, 1)
                )}
              </li>
            ))}
          </ul>
        </details>
        <div className={local.recipient}>To {recipientText(newest, jobs.length)}</div>
      </td>
      <td data-aside className={local.created}>
        <When iso={newest.createdAt} />
      </td>
      <td data-line className={local.status}>
        <span className={`${styles.badge} ${styles.badgeWarning}`}>{DELIVERY_STATUS_LABELS.pending ?? "Waiting"}</span>
        <span className={local.attempts}>
          {tried === 0 ? "Not tried yet" : `${tried} of ${jobs.length} tried`}
          {!stalled && (
            <>
              , next <span className={pageStyles.nowrap}>{formatDateTime(nextTry, timeZone)}</span>
            </>
          )}
        </span>
      </td>
      {actionsColumn && <td data-actions />}
    </tr>
  );
}

/**
 * Every job waits and none was ever tried: nothing is sending, which no row says on its own. Known only when the
 * whole backlog is on this page (each job's attempts are what the server tells).
 */
function neverTried(result: DeliveriesData): boolean {
  const { backlog, jobs } = result;
  const whole = backlog.failed === 0 && backlog.pending > 0 && result.total === jobs.length;
  return whole && jobs.every((job) => job.attempts === 0);
}

function NeverTried({ result }: { result: DeliveriesData }) {
  const { jobs } = result;
  if (!neverTried(result)) return null;
  const mails = jobs.every((job) => job.channel !== "webhook");
  // How many wait is the Waiting figure's to say; the notice says why nothing moves.
  return (
    <div className={`${styles.notice} ${styles.noticeWarning}`}>
      <p>
        <strong>{mails ? "No e-mail is going out." : "Nothing is going out."}</strong> None has been tried: the site has
        no mail server set up, or its sender is not running. Ask whoever runs the site: everything waiting then goes
        out.
      </p>
    </div>
  );
}

/**
 * The list's line under the table when alike jobs fold into fewer rows: "24 e-mails in 4 rows, alike ones together".
 */
function listCount(jobs: DeliveryJob[], rowCount: number): string | undefined {
  if (rowCount === jobs.length) return undefined;
  const mails = jobs.every((job) => job.channel !== "webhook");
  return `${jobs.length} ${mails ? "e-mails" : "deliveries"} in ${rowCount} ${rowCount === 1 ? "row" : "rows"}, alike ones together`;
}

interface DeliveriesPageProps {
  result: DeliveriesData;
  status: DeliveryFilter | undefined;
  outcome: { ok: boolean; message: string } | undefined;
  fix: FixAttempt | undefined;
}

export function DeliveriesPage({ result, status, outcome, fix }: DeliveriesPageProps) {
  const timeZone = useTeamTimeZone();
  const { backlog } = result;
  // No column of empty cells when nothing on this page can be retried, corrected or dismissed.
  const actionsColumn = result.jobs.some(hasActions);
  const rows = foldAlike(result.jobs);
  const stalled = neverTried(result);
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Deliveries</h1>
          <p className={styles.lede}>E-mails and webhook events that failed or are still waiting to be sent.</p>
        </div>
        {backlog.failed > backlog.refused && (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="retry-all" />
            <button type="submit" className={styles.primaryButton}>
              Retry all failed
            </button>
          </Form>
        )}
      </div>
      {backlog.failed > 0 && backlog.failed === backlog.refused && (
        <p className={`${styles.notice} ${styles.noticeWarning}`}>
          The receiving mail servers refused every failed e-mail for good: fix the address and resend, or dismiss it.
          Retry one only once its receiving server has been put right.
        </p>
      )}
      {outcome && <ResultNotice ok={outcome.ok}>{outcome.message}</ResultNotice>}
      <NeverTried result={result} />
      {/* The backlog's counts are the filter's: one control says how many failed and wait, and shows them. */}
      <div className={local.filterBar}>
        <Segmented
          label="Show"
          segments={FILTERS.map((filter) => ({
            key: filter.label,
            to: deliveriesUrl(filter.value),
            label: (
              <>
                {filter.label}
                <span
                  className={`${styles.count} ${filter.value === "failed" && backlog.failed > 0 ? local.failedCount : ""}`}
                >
                  {filter.count(backlog)}
                </span>
              </>
            ),
            current: filter.value === status,
          }))}
        />
        {backlog.pending > 0 && <p className={local.oldest}>Oldest waiting: {age(backlog.oldestPendingAgeSeconds)}</p>}
      </div>
      {result.jobs.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>
            {status === "pending"
              ? "Nothing waiting"
              : status === "failed"
                ? "No failed deliveries"
                : "Nothing waiting: every delivery went out"}
          </p>
          <p className={styles.muted}>
            E-mails and webhook events show here while they wait to be sent or after they fail; delivered ones leave the
            list.
          </p>
        </div>
      ) : (
        <DataTable label="Deliveries" linesOnPhones>
          <thead>
            <tr>
              <th scope="col">Delivery</th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
              {actionsColumn && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) =>
              "alike" in row ? (
                <AlikeRow
                  key={row.alike.map((job) => job.id).join(" ")}
                  jobs={row.alike}
                  timeZone={timeZone}
                  actionsColumn={actionsColumn}
                  stalled={stalled}
                />
              ) : (
                <DeliveryRow
                  key={row.job.id}
                  job={row.job}
                  timeZone={timeZone}
                  fix={fix?.job === row.job.id ? fix : undefined}
                  actionsColumn={actionsColumn}
                  stalled={stalled}
                />
              ),
            )}
          </tbody>
        </DataTable>
      )}
      <Pagination
        label="Pages of deliveries"
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        wholeList={listCount(result.jobs, rows.length)}
        hrefFor={(page) => deliveriesUrl(status, page)}
      />
    </>
  );
}
