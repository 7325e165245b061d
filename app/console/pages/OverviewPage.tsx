import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { AgendaBooking } from "#shared/console/bookings.ts";
import type { DeliveryBacklog } from "#shared/console/deliveries.ts";
import { LEAD_KINDS, type LeadsOverview, leadsUrl, type PersonSummary, personUrl } from "#shared/console/leads.ts";
import { findConsolePage } from "#shared/console/routes.ts";
import type { StaffMember } from "#shared/console/staff.ts";
import { meetingState } from "#shared/scheduling/meeting-outcome.ts";
import { Grid, Stack } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import { Figure, Figures } from "../components/Figure";
import { DueBadge, KindBadge } from "../components/LeadBadges";
import { MeetingStateBadge } from "../components/MeetingStateBadge";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { formatTime, formatWeekday, useTeamTimeZone } from "../format";
import { wantText } from "./LeadsPage";
import peopleStyles from "./people.module.css";

interface OverviewPageProps {
  member: StaffMember;
  leads: LeadsOverview;
  deliveries: DeliveryBacklog;
  /** The first few people nobody owns yet, and how many there are. */
  unassigned: { people: PersonSummary[]; total: number };
  /** Today's and tomorrow's confirmed meetings, with the team's day each falls on. */
  meetings: (AgendaBooking & { day: string })[];
  /** The server's clock when the page was read, so a meeting that is over says so (the same in the browser). */
  now: number;
}

/** The bookings agenda, when the console has one; otherwise the bookings in the inbox. */
const BOOKINGS_PATH = findConsolePage("/console/bookings") ? "/console/bookings" : leadsUrl({ kind: "booking" });

/** How the week's figures name what they count. */
const RECEIVED_LABELS: Record<(typeof LEAD_KINDS)[number], string> = {
  whitepaper: "Whitepaper requests",
  "meeting-request": "Meeting requests",
  booking: "Meetings booked",
};

/** A wait longer than this is worth a warning on the overview. */
const STUCK_AFTER_SECONDS = 15 * 60;

