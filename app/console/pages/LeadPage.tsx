import { Fragment, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { type AttributionSummary, CHANNELS, type Channel, type TouchSummary } from "#shared/analytics/attribution.ts";
import { DELIVERY_STATUS_LABELS, deliveryLabel } from "#shared/console/deliveries.ts";
import {
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  type LeadActivityEntry,
  type LeadDetail,
  type LeadFields,
  NOTE_MAX,
  STATUS_TRANSITIONS,
} from "#shared/console/leads.ts";
import { CsrfField } from "../CsrfField";
import { DataTable } from "../components/DataTable";
import { FlaggedMarker, StatusBadge } from "../components/LeadBadges";
import { ResultNotice } from "../components/ResultNotice";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";

function touchText(touch: TouchSummary): string {
  const campaign = [touch.source, touch.medium, touch.campaign].filter(Boolean).join(" / ");
  const source = CHANNELS[touch.channel as Channel] ?? touch.channel;
  return [source, campaign, touch.referrer && `from ${touch.referrer}`].filter(Boolean).join(" · ");
}

function attributionRows(attribution: AttributionSummary): [string, ReactNode][] {
  return [
    ["First touch", touchText(attribution.firstTouch)],
    ["Landing page", attribution.landingPage],
    ["Latest touch", touchText(attribution.lastTouch)],
    ["Converting page", attribution.convertingPage],
    ["Term, content", [attribution.firstTouch.term, attribution.firstTouch.content].filter(Boolean).join(", ")],
  ];
}

export type LeadActionResult = { ok: boolean; message: string; field?: string } | undefined;

function Definitions({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.definitions}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value === "" || value === null ? <span className={styles.muted}>—</span> : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A booking's time as the team and as the visitor see it. */
function inZone(iso: string, timeZone: string): string {
  return `${formatDateTime(iso, timeZone)} (${timeZone})`;
}

function leadRows(lead: LeadFields, timeZone: string): [string, ReactNode][] {
  const common: [string, ReactNode][] = [
    ["Kind", LEAD_KIND_LABELS[lead.kind]],
    ["Received", formatDateTime(lead.receivedAt, timeZone)],
    ["Name", lead.name],
    [
      "E-mail",
      <a key="email" href={`mailto:${lead.email}`}>
        {lead.email}
      </a>,
    ],
    ["Company", lead.company],
  ];
  const bot: [string, ReactNode] = [
    "Proof of work",
    lead.suspectedBot ? "Missing: flagged as a suspected bot" : "Valid",
  ];
  if (lead.kind === "whitepaper") {
    return [
      ...common,
      ["Phone", lead.phone ?? ""],
      ["Whitepaper", lead.whitepaper],
      ["Marketing e-mails", lead.marketingConsent ? "Agreed" : "Declined"],
      ["Consent recorded", formatDateTime(lead.consentRecordedAt, timeZone)],
      ["Channel", lead.channel],
      bot,
    ];
  }
  if (lead.kind === "meeting-request") {
    return [
      ...common,
      [
        "Message",
        <span key="message" className={pageStyles.note}>
          {lead.message}
        </span>,
      ],
      ["Channel", lead.channel],
      bot,
    ];
  }
  const answers = Object.entries(lead.answers);
  return [
    ...common,
    ["Meeting (team)", inZone(lead.start, timeZone)],
    ["Meeting (visitor)", inZone(lead.start, lead.visitorTimeZone)],
    ["Booking status", lead.bookingStatus],
    ["Guests", lead.guests.join(", ")],
    [
      "Notes",
      <span key="notes" className={pageStyles.note}>
        {lead.notes}
      </span>,
    ],
    ...answers.map(([key, value]): [string, ReactNode] => [`Answer ${key}`, value]),
    ...(["source", "medium", "campaign", "term", "content"] as const).map((key): [string, ReactNode] => [
      `UTM ${key}`,
      lead.utm[key],
    ]),
    ["Last changed", lead.updatedAt ? formatDateTime(lead.updatedAt, timeZone) : ""],
    ["Channel", "scheduler"],
    bot,
  ];
}

function describe(entry: LeadActivityEntry): ReactNode {
  if (entry.type === "status") {
    return `Status ${LEAD_STATUS_LABELS[entry.from].toLowerCase()} → ${LEAD_STATUS_LABELS[entry.to].toLowerCase()}`;
  }
  if (entry.type === "owner") {
    return entry.to
      ? `Owner set to ${entry.to}${entry.from ? ` (was ${entry.from})` : ""}`
      : `Owner ${entry.from} removed`;
  }
  return (
    <>
      Note
      <p className={pageStyles.note}>{entry.text}</p>
    </>
  );
}

const TRANSITION_LABELS: Record<string, string> = {
  "closed>new": "Reopen as new",
  "closed>contacted": "Reopen as contacted",
};

function Workflow({ detail, result }: { detail: LeadDetail; result: LeadActionResult }) {
  const { workflow, staff } = detail;
  return (
    <section className={styles.panel} aria-labelledby="workflow-title">
      <h2 id="workflow-title" className={styles.panelTitle}>
        Workflow
      </h2>
      {result && <ResultNotice ok={result.ok}>{result.message}</ResultNotice>}
      <p>
        Status: <StatusBadge status={workflow.status} />
      </p>
      <Form method="post" className={styles.actions} aria-label="Change the status">
        <CsrfField />
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="expected" value={workflow.status} />
        {STATUS_TRANSITIONS[workflow.status].map((to) => (
          <button
            key={to}
            type="submit"
            name="to"
            value={to}
            className={to === "closed" ? styles.quietButton : styles.primaryButton}
          >
            {TRANSITION_LABELS[`${workflow.status}>${to}`] ?? `Mark ${LEAD_STATUS_LABELS[to].toLowerCase()}`}
          </button>
        ))}
      </Form>
      <Form method="post" style={{ marginTop: "var(--space-5)" }}>
        <CsrfField />
        <input type="hidden" name="intent" value="owner" />
        <div className={styles.field}>
          <label htmlFor="lead-owner">Owner</label>
          <select id="lead-owner" name="owner" className={styles.input} defaultValue={workflow.owner?.id ?? ""}>
            <option value="">Nobody</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.quietButton}>
          Save owner
        </button>
      </Form>
      <Form method="post" style={{ marginTop: "var(--space-5)" }}>
        <CsrfField />
        <input type="hidden" name="intent" value="note" />
        <div className={styles.field}>
          <label htmlFor="lead-note">Internal note</label>
          <textarea
            id="lead-note"
            name="note"
            className={`${styles.input} ${pageStyles.textarea}`}
            maxLength={NOTE_MAX}
            required
            aria-describedby="lead-note-hint"
            aria-invalid={result?.field === "note" ? true : undefined}
          />
          <span id="lead-note-hint" className={styles.hint}>
            Seen by the team only, up to {NOTE_MAX.toLocaleString("en-IN")} characters.
          </span>
        </div>
        <button type="submit" className={styles.primaryButton}>
          Add note
        </button>
      </Form>
    </section>
  );
}

export function LeadPage({ detail, result }: { detail: LeadDetail; result: LeadActionResult }) {
  const timeZone = useTeamTimeZone();
  const { lead, activity, deliveries } = detail;
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <p className={styles.lede} style={{ marginTop: 0 }}>
            <Link to="/console/leads">Leads</Link> / {LEAD_KIND_LABELS[lead.kind]}
          </p>
          <h1 className={styles.title}>{lead.name}</h1>
          <p className={styles.lede}>
            {lead.company ? `${lead.company} · ` : ""}
            <StatusBadge status={detail.workflow.status} />{" "}
            {detail.workflow.owner ? `Owner: ${detail.workflow.owner.name}` : "No owner"}{" "}
            {lead.suspectedBot && <FlaggedMarker />}
          </p>
        </div>
      </div>
      <div className={pageStyles.columns}>
        <div className={pageStyles.stack}>
          <section className={styles.panel} aria-labelledby="lead-title">
            <h2 id="lead-title" className={styles.panelTitle}>
              The lead
            </h2>
            <Definitions rows={leadRows(lead, timeZone)} />
          </section>
          <section className={styles.panel} aria-labelledby="attribution-title">
            <h2 id="attribution-title" className={styles.panelTitle}>
              Where they came from
            </h2>
            {detail.attribution ? (
              <Definitions rows={attributionRows(detail.attribution)} />
            ) : (
              <p className={styles.muted}>
                Not recorded: the browser asked not to be tracked, or the lead came before attribution was kept.
              </p>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="deliveries-title">
            <h2 id="deliveries-title" className={styles.panelTitle}>
              Deliveries
            </h2>
            {deliveries.length === 0 ? (
              <p className={styles.muted}>Nothing was sent about this lead.</p>
            ) : (
              <DataTable label="Deliveries about this lead" cardsOnPhones>
                <thead>
                  <tr>
                    <th scope="col">What</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last error</th>
                    <th scope="col">Created</th>
                    <th scope="col">Finished</th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.map((job) => (
                    <tr key={job.id}>
                      <td data-label="What">{deliveryLabel(job.topic, job.channel)}</td>
                      <td data-label="Status">
                        <span className={styles.badge}>{DELIVERY_STATUS_LABELS[job.status] ?? job.status}</span>{" "}
                        <span className={styles.muted}>
                          {job.attempts} {job.attempts === 1 ? "attempt" : "attempts"}
                        </span>
                      </td>
                      <td data-label="Last error" className={pageStyles.error}>
                        {job.lastError ?? "—"}
                      </td>
                      <td data-label="Created">{formatDateTime(job.createdAt, timeZone)}</td>
                      <td data-label="Finished">{job.finishedAt ? formatDateTime(job.finishedAt, timeZone) : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </section>
        </div>
        <div className={pageStyles.stack}>
          <Workflow detail={detail} result={result} />
          <section className={styles.panel} aria-labelledby="activity-title">
            <h2 id="activity-title" className={styles.panelTitle}>
              Activity
            </h2>
            {activity.length === 0 ? (
              <p className={styles.muted}>No changes or notes yet.</p>
            ) : (
              <ol className={pageStyles.timeline} aria-label="Activity, newest first">
                {activity.map((entry) => (
                  <li key={entry.id}>
                    <span className={styles.muted}>
                      {formatDateTime(entry.at, timeZone)} · {entry.by}
                    </span>
                    <div>{describe(entry)}</div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
