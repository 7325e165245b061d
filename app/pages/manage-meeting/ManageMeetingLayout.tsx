import { type ReactNode, useEffect, useRef } from "react";
import type { ManagedBooking } from "#shared/scheduling/manage-booking.ts";
import { ButtonLink, Container, Heading } from "~/components/ui";
import { MeetingSummary } from "~/scheduler/MeetingSummary";
import styles from "./ManageMeeting.module.css";

/** One locale on the server and in the browser, so the rendered times hydrate unchanged. */
export const LOCALE = "en-IN";

/** The frame of the cancel and reschedule pages: the page heading and one card. */
export function ManageMeetingLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Container>
        <div className={styles.card}>
          <Heading level={1} size="section">
            {title}
          </Heading>
          {children}
        </div>
      </Container>
    </div>
  );
}

/** The meeting's times and visitor, in this page's card. */
export function BookingSummary({ booking, label }: { booking: ManagedBooking; label?: string }) {
  return <MeetingSummary booking={booking} className={styles.summary} label={label} locale={LOCALE} />;
}

/** A result or problem, announced and focused when it appears after a change. */
export function Message({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className={styles.message} data-tone={tone} role={tone === "error" ? "alert" : "status"} tabIndex={-1}>
      {children}
    </p>
  );
}

/** A link that cannot be used (invalid, expired, out of date, already cancelled). */
export function LinkProblem({ message }: { message: string }) {
  return (
    <ManageMeetingLayout title="This link cannot be used">
      <Message tone="error">{message}</Message>
      <div className={styles.actions}>
        <ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>
      </div>
    </ManageMeetingLayout>
  );
}
