import { Link } from "react-router";
import type { DeliveryBacklog } from "#shared/console/deliveries.ts";
import { LEAD_KINDS, type LeadsOverview, leadsUrl, personUrl } from "#shared/console/leads.ts";
import { findConsolePage } from "#shared/console/routes.ts";
import type { StaffMember } from "#shared/console/staff.ts";
import { Grid, Stack } from "~/components/ui";
import { Figure } from "../components/Figure";
import styles from "../console.module.css";
import { formatDay, formatShortDay } from "../format";
import peopleStyles from "./people.module.css";

interface OverviewPageProps {
  member: StaffMember;
  leads: LeadsOverview;
  deliveries: DeliveryBacklog;
}

/** The bookings agenda, when the console has one; otherwise the bookings in the inbox. */
const BOOKINGS_PATH = findConsolePage("/console/bookings") ? "/console/bookings" : leadsUrl({ kind: "booking" });

/** How the week's figures name what they count. */
const RECEIVED_LABELS: Record<(typeof LEAD_KINDS)[number], string> = {
  whitepaper: "Whitepaper requests",
  "meeting-request": "Meeting requests",
  booking: "Meetings booked",
};

export function OverviewPage({ member, leads, deliveries }: OverviewPageProps) {
  const lastWeek = (kind?: (typeof LEAD_KINDS)[number]) => leadsUrl({ kind, from: leads.weekStart, to: leads.today });
  return (
    <Stack gap={5}>
      <div className={`${styles.pageHeader} ${styles.flush}`}>
        <div>
          <h1 className={styles.title}>Welcome, {member.name}</h1>
          <p className={styles.lede}>{formatDay(leads.today)}: what is due, what came in and what is waiting.</p>
        </div>
      </div>
      <section aria-labelledby="overview-due" className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2 id="overview-due" className={styles.panelTitle}>
            Next steps due
          </h2>
          <Link to={leadsUrl({ view: "due" })} className={`${styles.quietButton} ${styles.compact}`}>
            All due next steps
          </Link>
        </div>
        {leads.due.length === 0 ? (
          <p className={`${styles.muted} ${styles.flush}`}>
            Nothing is due today. A next step set on a person's record shows here on its day, and its owner gets it by
            e-mail that morning.
          </p>
        ) : (
          <ul className={peopleStyles.due}>
            {leads.due.map((step) => (
              <li key={step.personId}>
                <span>
                  <Link to={personUrl(step.personId)} className={peopleStyles.name}>
                    {step.name}
                  </Link>
                  {step.company && <span className={styles.muted}>{step.company}</span>}
                  {step.nextStep.text && <span className={peopleStyles.dueText}>{step.nextStep.text}</span>}
                </span>
                <span className={peopleStyles.dueMeta}>
                  {step.nextStep.on < leads.today ? (
                    <span className={`${styles.badge} ${styles.badgeDanger}`}>
                      Overdue since {formatShortDay(step.nextStep.on)}
                    </span>
                  ) : (
                    <span className={`${styles.badge} ${styles.badgeWarning}`}>Today</span>
                  )}
                  <span className={styles.muted}>{step.owner ? step.owner.name : "Unassigned"}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="overview-leads">
        <h2 id="overview-leads" className={styles.sectionTitle}>
          Received in the last 7 days
        </h2>
        <Grid as="ul" cols={{ base: 2, md: 4 }} gap={4}>
          {LEAD_KINDS.map((kind) => (
            <Figure key={kind} value={leads.lastWeek[kind]} label={RECEIVED_LABELS[kind]} to={lastWeek(kind)} />
          ))}
          <Figure value={leads.awaitingContact} label="Awaiting first contact" to={leadsUrl({ status: "new" })} />
        </Grid>
      </section>
      <Grid cols={{ base: 1, sm: 2 }} gap={4}>
        <section aria-labelledby="overview-bookings">
          <h2 id="overview-bookings" className={styles.sectionTitle}>
            Meetings
          </h2>
          <Grid as="ul" cols={{ base: 2 }} gap={4}>
            <Figure value={leads.bookingsToday} label="Today" to={BOOKINGS_PATH} />
            <Figure value={leads.bookingsUpcoming} label="Upcoming" to={BOOKINGS_PATH} />
          </Grid>
        </section>
        <section aria-labelledby="overview-deliveries">
          <h2 id="overview-deliveries" className={styles.sectionTitle}>
            Deliveries
          </h2>
          <Grid as="ul" cols={{ base: 2 }} gap={4}>
            <Figure
              value={deliveries.failed}
              label="Failed"
              to="/console/deliveries?status=failed"
              tone={deliveries.failed > 0 ? "danger" : undefined}
            />
            <Figure value={deliveries.pending} label="Waiting to send" to="/console/deliveries?status=pending" />
          </Grid>
        </section>
      </Grid>
    </Stack>
  );
}
