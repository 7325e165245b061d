import { Form, Link } from "react-router";
import { CHANNELS, type Channel } from "#shared/analytics/attribution.ts";
import type { FormResult } from "#shared/console/form-result.ts";
import {
  exportViewUrl,
  INBOX_SORT_LABELS,
  INBOX_SORTS,
  INBOX_VIEW_LABELS,
  INBOX_VIEWS,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadOwner,
  type LeadsPage as LeadsPageData,
  type LeadsQuery,
  leadsUrl,
  NO_OWNER,
  type PersonSummary,
  personUrl,
  type QueryErrors,
} from "#shared/console/leads.ts";
import { CsrfField } from "../CsrfField";
import { ChoiceField, DateField, Field } from "../components/Field";
import { FormResultNotice } from "../components/FormResultNotice";
import { FlaggedMarker, KindLabel, StatusBadge } from "../components/LeadBadges";
import { Pagination } from "../components/Pagination";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { formatDateTime, formatShortDay, useTeamTimeZone } from "../format";
import peopleStyles from "./people.module.css";

const CHANNEL_KEYS = Object.keys(CHANNELS) as Channel[];

interface LeadsPageProps {
  result: LeadsPageData;
  query: LeadsQuery;
  errors: QueryErrors;
  memberId: string;
  actionResult: FormResult | undefined;
}

const BULK_FORM_ID = "people-bulk";

