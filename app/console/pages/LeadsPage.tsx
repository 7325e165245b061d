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
import { LINE_ICONS } from "#shared/icons/line-icons.ts";
// Through the kit's index, so the icon stays in the public pages' ui chunk instead of a chunk of its own.
import { LineIcon } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import { DayField } from "../components/DayField";
import { EmailAddress } from "../components/EmailAddress";
import { ChoiceField, Field } from "../components/Field";
import { ApplyButton, FilterForm } from "../components/FilterForm";
import { FormResultNotice } from "../components/FormResultNotice";
import { DueBadge, FlaggedMarker, isDue, KindLabel, StatusBadge } from "../components/LeadBadges";
import { MenuButton, MenuItem, MenuLabel } from "../components/MenuButton";
import { Pagination } from "../components/Pagination";
import { Segmented } from "../components/Segmented";
import { When } from "../components/When";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { useTeamTimeZone } from "../format";
import { formatNearDateTime, formatNearDay, useTeamToday } from "../near-days";
import peopleStyles from "./people.module.css";
import { SelectAllPeople, TickedCount } from "./TickedPeople";

const CHANNEL_KEYS = Object.keys(CHANNELS) as Channel[];

interface LeadsPageProps {
  result: LeadsPageData;
  query: LeadsQuery;
  errors: QueryErrors;
  memberId: string;
  /** The server's clock when the page was read: a meeting already past says so. */
  now: number;
  actionResult: FormResult | undefined;
}

const BULK_FORM_ID = "people-bulk";

/** The inbox's views (links): on the search's row from a tablet's width. */
function Views({ current, counts }: { current: LeadsQuery["view"]; counts: LeadsPageData["viewCounts"] }) {
  return (
    <Segmented
      label="Views"
      className={peopleStyles.viewsNav}
      segments={INBOX_VIEWS.map((view) => {
        // A phone shows a view's first word and its count ("Due 2"); the rest is still read aloud.
        const [first, ...rest] = INBOX_VIEW_LABELS[view].split(" ");
        return {
          key: view,
          to: leadsUrl({ view }),
          label: (
            <>
              {first}
              {rest.length > 0 && <span className={styles.segmentExtra}> {rest.join(" ")}</span>}
              <span className={styles.count}>{counts[view].toLocaleString("en-IN")}</span>
            </>
          ),
          current: current === view,
        };
      })}
    />
  );
}

function Filters({
  query,
  errors,
  staff,
  viewCounts,
}: {
  query: LeadsQuery;
  errors: QueryErrors;
  staff: LeadOwner[];
  viewCounts: LeadsPageData["viewCounts"];
}) {
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
    <FilterForm className={peopleStyles.finder} aria-label="Find leads">
      <Views current={query.view} counts={viewCounts} />
      {query.view !== "all" && <input type="hidden" name="view" value={query.view} />}
      <div className={peopleStyles.searchRow}>
        <div className={`${styles.field} ${peopleStyles.search}`}>
          <label htmlFor="leads-q" className="visually-hidden">
            Search
          </label>
          <span className={peopleStyles.searchIcon} aria-hidden="true">
            <LineIcon path={LINE_ICONS.search} size={18} />
          </span>
          <input
            id="leads-q"
            className={`${styles.input} ${peopleStyles.searchBox}`}
            type="search"
            name="q"
            defaultValue={query.search}
            placeholder="Search leads"
          />
        </div>
        <ApplyButton />
        {(refined || query.search) && (
          <Link to={leadsUrl({ view: query.view })} className={styles.quietButton}>
            Clear
          </Link>
        )}
      </div>
      <details className={peopleStyles.more} open={refined}>
        <summary className={styles.disclosure}>More filters and sorting</summary>
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
          <DayField id="leads-from" name="from" label="Latest from" value={query.from} error={errors.from} />
          <DayField id="leads-to" name="to" label="Latest to" value={query.to} error={errors.to} />
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
    </FilterForm>
  );
}

/** What a person wants, in one line: their message, the whitepaper, or the meeting they booked and its topic. */
export function wantText(person: PersonSummary, timeZone: string, now: number): string {
  if (person.latest.kind === "booking" && person.latest.meetingStart) {
    const past = Date.parse(person.latest.meetingStart) <= now;
    const meeting = `${past ? "Past meeting" : "Meeting"} ${formatNearDateTime(person.latest.meetingStart, timeZone, now, { inSentence: true })}`;
    return person.latest.text ? `${meeting} · ${person.latest.text}` : meeting;
  }
  return person.latest.text || LEAD_KIND_LABELS[person.latest.kind];
}

