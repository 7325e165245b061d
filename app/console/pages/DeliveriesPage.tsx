import { Form, Link } from "react-router";
import type { DeliveriesPage as DeliveriesData, DeliveryFilter } from "#shared/console/deliveries.ts";
import { CsrfField } from "../CsrfField";
import { DataTable } from "../components/DataTable";
import { Figure } from "../components/Figure";
import { Pagination } from "../components/Pagination";
import { ResultNotice } from "../components/ResultNotice";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";

export function deliveriesUrl(status: DeliveryFilter | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/console/deliveries?${text}` : "/console/deliveries";
}

function age(seconds: number): string {
  if (seconds < 90) return `${seconds} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

const FILTERS: { value: DeliveryFilter | undefined; label: string }[] = [
  { value: undefined, label: "Failed and pending" },
  { value: "failed", label: "Failed" },
  { value: "pending", label: "Pending" },
];

interface DeliveriesPageProps {
  result: DeliveriesData;
  status: DeliveryFilter | undefined;
  outcome: { ok: boolean; message: string } | undefined;
}

export function DeliveriesPage({ result, status, outcome }: DeliveriesPageProps) {
  const timeZone = useTeamTimeZone();
  const { backlog } = result;
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Deliveries</h1>
          <p className={styles.lede}>
            E-mails and webhook events that failed or are still waiting. A retry sends the job again now, with a fresh
            set of attempts.
          </p>
        </div>
        {backlog.failed > 0 && (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="retry-all" />
            <button type="submit" className={styles.primaryButton}>
              Retry all failed ({backlog.failed})
            </button>
          </Form>
        )}
      </div>
      {outcome && <ResultNotice ok={outcome.ok}>{outcome.message}</ResultNotice>}
      <ul className={pageStyles.figures} aria-label="Backlog">
        <Figure value={backlog.failed} label="failed" to={deliveriesUrl("failed")} />
        <Figure value={backlog.pending} label="pending" to={deliveriesUrl("pending")} />
        <Figure
          value={backlog.pending > 0 ? age(backlog.oldestPendingAgeSeconds) : "—"}
          label="longest wait of a pending job"
        />
      </ul>
      <nav aria-label="Show" className={styles.actions} style={{ marginBottom: "var(--space-4)" }}>
        {FILTERS.map((filter) => (
          <Link
            key={filter.label}
            to={deliveriesUrl(filter.value)}
            className={`${styles.quietButton} ${pageStyles.choice}`}
            aria-current={filter.value === status ? "page" : undefined}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {result.jobs.length === 0 ? (
        <p className={styles.notice}>
          {status === "pending"
            ? "Nothing waiting."
            : status === "failed"
              ? "No failed deliveries."
              : "Nothing waiting: every delivery went out."}
        </p>
      ) : (
        <DataTable label="Deliveries">
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">What</th>
              <th scope="col">Channel</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last error</th>
              <th scope="col">Next attempt</th>
              <th scope="col">Lead</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {result.jobs.map((job) => (
              <tr key={job.id}>
                <td className={pageStyles.nowrap}>{formatDateTime(job.createdAt, timeZone)}</td>
                <td>{job.topic}</td>
                <td>{job.channel}</td>
                <td>{job.recipient}</td>
                <td>
                  <span className={styles.badge}>{job.status}</span>
                </td>
                <td>{job.attempts}</td>
                <td className={pageStyles.error}>{job.lastError ?? ""}</td>
                <td className={pageStyles.nowrap}>
                  {job.status === "pending" ? formatDateTime(job.runAt, timeZone) : ""}
                </td>
                <td className={pageStyles.nowrap}>
                  {job.leadId ? <Link to={`/console/leads/${job.leadId}`}>Open lead</Link> : ""}
                </td>
                <td>
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="job" value={job.id} />
                    <button type="submit" className={styles.quietButton}>
                      Retry
                      <span className="visually-hidden">
                        {" "}
                        {job.topic} from {formatDateTime(job.createdAt, timeZone)}
                      </span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pagination
        label="Pages of deliveries"
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        hrefFor={(page) => deliveriesUrl(status, page)}
      />
    </>
  );
}
