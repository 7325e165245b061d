import { Fragment } from "react";
import { Form, Link } from "react-router";
import { auditActionLabel, auditActorLabel } from "#shared/console/audit.ts";
import type { AuditEntry } from "#shared/console/contract.ts";
import type { PrivacyCounts, PrivacyRecordKind, PrivacySummary } from "#shared/console/privacy.ts";
import { MEETING_STATE_LABELS, meetingState } from "#shared/scheduling/meeting-outcome.ts";
import { Split } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import { DataTable } from "../components/DataTable";
import { Field } from "../components/Field";
import { ResultNotice } from "../components/ResultNotice";
import { UnbrokenEmail } from "../components/UnbrokenEmail";
import { When } from "../components/When";
import styles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";

export type PrivacyActionData =
  | { intent: "find"; ok: true; summary: PrivacySummary; now: number }
  | { intent: "erase"; ok: true; email: string; erased: PrivacyCounts }
  | { intent: "find" | "erase"; ok: false; field?: "email" | "confirmation"; message: string; email: string };

const KIND_LABELS: Record<PrivacyRecordKind, string> = {
  whitepaper: "Whitepaper request",
  "meeting-request": "Meeting request",
  booking: "Booking",
  guest: "Guest of a booking",
};

const COUNT_LABELS: [keyof PrivacyCounts, string][] = [
  ["whitepaperRequests", "Whitepaper requests"],
  ["meetingRequests", "Meeting requests"],
  ["bookings", "Bookings"],
  ["guestOf", "Guest in other bookings"],
  ["outboxJobs", "E-mails and webhook events"],
  ["undeliveredJobs", "of which not delivered"],
  ["workflow", "Workflow records"],
  ["notes", "Internal notes"],
  ["auditMentions", "Audit log entries naming the address"],
];