/**
 * A row's owner as one control: the owner's name ("Unassigned", muted, for nobody) opening a menu of "Assign to me",
 * the rest of the team and "Remove owner". Each choice is a form's button, so it works without the page's code.
 */
function OwnerMenu({ person, staff, memberId }: { person: PersonSummary; staff: LeadOwner[]; memberId: string }) {
  const others = staff.filter((member) => member.id !== memberId && member.id !== person.owner?.id);
  return (
    <MenuButton
      summaryClassName={`${peopleStyles.ownerButton} ${person.owner ? "" : peopleStyles.nobody}`}
      label={
        <>
          <span className="visually-hidden">Owner: </span>
          {person.owner ? person.owner.name : "Unassigned"}
          <span className="visually-hidden">, change the owner of {person.name}</span>
        </>
      }
    >
      {person.owner?.id !== memberId && (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="assign-to-me" />
          <input type="hidden" name="person" value={person.id} />
          <MenuItem>
            Assign to me<span className="visually-hidden"> ({person.name})</span>
          </MenuItem>
        </Form>
      )}
      {(others.length > 0 || person.owner) && (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="bulk" />
          <input type="hidden" name="action" value="owner" />
          <input type="hidden" name="people" value={person.id} />
          {others.length > 0 && <MenuLabel>Assign to</MenuLabel>}
          {others.map((member) => (
            <MenuItem key={member.id} name="owner" value={member.id}>
              {member.name}
            </MenuItem>
          ))}
          {person.owner && (
            <MenuItem name="owner" value="">
              Remove owner
            </MenuItem>
          )}
        </Form>
      )}
    </MenuButton>
  );
}

/**
 * One person: who (name, company, address), what they want, and the team's side (status, owner,
 * next step, latest activity). Columns from 1024 px, two lines from 640 px, a card below; the same cells in all.
 */
function PersonRow({
  person,
  staff,
  memberId,
  now,
}: {
  person: PersonSummary;
  staff: LeadOwner[];
  memberId: string;
  now: number;
}) {
  const timeZone = useTeamTimeZone();
  const today = useTeamToday(now);
  const nameId = `person-${person.id}`;
  return (
    <li className={peopleStyles.row}>
      <div className={peopleStyles.pick}>
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
        <Link id={nameId} to={personUrl(person.id)} className={`${styles.personLink} ${peopleStyles.name}`}>
          {person.name}
        </Link>
        {person.suspectedBot && <FlaggedMarker />}
        {person.company && <div className={peopleStyles.company}>{person.company}</div>}
        <div className={peopleStyles.email}>
          <EmailAddress address={person.email} />
        </div>
      </div>
      <div className={peopleStyles.want}>
        <div className={peopleStyles.kindLine}>
          <KindLabel kind={person.latest.kind} />
          {person.submissions > 1 && <span> · {person.submissions} submissions</span>}
        </div>
        <div className={peopleStyles.wantText}>{wantText(person, timeZone, now)}</div>
      </div>
      <div className={peopleStyles.status}>
        <span className="visually-hidden">Status: </span>
        <StatusBadge status={person.status} />
      </div>
      <div className={peopleStyles.owner}>
        <OwnerMenu person={person} staff={staff} memberId={memberId} />
      </div>
      <div className={`${peopleStyles.next} ${person.nextStep ? "" : peopleStyles.noNext}`}>
        <span className={peopleStyles.label}>Next step </span>
        {person.nextStep ? (
          <>
            {isDue(person.nextStep.on, today) ? (
              <DueBadge on={person.nextStep.on} today={today} />
            ) : (
              <span className={styles.strong}>{formatNearDay(person.nextStep.on, today)}</span>
            )}
            {person.nextStep.text && <div className={peopleStyles.nextText}>{person.nextStep.text}</div>}
          </>
        ) : (
          <span className={styles.muted}>
            —<span className="visually-hidden">none</span>
          </span>
        )}
      </div>
      <div className={peopleStyles.latest}>
        <span className="visually-hidden">Latest activity: </span>
        <When iso={person.latestAt} />
      </div>
    </li>
  );
}

