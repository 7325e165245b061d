import { Link } from "react-router";
import type { DeliveryBacklog } from "#shared/console/deliveries.ts";
import { LEAD_KIND_LABELS, LEAD_KINDS, type LeadsOverview, leadsUrl, personUrl } from "#shared/console/leads.ts";
import { findConsolePage } from "#shared/console/routes.ts";
import type { StaffMember } from "#shared/console/staff.ts";
import { Figure } from "../components/Figure";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { formatShortDay } from "../format";
import peopleStyles from "./people.module.css";

interface OverviewPageProps {
  member: StaffMember;
  leads: LeadsOverview;
  deliveries: DeliveryBacklog;
}

/** The bookings agenda, when the console has one; otherwise the bookings in the inbox. */
const BOOKINGS_PATH = findConsolePage("/console/bookings") ? "/console/bookings" : leadsUrl({ kind: "booking" });

export function OverviewPage({ member, leads, deliveries }: OverviewPageProps) {
  const lastWeek = (kind?: (typeof LEAD_KINDS)[number]) => leadsUrl({ kind, from: leads.weekStart, to: leads.today });
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Welcome, {member.name}</h1>
          <p className={styles.lede}>Everything the team works on after a visitor gets in touch.</p>
        </div>
      </div>
      <section aria-labelledby="overview-due" className={`${styles.panel} ${peopleStyles.duePanel}`}>
        <h2 id="overview-due" className={styles.panelTitle}>
          Next steps due
        </h2>
        {leads.due.length === 0 ? (
          <p className={styles.muted}>Nothing is due today.</p>
        ) : (
          <ul className={peopleStyles.due}>
            {leads.due.map((step) => (
              <li key={step.personId}>
                <span>
                  <Link to={personUrl(step.personId)}>{step.name}</Link>
                  {step.company && <span className={styles.muted}> · {step.company}</span>}
                  {step.nextStep.text && <span> — {step.nextStep.text}</span>}
                </span>
                <span className={styles.muted}>
                  {step.nextStep.on < leads.today ? `Overdue since ${formatShortDay(step.nextStep.on)}` : "Today"} ·{" "}
                  {step.owner ? step.owner.name : "Unassigned"}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={leadsUrl({ view: "due" })}>All due next steps</Link>
        </p>
      </section>
      <section aria-labelledby="overview-leads">
        <h2 id="overview-leads" className={styles.panelTitle}>
          Received in the last 7 days
        </h2>
        <ul className={pageStyles.figures}>
          {LEAD_KINDS.map((kind) => (
            <Figure key={kind} value={leads.lastWeek[kind]} label={LEAD_KIND_LABELS[kind]} to={lastWeek(kind)} />
          ))}
          <Figure value={leads.awaitingContact} label="Awaiting first contact" to={leadsUrl({ status: "new" })} />
        </ul>
      </section>
      <section aria-labelledby="overview-bookings">
        <h2 id="overview-bookings" className={styles.panelTitle}>
          Meetings
        </h2>
        <ul className={pageStyles.figures}>
          <Figure value={leads.bookingsToday} label="Meetings today" to={BOOKINGS_PATH} />
          <Figure value={leads.bookingsUpcoming} label="Upcoming meetings" to={BOOKINGS_PATH} />
        </ul>
      </section>
      <section aria-labelledby="overview-deliveries">
        <h2 id="overview-deliveries" className={styles.panelTitle}>
          Deliveries
        </h2>
        <ul className={pageStyles.figures}>
          <Figure value={deliveries.failed} label="Failed" to="/console/deliveries?status=failed" />
          <Figure value={deliveries.pending} label="Pending" to="/console/deliveries?status=pending" />
        </ul>
      </section>
    </>
  );
}