function Filters({ query, errors, staff }: { query: LeadsQuery; errors: QueryErrors; staff: LeadOwner[] }) {
  const refined = Boolean(
    query.kind ||
      query.status ||
      query.owner ||
      query.source ||
      query.campaign ||
      query.from ||
      query.to ||
      query.sort !== "activity" ||
      Object.keys(errors).length > 0,
  );
  return (
    <Form method="get" className={peopleStyles.finder} aria-label="Find leads">
      {query.view !== "all" && <input type="hidden" name="view" value={query.view} />}
      <div className={peopleStyles.searchRow}>
        <div className={styles.field}>
          <label htmlFor="leads-q">
            Search <span className={styles.hint}>names, companies, messages</span>
          </label>
          <input id="leads-q" className={styles.input} type="search" name="q" defaultValue={query.search} />
        </div>
        <div className={pageStyles.filterActions}>
          <button type="submit" className={styles.primaryButton}>
            Apply
          </button>
          <Link to={leadsUrl({ view: query.view })} className={styles.quietButton}>
            Clear
          </Link>
        </div>
      </div>
      <details className={peopleStyles.more} open={refined}>
        <summary>More filters and sorting</summary>
        <div className={pageStyles.filters}>
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
          <Field id="leads-owner" label="Owner">
            {(control) => (
              <select {...control} className={styles.input} name="owner" defaultValue={query.owner ?? ""}>
                <option value="">Anyone</option>
                <option value={NO_OWNER}>Unassigned</option>
                {staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
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
          <DateField id="leads-from" name="from" label="Latest from" value={query.from} error={errors.from} />
          <DateField id="leads-to" name="to" label="Latest to" value={query.to} error={errors.to} />
          <Field id="leads-sort" label="Sort by">
            {(control) => (
              <select {...control} className={styles.input} name="sort" defaultValue={query.sort}>
                {INBOX_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {INBOX_SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </details>
    </Form>
  );
}

function wantText(person: PersonSummary, timeZone: string): string {
  if (person.latest.kind === "booking" && person.latest.meetingStart) {
    return `Meeting on ${formatDateTime(person.latest.meetingStart, timeZone)}`;
  }
  return person.latest.text || LEAD_KIND_LABELS[person.latest.kind];
}

function PersonRow({ person, memberId }: { person: PersonSummary; memberId: string }) {
  const timeZone = useTeamTimeZone();
  const nameId = `person-${person.id}`;
  return (
    <li className={peopleStyles.row}>
      <div>
        <input
          type="checkbox"
          name="people"
          value={person.id}
          form={BULK_FORM_ID}
          aria-labelledby={nameId}
          className={peopleStyles.check}
        />
      </div>
      <div className={peopleStyles.person}>
        <Link id={nameId} to={personUrl(person.id)}>
          {person.name}
        </Link>{" "}
        {person.suspectedBot && <FlaggedMarker />}
        <div className={styles.muted}>{[person.company, person.email].filter(Boolean).join(" · ")}</div>
      </div>
      <div className={peopleStyles.want}>
        <KindLabel kind={person.latest.kind} />
        {person.submissions > 1 && <span className={styles.muted}> · {person.submissions} submissions</span>}
        <div>{wantText(person, timeZone)}</div>
      </div>
      <div className={pageStyles.nowrap}>
        <span className={peopleStyles.label}>Latest: </span>
        {formatDateTime(person.latestAt, timeZone)}
      </div>
      <div>
        <span className={peopleStyles.label}>Status: </span>
        <StatusBadge status={person.status} />
      </div>
      <div className={peopleStyles.rowActions}>
        <span className={peopleStyles.label}>Owner: </span>
        {person.owner?.name ?? <span className={styles.muted}>Unassigned</span>}
        {person.owner?.id !== memberId && (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="assign-to-me" />
            <input type="hidden" name="person" value={person.id} />
            <button type="submit" className={peopleStyles.linkButton} aria-describedby={nameId}>
              Assign to me
            </button>
          </Form>
        )}
      </div>
      <div>
        <span className={peopleStyles.label}>Next step: </span>
        {person.nextStep ? (
          <>
            {formatShortDay(person.nextStep.on)}
            {person.nextStep.text && <div className={styles.muted}>{person.nextStep.text}</div>}
          </>
        ) : (
          <span className={styles.muted}>—</span>
        )}
      </div>
    </li>
  );
}

function BulkChanges({ staff }: { staff: LeadOwner[] }) {
  return (
    <Form method="post" id={BULK_FORM_ID} className={peopleStyles.bulk} aria-label="Change the ticked people">
      <CsrfField />
      <input type="hidden" name="intent" value="bulk" />
      <Field id="bulk-owner" label="Owner of the ticked">
        {(control) => (
          <select {...control} className={styles.input} name="owner" defaultValue="">
            <option value="">Unassigned</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" name="action" value="owner" className={styles.quietButton}>
        Assign
      </button>
      <Field id="bulk-status" label="Status of the ticked">
        {(control) => (
          <select {...control} className={styles.input} name="status" defaultValue="contacted">
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" name="action" value="status" className={styles.quietButton}>
        Set status
      </button>
    </Form>
  );
}

/** The leads inbox: one row per person, newest activity first, with times in the team's time zone. */
export function LeadsPage({ result, query, errors, memberId, actionResult }: LeadsPageProps) {
  const timeZone = useTeamTimeZone();
  const filtered = Boolean(
    query.search ||
      query.kind ||
      query.status ||
      query.owner ||
      query.source ||
      query.campaign ||
      query.from ||
      query.to ||
      query.view !== "all",
  );
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Leads</h1>
          <p className={styles.lede}>
            Everyone who asked for a whitepaper, wrote to the team or booked a meeting, one row per person, newest
            activity first. Times are in {timeZone}.
          </p>
        </div>
        <a className={styles.quietButton} href={exportViewUrl(query)} download>
          Export this view (CSV)
        </a>
      </div>
      <nav aria-label="Views">
        <ul className={peopleStyles.views}>
          {INBOX_VIEWS.map((view) => (
            <li key={view}>
              <Link to={leadsUrl({ view })} aria-current={query.view === view ? "page" : undefined}>
                {INBOX_VIEW_LABELS[view]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Filters query={query} errors={errors} staff={result.staff} />
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {Object.values(errors).join(" ")} That filter was left out.
        </p>
      )}
      <FormResultNotice result={actionResult} />
      {result.people.length === 0 ? (
        <p className={styles.notice}>{filtered ? "Nobody matches this view." : "No leads yet."}</p>
      ) : (
        <>
          <BulkChanges staff={result.staff} />
          <p className={pageStyles.count} aria-live="polite">
            {result.total === 1 ? "1 person" : `${result.total.toLocaleString("en-IN")} people`}
          </p>
          <ul className={peopleStyles.list} aria-label="People">
            <li className={`${peopleStyles.row} ${peopleStyles.head}`} aria-hidden="true">
              <span />
              <span>Person</span>
              <span>What they want</span>
              <span>Latest</span>
              <span>Status</span>
              <span>Owner</span>
              <span>Next step</span>
            </li>
            {result.people.map((person) => (
              <PersonRow key={person.id} person={person} memberId={memberId} />
            ))}
          </ul>
        </>
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