/** Owner and status for every ticked person at once; on a phone it shows only once someone is ticked. */
function BulkChanges({
  staff,
  rows,
  total,
  memberId,
}: {
  staff: LeadOwner[];
  rows: string;
  total: number;
  memberId: string;
}) {
  return (
    <Form method="post" id={BULK_FORM_ID} className={peopleStyles.bulk} aria-label="Change the ticked people">
      <CsrfField />
      <input type="hidden" name="intent" value="bulk" />
      <TickedCount form={BULK_FORM_ID} rows={rows} of={total} fallback="For the ticked people:" />
      {/* Each choice is the form's button: its name says what changes (owner or status), its value to what. */}
      <MenuButton
        className={peopleStyles.bulkMenu}
        align="end"
        summaryClassName={`${styles.quietButton} ${styles.compact}`}
        label={
          <>
            Assign to…<span className="visually-hidden"> (the ticked people)</span>
          </>
        }
      >
        {staff.map((member) => (
          <MenuItem key={member.id} name="owner" value={member.id} form={BULK_FORM_ID}>
            {member.id === memberId ? `${member.name} (me)` : member.name}
          </MenuItem>
        ))}
        <MenuItem name="owner" value="" form={BULK_FORM_ID}>
          Nobody (unassign)
        </MenuItem>
      </MenuButton>
      <MenuButton
        className={peopleStyles.bulkMenu}
        align="end"
        summaryClassName={`${styles.quietButton} ${styles.compact}`}
        label={
          <>
            Set status…<span className="visually-hidden"> (the ticked people)</span>
          </>
        }
      >
        {LEAD_STATUSES.map((status) => (
          <MenuItem key={status} name="status" value={status} form={BULK_FORM_ID}>
            {LEAD_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </MenuButton>
    </Form>
  );
}

/** The leads inbox: one row per person, newest activity first, with times in the team's time zone. */
export function LeadsPage({ result, query, errors, memberId, now, actionResult }: LeadsPageProps) {
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
  const rows = result.people.map((person) => person.id).join(" ");
  return (
    <div className={peopleStyles.inbox}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Leads</h1>
          <p className={styles.lede}>Everyone who asked for a whitepaper, wrote to the team or booked a meeting.</p>
        </div>
        <a className={`${styles.quietButton} ${styles.compact}`} href={exportViewUrl(query)} download>
          Export this view (CSV)
        </a>
      </div>
      <Filters query={query} errors={errors} staff={result.staff} viewCounts={result.viewCounts} />
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {Object.values(errors).join(" ")} That filter was left out.
        </p>
      )}
      <FormResultNotice result={actionResult} />
      {result.people.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{filtered ? "Nobody matches this view" : "No leads yet"}</p>
          <p className={styles.muted}>
            {filtered
              ? "Try another view, or clear the search and filters."
              : "Whitepaper requests, messages and meeting bookings from the site appear here as they arrive."}
          </p>
          {filtered && (
            <Link to={leadsUrl({ view: "all" })} className={`${styles.quietButton} ${styles.compact}`}>
              Show all leads
            </Link>
          )}
        </div>
      ) : (
        <div className={peopleStyles.listFrame}>
          <div className={peopleStyles.listBar}>
            <SelectAllPeople form={BULK_FORM_ID} rows={rows} />
            <p className={`${pageStyles.count} ${peopleStyles.peopleCount}`} aria-live="polite">
              {result.total === 1 ? "1 person" : `${result.total.toLocaleString("en-IN")} people`}
            </p>
            <span className={peopleStyles.tickHint}>Tick people to change their owner or status together.</span>
            <BulkChanges staff={result.staff} rows={rows} total={result.total} memberId={memberId} />
          </div>
          <ul
            className={`${peopleStyles.list} ${result.people.some((person) => person.nextStep) ? "" : peopleStyles.withoutNext}`}
            aria-label="People"
          >
            <li className={`${peopleStyles.row} ${peopleStyles.head}`} aria-hidden="true">
              <span className={peopleStyles.pick} />
              <span className={peopleStyles.person}>Person</span>
              <span className={peopleStyles.want}>What they want</span>
              <span className={peopleStyles.status}>Status</span>
              <span className={peopleStyles.owner}>Owner</span>
              <span className={peopleStyles.next}>Next step</span>
              <span className={peopleStyles.latest}>Latest</span>
            </li>
            {result.people.map((person) => (
              <PersonRow key={person.id} person={person} staff={result.staff} memberId={memberId} now={now} />
            ))}
          </ul>
        </div>
      )}
      <Pagination
        label="Pages of leads"
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        hrefFor={(page) => leadsUrl({ ...query, page })}
      />
    </div>
  );
}