function waited(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 86400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

/** Long-waiting e-mails, said once at the top (failed ones have their own figure under it, in red). */
function DeliveryAlert({ deliveries }: { deliveries: DeliveryBacklog }) {
  if (deliveries.pending > 0 && deliveries.oldestPendingAgeSeconds > STUCK_AFTER_SECONDS) {
    return (
      <p className={`${styles.notice} ${styles.noticeWarning} ${styles.flush}`}>
        {deliveries.pending} waiting to send, the oldest for {waited(deliveries.oldestPendingAgeSeconds)}.{" "}
        <Link to="/console/deliveries?status=pending">See what is waiting</Link>
      </p>
    );
  }
  return null;
}

/** Who owns a row, as the signed-in member reads it: "You" for their own. */
function ownerName(owner: { id: string; name: string } | null, memberId: string): string {
  return owner ? (owner.id === memberId ? "You" : owner.name) : "Unassigned";
}

/** An empty panel beside a full one: what is missing, in the middle of the room the pair's row gives it. */
function PanelEmpty({ title, text }: { title: string; text: ReactNode }) {
  return (
    <div className={peopleStyles.panelEmpty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.muted}>{text}</p>
    </div>
  );
}

function DueSteps({ leads, memberId }: { leads: LeadsOverview; memberId: string }) {
  return (
    <section aria-labelledby="overview-due" className={`${styles.panel} ${peopleStyles.pairedPanel}`}>
      <div className={styles.panelHeader}>
        <h2 id="overview-due" className={styles.panelTitle}>
          Next steps due
        </h2>
        <Link to={leadsUrl({ view: "due" })} className={`${styles.quietButton} ${styles.compact}`}>
          View all<span className="visually-hidden"> due next steps</span>
        </Link>
      </div>
      {leads.due.length === 0 && <PanelEmpty title="Nothing due today" text="No next step is due today or overdue." />}
      {leads.due.length > 0 && (
        <ul className={peopleStyles.due}>
          {leads.due.map((step) => (
            <li key={step.personId}>
              <span>
                <Link to={personUrl(step.personId)} className={`${styles.personLink} ${peopleStyles.name}`}>
                  {step.name}
                </Link>
                {step.company && <span className={styles.muted}>{step.company}</span>}
                {step.nextStep.text && <span className={peopleStyles.dueText}>{step.nextStep.text}</span>}
              </span>
              <span className={peopleStyles.dueMeta}>
                <DueBadge on={step.nextStep.on} today={leads.today} />
                <span className={styles.muted}>{ownerName(step.owner, memberId)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Nothing due and no meetings: one slim line with both lists' links, not two empty panels above the real work. */
function QuietDay() {
  return (
    <section aria-labelledby="overview-quiet" className={peopleStyles.quietDay}>
      <h2 id="overview-quiet" className={peopleStyles.quietDayText}>
        Nothing due today, and no meetings today or tomorrow.
      </h2>
      <Link to={leadsUrl({ view: "due" })} className={`${styles.quietButton} ${styles.compact}`}>
        All due
      </Link>
      <Link to={BOOKINGS_PATH} className={`${styles.quietButton} ${styles.compact}`}>
        Agenda
      </Link>
    </section>
  );
}

/** People nobody owns yet, each with "Assign to me" (sent to the inbox's own action). */
function Unassigned({ unassigned, now }: { unassigned: OverviewPageProps["unassigned"]; now: number }) {
  const timeZone = useTeamTimeZone();
  return (
    <section aria-labelledby="overview-unassigned" className={styles.panel}>
      <div className={`${styles.panelHeader} ${unassigned.people.length === 0 ? peopleStyles.headerOnly : ""}`}>
        <h2 id="overview-unassigned" className={styles.panelTitle}>
          Unassigned
          {unassigned.total > 0 && <span className={styles.count}>{unassigned.total}</span>}
        </h2>
        {unassigned.people.length === 0 && <p className={peopleStyles.headerNote}>Everyone has an owner.</p>}
        <Link to={leadsUrl({ view: "unassigned" })} className={`${styles.quietButton} ${styles.compact}`}>
          View all<span className="visually-hidden"> unassigned people</span>
        </Link>
      </div>
      {unassigned.people.length > 0 && (
        <ul className={peopleStyles.due}>
          {unassigned.people.map((person) => (
            <li key={person.id}>
              <span>
                <Link
                  to={personUrl(person.id)}
                  className={`${styles.personLink} ${peopleStyles.name}`}
                  id={`unassigned-${person.id}`}
                >
                  {person.name}
                </Link>
                {person.company && <span className={styles.muted}>{person.company}</span>}
                <span className={peopleStyles.dueText}>{wantText(person, timeZone, now)}</span>
              </span>
              <span className={peopleStyles.dueMeta}>
                <KindBadge kind={person.latest.kind} />
                <Form method="post" action="/console/leads">
                  <CsrfField />
                  <input type="hidden" name="intent" value="assign-to-me" />
                  <input type="hidden" name="person" value={person.id} />
                  <button
                    type="submit"
                    className={`${styles.quietButton} ${styles.compact} ${peopleStyles.rowAction}`}
                    aria-describedby={`unassigned-${person.id}`}
                  >
                    Assign to me
                  </button>
                </Form>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Meetings({
  meetings,
  today,
  now,
  upcoming,
  memberId,
}: {
  meetings: OverviewPageProps["meetings"];
  today: string;
  now: number;
  memberId: string;
  /** Confirmed meetings still to come, on any day. */
  upcoming: number;
}) {
  const timeZone = useTeamTimeZone();
  return (
    <section aria-labelledby="overview-meetings" className={`${styles.panel} ${peopleStyles.pairedPanel}`}>
      <div className={styles.panelHeader}>
        <h2 id="overview-meetings" className={styles.panelTitle}>
          Today and tomorrow
        </h2>
        <Link to={BOOKINGS_PATH} className={`${styles.quietButton} ${styles.compact}`}>
          View all<span className="visually-hidden"> meetings</span>
        </Link>
      </div>
      {meetings.length === 0 && (
        <PanelEmpty
          title="No meetings today or tomorrow"
          text={
            upcoming > 0 ? (
              <>
                {upcoming} {upcoming === 1 ? "meeting is" : "meetings are"} booked for later days:{" "}
                <Link to={BOOKINGS_PATH}>see the agenda</Link>.
              </>
            ) : (
              "Nothing is booked yet."
            )
          }
        />
      )}
      {meetings.length > 0 && (
        <ul className={peopleStyles.due}>
          {meetings.map((meeting) => (
            <li key={meeting.id}>
              <span>
                <Link to={`/console/leads/${meeting.id}`} className={`${styles.personLink} ${peopleStyles.name}`}>
                  {meeting.name}
                </Link>
                {meeting.company && <span className={styles.muted}>{meeting.company}</span>}
                <span className={peopleStyles.dueText}>
                  {formatTime(meeting.start, timeZone)}–{formatTime(meeting.end, timeZone)}
                </span>
              </span>
              <span className={peopleStyles.dueMeta}>
                {meetingState(meeting, now) === "upcoming" ? (
                  <span className={`${styles.badge} ${meeting.day === today ? styles.badgeWarning : ""}`}>
                    {meeting.day === today ? "Today" : "Tomorrow"}
                  </span>
                ) : (
                  <MeetingStateBadge state={meetingState(meeting, now)} />
                )}
                <span className={styles.muted}>{ownerName(meeting.owner, memberId)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What needs the team now, as the first row: due steps, people not yet contacted, today's meetings and failed
 * e-mails, each linking to its list.
 */
function NeedsAttention({ leads, deliveries }: Pick<OverviewPageProps, "leads" | "deliveries">) {
  const due = leads.due.length;
  return (
    <section aria-labelledby="overview-now">
      <h2 id="overview-now" className={styles.sectionTitle}>
        Needs attention
      </h2>
      <Figures>
        <Figure
          value={due}
          label="Next steps due"
          to={leadsUrl({ view: "due" })}
          tone={due > 0 ? "warning" : undefined}
          note={due > 0 ? "Today or overdue" : "Nothing due"}
        />
        <Figure
          value={leads.awaitingContact}
          label="Awaiting contact"
          to={leadsUrl({ status: "new" })}
          tone={leads.awaitingContact > 0 ? "warning" : undefined}
          note="New leads"
        />
        <Figure
          value={leads.bookingsToday}
          label="Meetings today"
          to={BOOKINGS_PATH}
          note={`${leads.bookingsUpcoming} upcoming`}
        />
        <Figure
          value={deliveries.failed}
          label="Failed deliveries"
          to="/console/deliveries?status=failed"
          tone={deliveries.failed > 0 ? "danger" : undefined}
          note={
            deliveries.failed > 0
              ? "Retry or dismiss"
              : deliveries.pending > 0
                ? `${deliveries.pending} waiting`
                : "None waiting"
          }
        />
      </Figures>
    </section>
  );
}

/**
 * A salesperson's morning: what needs them first (the counts, due steps and today's meetings side by side, then the
 * people without an owner), then the week's figures.
 */
export function OverviewPage({ member, leads, deliveries, unassigned, meetings, now }: OverviewPageProps) {
  const lastWeek = (kind?: (typeof LEAD_KINDS)[number]) => leadsUrl({ kind, from: leads.weekStart, to: leads.today });
  const quietDay = leads.due.length === 0 && meetings.length === 0;
  return (
    <Stack gap={5}>
      <div className={`${styles.pageHeader} ${styles.flush}`}>
        <div>
          <h1 className={styles.title}>Welcome, {member.name}</h1>
          <p className={styles.lede}>{formatWeekday(leads.today, leads.today)}</p>
        </div>
      </div>
      <DeliveryAlert deliveries={deliveries} />
      <NeedsAttention leads={leads} deliveries={deliveries} />
      {quietDay ? (
        <QuietDay />
      ) : (
        <Grid cols={{ base: 1, md: 2 }} gap={4} className={peopleStyles.needsYou}>
          <DueSteps leads={leads} memberId={member.id} />
          <Meetings
            meetings={meetings}
            today={leads.today}
            now={now}
            upcoming={leads.bookingsUpcoming}
            memberId={member.id}
          />
        </Grid>
      )}
      <div className={peopleStyles.needsYou}>
        <Unassigned unassigned={unassigned} now={now} />
      </div>
      {/* The week's arrivals: one slim strip of three counts (each linking to its list), not three near-empty cards. */}
      <section aria-labelledby="overview-leads" className={`${styles.panel} ${peopleStyles.received}`}>
        <h2 id="overview-leads" className={peopleStyles.receivedTitle}>
          Received in the last 7 days
        </h2>
        <ul className={peopleStyles.receivedList}>
          {LEAD_KINDS.map((kind) => (
            <li key={kind}>
              <Link to={lastWeek(kind)}>
                <span className={pageStyles.figureValue}>{leads.lastWeek[kind].toLocaleString("en-IN")}</span>{" "}
                {RECEIVED_LABELS[kind]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}