function Counts({ counts, label }: { counts: PrivacyCounts; label: string }) {
  return (
    <dl className={styles.definitions} aria-label={label}>
      {COUNT_LABELS.map(([key, text]) => (
        <Fragment key={key}>
          <dt>{text}</dt>
          <dd>{counts[key]}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Summary({ summary, now }: { summary: PrivacySummary; now: number }) {
  const zone = useTeamTimeZone();
  const { email, records, upcomingBookings } = summary;
  return (
    <>
      <section className={styles.panel} aria-labelledby="found-title">
        <h2 id="found-title" className={styles.panelTitle}>
          Held about {email}
        </h2>
        <Counts counts={summary.counts} label="Records found" />
        {records.length === 0 ? (
          <p className={styles.muted}>No leads or bookings mention this address.</p>
        ) : (
          <div className={styles.gapAbove}>
            <DataTable label="Records" cardsOnPhones inPanel>
              <thead>
                <tr>
                  <th scope="col">Kind</th>
                  <th scope="col">Received</th>
                  <th scope="col">Name</th>
                  <th scope="col">Meeting</th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <tr key={`${record.kind}-${record.id}`}>
                    <td data-label="Kind">
                      {record.kind === "guest" ? (
                        KIND_LABELS[record.kind]
                      ) : (
                        <Link to={`/console/leads/${record.id}`}>{KIND_LABELS[record.kind]}</Link>
                      )}
                    </td>
                    <td data-label="Received">{formatDateTime(record.createdAt, zone)}</td>
                    <td data-label="Name">{record.name || "—"}</td>
                    <td data-label="Meeting">
                      {record.meeting
                        ? `${formatDateTime(record.meeting.start, zone)} · ${MEETING_STATE_LABELS[meetingState(record.meeting, now)]}`
                        : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
        <form method="post" action="/console/privacy/download" className={styles.gapAbove}>
          <CsrfField />
          <input type="hidden" name="email" value={email} />
          <button type="submit" className={styles.quietButton}>
            Download as JSON
          </button>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="erase-title">
        <h2 id="erase-title" className={styles.panelTitle}>
          Erase
        </h2>
        <p className={styles.gapBelow}>
          Erasing removes the name, address, company, phone, messages, notes, custom answers and campaign details from
          every record above, takes the address off other bookings' guest lists, empties the e-mails and events about
          these leads (any not sent yet are not sent), and deletes the team's notes on them. What is needed for counting
          stays: the kind, dates, whitepaper, channel and status. This cannot be undone.
        </p>
        {upcomingBookings.length > 0 ? (
          <div className={`${styles.notice} ${styles.noticeError}`}>
            <p className={styles.flush}>
              This address has an upcoming meeting. Cancel it first (the visitor is told), then erase:
            </p>
            <ul>
              {upcomingBookings.map((booking) => (
                <li key={booking.id}>
                  <Link to={`/console/bookings/${booking.id}/cancel`}>
                    Cancel the meeting on {formatDateTime(booking.meeting?.start ?? booking.createdAt, zone)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <EraseForm email={email} />
        )}
      </section>
    </>
  );
}

function EraseForm({ email, error }: { email: string; error?: string }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="email" value={email} />
      <Field id="confirmation" label="Type the address again to confirm" hint={`Exactly ${email}.`} error={error}>
        {(control) => (
          <input {...control} className={styles.input} type="email" name="confirmation" autoComplete="off" required />
        )}
      </Field>
      <button type="submit" className={styles.dangerButton}>
        Erase personal data
      </button>
    </Form>
  );
}

/** The audit log's actions for the requests handled on this page. */
export const PRIVACY_ACTIONS = ["privacy.find", "privacy.download", "privacy.erase"] as const;

/** The latest requests handled here (the audit log's entries), so the page shows who looked up or erased what. */
function RecentRequests({ entries }: { entries: AuditEntry[] }) {
  return (
    <section className={styles.panel} aria-labelledby="recent-requests-title">
      <div className={styles.panelHeader}>
        <h2 id="recent-requests-title" className={styles.panelTitle}>
          Recent requests
        </h2>
        <Link to="/console/audit" className={`${styles.quietButton} ${styles.compact}`}>
          Open audit log
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className={`${styles.muted} ${styles.flush}`}>
          No address looked up, downloaded or erased yet. Each request is listed here and kept in the audit log.
        </p>
      ) : (
        <DataTable label="Requests, newest first" inPanel linesOnPhones>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">When</th>
              <th scope="col">Address</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-primary className={styles.strong}>
                  {auditActionLabel(entry.action)}
                </td>
                <td data-aside>
                  <When iso={entry.createdAt} />
                </td>
                <td>{entry.target}</td>
                <td>{auditActorLabel(entry.actor, entry.actorName)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

export function PrivacyPage({ result, recent }: { result: PrivacyActionData | undefined; recent: AuditEntry[] }) {
  const findError = result && !result.ok && result.field === "email" ? result.message : undefined;
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Data protection</h1>
          <p className={styles.lede}>Find, download or erase everything held about an e-mail address.</p>
        </div>
      </div>
      {result?.ok && result.intent === "erase" && (
        <ResultNotice ok>
          The personal data of {result.email} was erased from{" "}
          {result.erased.whitepaperRequests + result.erased.meetingRequests + result.erased.bookings} leads,{" "}
          {result.erased.guestOf} guest lists and {result.erased.outboxJobs} <UnbrokenEmail text="e-mails" /> or events.
        </ResultNotice>
      )}
      {result && !result.ok && <ResultNotice ok={false}>{result.message}</ResultNotice>}
      {/* The two cards as tall as each other: no hole under the shorter one. */}
      {/* Each card as tall as its content, never stretched to its neighbour's height. */}
      <Split columns="minmax(0, 3fr) minmax(0, 2fr)" gap={5} align="start" className={styles.sideBySide}>
        <section className={styles.panel} aria-labelledby="find-title">
          <h2 id="find-title" className={styles.panelTitle}>
            Look up an address
          </h2>
          <p className={styles.panelIntro}>
            Leads, bookings, guest lists, <UnbrokenEmail text="e-mails" />, notes and audit entries that name the
            address. Not case-sensitive.
          </p>
          <Form method="post" className={styles.inlineForm}>
            <CsrfField />
            <input type="hidden" name="intent" value="find" />
            <Field id="email" label="E-mail address" error={findError}>
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  type="email"
                  name="email"
                  autoComplete="off"
                  placeholder="name@company.com"
                  required
                  defaultValue={
                    result && !result.ok ? result.email : result?.intent === "find" ? result.summary.email : ""
                  }
                />
              )}
            </Field>
            <button type="submit" className={styles.primaryButton}>
              Find
            </button>
          </Form>
        </section>
        <section className={styles.panel} aria-labelledby="privacy-steps">
          <h2 id="privacy-steps" className={styles.panelTitle}>
            How a request is handled
          </h2>
          <ol className={styles.steps}>
            <li>
              <strong>Find</strong>
              <span className={styles.muted}>See every record that holds the address.</span>
            </li>
            <li>
              <strong>Download</strong>
              <span className={styles.muted}>A JSON file of all of it, for an access request.</span>
            </li>
            <li>
              <strong>Erase</strong>
              <span className={styles.muted}>
                Personal details go; kinds, dates and statuses stay for counting. An upcoming meeting must be cancelled
                first.
              </span>
            </li>
          </ol>
        </section>
      </Split>
      {result?.ok && result.intent === "find" && <Summary summary={result.summary} now={result.now} />}
      {result && !result.ok && result.field === "confirmation" && (
        <section className={styles.panel} aria-labelledby="erase-again-title">
          <h2 id="erase-again-title" className={styles.panelTitle}>
            Erase
          </h2>
          <EraseForm email={result.email} error={result.message} />
        </section>
      )}
      <RecentRequests entries={recent} />
    </>
  );
}
