import { Form, Link } from "react-router";
import { CHANNELS, type Channel } from "#shared/analytics/attribution.ts";
import {
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadsPage as LeadsPageData,
  type LeadsQuery,
  leadsUrl,
  type QueryErrors,
} from "#shared/console/leads.ts";
import { DataTable } from "../components/DataTable";
import { ChoiceField, DateField } from "../components/Field";
import { FlaggedMarker, KindLabel, StatusBadge } from "../components/LeadBadges";
import { Pagination } from "../components/Pagination";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";

const CHANNEL_KEYS = Object.keys(CHANNELS) as Channel[];

interface LeadsPageProps {
  result: LeadsPageData;
  query: LeadsQuery;
  errors: QueryErrors;
}

function Filters({ query, errors }: { query: LeadsQuery; errors: QueryErrors }) {
  return (
    <Form method="get" className={pageStyles.filters} aria-label="Find leads">
      <div className={styles.field}>
        <label htmlFor="leads-q">
          Search <span className={styles.hint}>name, e-mail, company</span>
        </label>
        <input id="leads-q" className={styles.input} type="search" name="q" defaultValue={query.search} />
      </div>
      <ChoiceField
        id="leads-kind"
        name="kind"
        label="Kind"
        noneLabel="All kinds"
        choices={LEAD_KINDS}
        labels={LEAD_KIND_LABELS}
        value={query.kind}
      />
      <ChoiceField
        id="leads-status"
        name="status"
        label="Status"
        noneLabel="Any status"
        choices={LEAD_STATUSES}
        labels={LEAD_STATUS_LABELS}
        value={query.status}
      />
      <ChoiceField
        id="leads-source"
        name="source"
        label="Source"
        noneLabel="Any source"
        choices={CHANNEL_KEYS}
        labels={CHANNELS}
        value={query.source}
      />
      <div className={styles.field}>
        <label htmlFor="leads-campaign">
          Campaign <span className={styles.hint}>first touch, exactly</span>
        </label>
        <input id="leads-campaign" className={styles.input} name="campaign" defaultValue={query.campaign ?? ""} />
      </div>
      <DateField id="leads-from" name="from" label="Received from" value={query.from} error={errors.from} />
      <DateField id="leads-to" name="to" label="Received to" value={query.to} error={errors.to} />
      <div className={pageStyles.filterActions}>
        <button type="submit" className={styles.primaryButton}>
          Apply
        </button>
        <Link to="/console/leads" className={styles.quietButton}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** The leads inbox: filters, then one page of leads, newest first, with times in the team's time zone. */
export function LeadsPage({ result, query, errors }: LeadsPageProps) {
  const timeZone = useTeamTimeZone();
  const filtered = Boolean(
    query.search || query.kind || query.status || query.source || query.campaign || query.from || query.to,
  );
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Leads</h1>
          <p className={styles.lede}>
            Whitepaper requests, meeting requests and bookings, newest first. Days and times are in {timeZone}.
          </p>
        </div>
      </div>
      <Filters query={query} errors={errors} />
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {Object.values(errors).join(" ")} That filter was left out.
        </p>
      )}
      {result.leads.length === 0 ? (
        <p className={styles.notice}>{filtered ? "No leads match these filters." : "No leads yet."}</p>
      ) : (
        <DataTable label="Leads">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">Company</th>
              <th scope="col">E-mail</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
              <th scope="col">Owner</th>
            </tr>
          </thead>
          <tbody>
            {result.leads.map((lead) => (
              <tr key={lead.id}>
                <td>
                  <Link to={`/console/leads/${lead.id}`}>{lead.name}</Link> {lead.suspectedBot && <FlaggedMarker />}
                </td>
                <td>
                  <KindLabel kind={lead.kind} />
                </td>
                <td>{lead.company || <span className={styles.muted}>—</span>}</td>
                <td>{lead.email}</td>
                <td className={pageStyles.nowrap}>{formatDateTime(lead.receivedAt, timeZone)}</td>
                <td>
                  <StatusBadge status={lead.status} />
                </td>
                <td>{lead.owner?.name ?? <span className={styles.muted}>Nobody</span>}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pagination
        label="Pages of leads"
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        hrefFor={(page) => leadsUrl({ ...query, page })}
      />
    </>
  );
}
