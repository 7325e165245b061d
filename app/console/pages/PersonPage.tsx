import { Fragment, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { type AttributionSummary, CHANNELS, type Channel, type TouchSummary } from "#shared/analytics/attribution.ts";
import type { FormResult } from "#shared/console/form-result.ts";
import {
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  type LeadFields,
  NOTE_MAX,
  type PersonDetail,
  STATUS_TRANSITIONS,
  type TimelineEntry,
} from "#shared/console/leads.ts";
import { NEXT_STEP_MAX } from "#shared/console/people-forms.ts";
import { MEETING_STATE_LABELS, meetingState } from "#shared/scheduling/meeting-outcome.ts";
import { Cluster } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import { DayField } from "../components/DayField";
import { Field } from "../components/Field";
import { FormResultNotice, fieldError } from "../components/FormResultNotice";
import { DueBadge, FlaggedMarker, isDue, StatusBadge } from "../components/LeadBadges";
import { MeetingOutcomeForm } from "../components/MeetingOutcomeForm";
import { MeetingStateBadge } from "../components/MeetingStateBadge";
import { UnbrokenEmail } from "../components/UnbrokenEmail";
import { When } from "../components/When";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { deliveryReason } from "../delivery-reason";
import { formatDateTimeIn, formatTimeZone, useTeamTimeZone } from "../format";
import { formatNearDateTime, formatNearDayInSentence, useTeamToday } from "../near-days";
import peopleStyles from "./people.module.css";

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

/** A booking's time in a zone, its day written near today, the zone in words ("India time (IST)"), never its id. */
function inZone(iso: string, timeZone: string, now: number): string {
  return `${formatNearDateTime(iso, timeZone, now)}, ${formatTimeZone(timeZone, new Date(iso))}`;
}

const CHANNEL_LABELS: Record<string, string> = { api: "Website form", form: "Website form (without JavaScript)" };

const DELIVERY_EVENTS: Record<string, string> = {
  "lead.created": "the request",
  "booking.created": "the booking",
  "booking.rescheduled": "the new time",
  "booking.cancelled": "the cancellation",
};

/** What a delivery was, in words (its topic is a code such as `lead.created/visitor`). */
export function deliveryLabel(topic: string, channel: string): string {
  const [event = "", audience = ""] = topic.split("/");
  const what = DELIVERY_EVENTS[event] ?? "an update";
  if (channel === "webhook") return `Webhook event about ${what}`;
  return `E-mail to ${audience === "visitor" ? "the visitor" : "the team"} about ${what}`;
}

const DELIVERY_STATUS_LABELS: Record<string, string> = {
  delivered: "sent",
  pending: "waiting to send",
  failed: "failed",
};

/** Who a person is, as the record's header shows them. */
interface Header {
  name: string;
  email: string;
  company: string;
}

function leadRows(lead: LeadFields, header: Header, timeZone: string, now: number): [string, ReactNode][] {
  // The kind and time are the heading the rows sit under; name, address and company only where this submission
  // gave other ones than the header shows.
  const common: [string, ReactNode][] = [
    ...(lead.name !== header.name ? [["Name", lead.name] as [string, ReactNode]] : []),
    ...(lead.email.toLowerCase() !== header.email.toLowerCase()
      ? [
          [
            "E-mail",
            <a key="email" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(lead.company !== header.company ? [["Company", lead.company] as [string, ReactNode]] : []),
  ];
  const bot: [string, ReactNode] = ["Spam check", lead.suspectedBot ? "Failed: flagged as a suspected bot" : "Passed"];
  if (lead.kind === "whitepaper") {
    return [
      ...common,
      ["Phone", lead.phone ?? ""],
      ["Whitepaper", lead.whitepaper],
      ["Marketing e-mails", lead.marketingConsent ? "Agreed" : "Declined"],
      ["Consent recorded", formatNearDateTime(lead.consentRecordedAt, timeZone, now)],
      ["Channel", CHANNEL_LABELS[lead.channel] ?? lead.channel],
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
      ["Channel", CHANNEL_LABELS[lead.channel] ?? lead.channel],
      bot,
    ];
  }
  const answers = Object.entries(lead.answers);
  return [
    ...common,
    ["Meeting", inZone(lead.start, timeZone, now)],
    // The visitor's clock only when it is not the team's.
    ...(lead.visitorTimeZone !== timeZone
      ? [["Meeting, visitor's time", inZone(lead.start, lead.visitorTimeZone, now)] as [string, ReactNode]]
      : []),
    ["Booking status", MEETING_STATE_LABELS[meetingState({ ...lead, status: lead.bookingStatus }, now)]],
    ["Guests", lead.guests.join(", ")],
    [
      "Notes",
      <span key="notes" className={pageStyles.note}>
        {lead.notes}
      </span>,
    ],
    ...answers.map(([key, value]): [string, ReactNode] => [`Answer ${key}`, value]),
    // Only the campaign tags the link carried: five rows of dashes would bury the booking's own facts.
    ...(["source", "medium", "campaign", "term", "content"] as const)
      .filter((key) => lead.utm[key])
      .map((key): [string, ReactNode] => [`UTM ${key}`, lead.utm[key]]),
    ...(lead.updatedAt
      ? [["Last changed", formatNearDateTime(lead.updatedAt, timeZone, now)] as [string, ReactNode]]
      : []),
    ["Channel", "Meeting scheduler on the site"],
    bot,
  ];
}

function describe(entry: TimelineEntry, now: number, today: string): ReactNode {
  switch (entry.type) {
    case "submission":
      return (
        <>
          <strong>{LEAD_KIND_LABELS[entry.lead.kind]}</strong>
          {entry.lead.kind === "whitepaper" && ` · ${entry.lead.whitepaper}`}
          {entry.lead.kind === "meeting-request" && <p className={pageStyles.note}>{entry.lead.message}</p>}
          {entry.lead.kind === "booking" && <BookingLine lead={entry.lead} now={now} />}
        </>
      );
    case "delivery":
      return `${deliveryLabel(entry.delivery.topic, entry.delivery.channel)} (${DELIVERY_STATUS_LABELS[entry.delivery.status] ?? entry.delivery.status}${entry.delivery.lastError ? `: ${deliveryReason(entry.delivery.lastError).reason}` : ""})`;
    case "status":
      return `Status: ${LEAD_STATUS_LABELS[entry.from]} → ${LEAD_STATUS_LABELS[entry.to]}`;
    case "owner":
      return entry.to
        ? `Owner set to ${entry.to}${entry.from ? ` (was ${entry.from})` : ""}`
        : `Owner ${entry.from ?? ""} removed`;
    case "next-step":
      return entry.to
        ? `Next step set, due ${formatNearDayInSentence(entry.to.on, today).replace(/^on /, "")}${entry.to.text ? `: ${entry.to.text}` : ""}`
        : "Next step cleared";
    case "note":
      // The note's words on the entry's first line, after what it is: no heading over a paragraph of its own.
      return (
        <span className={pageStyles.note}>
          <strong>Note:</strong> {entry.text}
        </span>
      );
  }
}

function BookingLine({ lead, now }: { lead: Extract<LeadFields, { kind: "booking" }>; now: number }) {
  const timeZone = useTeamTimeZone();
  const state = meetingState({ ...lead, status: lead.bookingStatus }, now);
  return (
    <>
      {` for ${formatNearDateTime(lead.start, timeZone, now)} `}
      {state !== "upcoming" && <MeetingStateBadge state={state} />}
      {lead.notes && <p className={pageStyles.note}>{lead.notes}</p>}
      {state === "awaiting-outcome" && <MeetingOutcomeForm booking={lead.id} className={peopleStyles.outcome} />}
    </>
  );
}

type Delivery = Extract<TimelineEntry, { type: "delivery" }>;

/** The timeline with each run of two or more system deliveries folded into one entry, so people's actions lead. */
function foldDeliveries(timeline: readonly TimelineEntry[]): (TimelineEntry | Delivery[])[] {
  const folded: (TimelineEntry | Delivery[])[] = [];
  for (const entry of timeline) {
    const last = folded.at(-1);
    if (entry.type !== "delivery") folded.push(entry);
    else if (Array.isArray(last)) last.push(entry);
    else if (last?.type === "delivery") folded[folded.length - 1] = [last, entry];
    else folded.push(entry);
  }
  return folded;
}

/** Items in words: "the visitor", "the visitor and the team". */
function joined(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * A run of system deliveries in one line that says what went out, to whom and how it went: "2 e-mails about the
 * booking, to the visitor and the team · all sent", "1 webhook event · 1 failed".
 */
export function deliveriesSummary(run: readonly Delivery[]): string {
  const mails = run.filter((entry) => entry.delivery.channel !== "webhook");
  const events = run.length - mails.length;
  const topics = [...new Set(run.map((entry) => entry.delivery.topic.split("/")[0] ?? ""))];
  const about =
    topics.length === 1 && DELIVERY_EVENTS[topics[0] ?? ""] ? ` about ${DELIVERY_EVENTS[topics[0] ?? ""]}` : "";
  const audiences = [
    ...new Set(mails.map((entry) => (entry.delivery.topic.split("/")[1] === "visitor" ? "the visitor" : "the team"))),
  ];
  const what = [
    mails.length > 0 && `${mails.length} ${mails.length === 1 ? "e-mail" : "e-mails"}${about}, to ${joined(audiences)}`,
    events > 0 && `${events} webhook ${events === 1 ? "event" : "events"}`,
  ].filter(Boolean);
  const failed = run.filter((entry) => entry.delivery.status === "failed").length;
  const waiting = run.filter((entry) => entry.delivery.status === "pending").length;
  const how = [failed > 0 && `${failed} failed`, waiting > 0 && `${waiting} waiting`].filter(Boolean);
  return `${what.join(" and ")} · ${how.length > 0 ? how.join(", ") : "all sent"}`;
}

function Timeline({ timeline, now }: { timeline: readonly TimelineEntry[]; now: number }) {
  const today = useTeamToday(now);
  const timeZone = useTeamTimeZone();
  const when = (entry: TimelineEntry) => (
    <div className={pageStyles.when}>
      <When iso={entry.at} text={formatNearDateTime(entry.at, timeZone, now)} />
      {"by" in entry ? ` · ${entry.by}` : ""}
    </div>
  );
  return (
    <ol className={pageStyles.timeline} aria-label="Timeline, newest first">
      {foldDeliveries(timeline).map((item) =>
        Array.isArray(item) ? (
          <li key={`deliveries-${item[0]?.id}`} data-type="delivery">
            {item[0] && when(item[0])}
            <details className={peopleStyles.deliveryRun}>
              <summary className={styles.disclosure}>
                <UnbrokenEmail text={deliveriesSummary(item)} />
              </summary>
              <ul>
                {item.map((entry) => (
                  <li key={entry.id}>{describe(entry, now, today)}</li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={`${item.type}-${item.id}`} data-type={item.type}>
            {when(item)}
            <div className={pageStyles.what}>{describe(item, now, today)}</div>
          </li>
        ),
      )}
    </ol>
  );
}

/** The person's next confirmed meeting, with the staff's changes one press away. */
function UpcomingMeeting({ submissions, now }: { submissions: readonly LeadFields[]; now: number }) {
  const timeZone = useTeamTimeZone();
  const meeting = submissions
    .flatMap((lead) => (lead.kind === "booking" && lead.bookingStatus === "confirmed" ? [lead] : []))
    .filter((lead) => Date.parse(lead.start) > now)
    .sort((a, b) => a.start.localeCompare(b.start))[0];
  if (!meeting) return null;
  return (
    <section className={`${styles.panel} ${peopleStyles.upcoming}`} aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className={styles.panelTitle}>
        Upcoming meeting
      </h2>
      <p className={peopleStyles.upcomingWhen}>
        {formatNearDateTime(meeting.start, timeZone, now)}{" "}
        <span className={styles.muted}>{formatTimeZone(timeZone, new Date(meeting.start))}</span>
      </p>
      {meeting.visitorTimeZone !== timeZone && (
        <p className={styles.muted}>For the visitor: {formatDateTimeIn(meeting.start, meeting.visitorTimeZone)}</p>
      )}
      {meeting.notes && <p className={peopleStyles.upcomingWants}>{meeting.notes}</p>}
      <Cluster gap={2}>
        <Link to={`/console/bookings/${meeting.id}/reschedule`} className={`${styles.quietButton} ${styles.compact}`}>
          Reschedule
        </Link>
        <Link to={`/console/bookings/${meeting.id}/cancel`} className={`${styles.dangerButton} ${styles.compact}`}>
          Cancel
        </Link>
      </Cluster>
    </section>
  );
}

function Workflow({ detail, result, now }: { detail: PersonDetail; result: FormResult | undefined; now: number }) {
  const { workflow, staff } = detail;
  const today = useTeamToday(now);
  const statuses = [workflow.status, ...STATUS_TRANSITIONS[workflow.status]];
  return (
    <section className={styles.panel} aria-labelledby="workflow-title">
      <h2 id="workflow-title" className={styles.panelTitle}>
        Workflow
      </h2>
      <FormResultNotice result={result} />
      {/* A new version (after a save) remounts the form: the note box empties and every control shows what was saved. */}
      <Form method="post" key={workflow.version} className={peopleStyles.workflow} aria-label="Workflow">
        <CsrfField />
        <input type="hidden" name="intent" value="workflow" />
        <input type="hidden" name="version" value={workflow.version} />
        <Field id="workflow-status" label="Status" error={fieldError(result, "status")}>
          {(control) => (
            <select {...control} name="status" className={styles.input} defaultValue={workflow.status}>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="workflow-owner" label="Owner" error={fieldError(result, "owner")}>
          {(control) => (
            <select {...control} name="owner" className={styles.input} defaultValue={workflow.owner?.id ?? ""}>
              <option value="">Unassigned</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <DayField
          id="workflow-next-on"
          name="nextStepOn"
          label="Next step on"
          value={workflow.nextStep?.on}
          error={fieldError(result, "nextStepOn")}
          flag={
            workflow.nextStep &&
            isDue(workflow.nextStep.on, today) && <DueBadge on={workflow.nextStep.on} today={today} />
          }
        />
        {/* Across the form: it grows with its words, and no neighbour is left shorter beside it. */}
        <div className={peopleStyles.wide}>
          <Field id="workflow-next-text" label="Next step" error={fieldError(result, "nextStepText")}>
            {(control) => (
              <textarea
                {...control}
                name="nextStepText"
                rows={1}
                className={`${styles.input} ${styles.growing} ${peopleStyles.nextStep}`}
                maxLength={NEXT_STEP_MAX}
                defaultValue={workflow.nextStep?.text ?? ""}
                placeholder="e.g. Send the pricing deck"
              />
            )}
          </Field>
        </div>
        <div className={peopleStyles.wide}>
          <Field
            id="workflow-note"
            label="Add a note"
            hint={`Seen by the team only, up to ${NOTE_MAX.toLocaleString("en-IN")} characters.`}
            error={fieldError(result, "note")}
          >
            {(control) => (
              <textarea
                {...control}
                name="note"
                className={`${styles.input} ${styles.growing} ${pageStyles.textarea}`}
                placeholder="What was said, what was agreed"
                maxLength={NOTE_MAX}
              />
            )}
          </Field>
        </div>
        <div className={`${peopleStyles.wide} ${peopleStyles.saveRow}`}>
          <span className={styles.hint}>Status, owner, next step and note are saved together.</span>
          <button type="submit" className={styles.primaryButton}>
            Save changes
          </button>
        </div>
      </Form>
    </section>
  );
}

export function PersonPage({
  detail,
  memberId,
  now,
  result,
}: {
  detail: PersonDetail;
  /** Who is signed in: "Assign to me" shows unless they already own the person. */
  memberId: string;
  /** The server's clock when the page was read: a meeting that is over never reads as upcoming. */
  now: number;
  result: FormResult | undefined;
}) {
  const timeZone = useTeamTimeZone();
  const { workflow, timeline, submissions } = detail;
  const flagged = submissions.some((lead) => lead.suspectedBot);
  const header: Header = { name: detail.name, email: detail.email, company: detail.company?.name ?? "" };
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <p className={styles.breadcrumb}>
            <Link to="/console/leads">Leads</Link>
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden">: </span>
            {detail.name}
          </p>
          <Cluster gap={3} align="center">
            <h1 className={styles.title}>{detail.name}</h1>
            <StatusBadge status={workflow.status} />
            {flagged && <FlaggedMarker />}
          </Cluster>
          <p className={`${styles.lede} ${peopleStyles.summary}`}>
            <span className={styles.strong}>{detail.company ? detail.company.name : "No company given"}</span>
            <a href={`mailto:${detail.email}`}>{detail.email}</a>
          </p>
        </div>
        <Cluster gap={2} align="center" className={peopleStyles.headerActions}>
          {workflow.owner?.id !== memberId && (
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="assign-to-me" />
              <input type="hidden" name="person" value={detail.id} />
              <button type="submit" className={`${styles.quietButton} ${styles.compact}`}>
                Assign to me
              </button>
            </Form>
          )}
          <a href={`mailto:${detail.email}`} className={`${styles.quietButton} ${styles.compact}`}>
            E-mail {detail.name.split(" ")[0]}
          </a>
        </Cluster>
      </div>
      {/*
        A wide screen: the work on the left (the workflow, then what they sent), the meeting and what happened on the
        right. Narrower, one column: the upcoming meeting, the workflow, what they sent, then the timeline.
      */}
      <div className={`${pageStyles.columns} ${peopleStyles.record}`}>
        <div className={pageStyles.stack}>
          <Workflow detail={detail} result={result} now={now} />
          <section className={styles.panel} aria-labelledby="submissions-title">
            <h2 id="submissions-title" className={styles.panelTitle}>
              Submissions <span className={styles.count}>{submissions.length}</span>
            </h2>
            {/* The newest open: what they last sent reads under the workflow without a press. */}
            {submissions.map((lead, index) => (
              <details key={lead.id} className={peopleStyles.submission} open={index === 0}>
                <summary className={styles.disclosure}>
                  {/* One flex item: the kind, then the dot and the time together (no dot left at a line's end). */}
                  <span>
                    {LEAD_KIND_LABELS[lead.kind]}{" "}
                    <span className={pageStyles.nowrap}>· {formatNearDateTime(lead.receivedAt, timeZone, now)}</span>
                  </span>
                </summary>
                <Definitions rows={leadRows(lead, header, timeZone, now)} />
              </details>
            ))}
            {/* Nothing recorded is one quiet line under what they sent, not a card of its own. */}
            {!detail.attribution && (
              <p className={`${styles.muted} ${peopleStyles.noOrigin}`}>
                Where they came from is not recorded: the browser asked not to be tracked, or the lead came before
                attribution was kept.
              </p>
            )}
          </section>
          {detail.attribution && (
            <section className={styles.panel} aria-labelledby="attribution-title">
              <h2 id="attribution-title" className={styles.panelTitle}>
                Where they came from
              </h2>
              <Definitions rows={attributionRows(detail.attribution)} />
            </section>
          )}
        </div>
        <div className={pageStyles.stack}>
          <UpcomingMeeting submissions={submissions} now={now} />
          <section className={`${styles.panel} ${peopleStyles.timelinePanel}`} aria-labelledby="timeline-title">
            <h2 id="timeline-title" className={styles.panelTitle}>
              Timeline
            </h2>
            <Timeline timeline={timeline} now={now} />
          </section>
        </div>
      </div>
    </>
  );
}
