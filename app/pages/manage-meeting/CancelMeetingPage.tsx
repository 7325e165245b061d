import { Form, useNavigation } from "react-router";
import type { ManageOutcome } from "#shared/scheduling/manage-booking.ts";
import { Button, ButtonLink, TextLink } from "~/components/ui";
import styles from "./ManageMeeting.module.css";
import { BookingSummary, LinkProblem, ManageMeetingLayout, Message } from "./ManageMeetingLayout";
import type { ManagePageData } from "./manage-meeting.server";

/** Cancel a booked meeting: the booking, and a button that posts the cancellation. */
export function CancelMeetingPage({ page, result }: { page: ManagePageData; result: ManageOutcome | undefined }) {
  const busy = useNavigation().state === "submitting";
  if (result?.ok) {
    return (
      <ManageMeetingLayout title="Your meeting is cancelled">
        <Message tone="success">
          The time is free again and the team has been told. We have sent you an e-mail that removes the meeting from
          your calendar.
        </Message>
        <BookingSummary booking={result.booking} label="Cancelled meeting" />
        <div className={styles.actions}>
          <ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>
        </div>
      </ManageMeetingLayout>
    );
  }
  if (!page.ok) return <LinkProblem message={page.message} />;
  return (
    <ManageMeetingLayout title="Cancel your meeting">
      <p className={styles.lead}>Can no longer make it? Cancel the meeting below and the team will be told.</p>
      {result ? <Message tone="error">{result.message}</Message> : null}
      <BookingSummary booking={page.booking} />
      <Form method="post" className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? "Cancelling…" : "Cancel the meeting"}
        </Button>
        <TextLink href={`/meeting/reschedule/${page.token}`}>Move it to another time instead</TextLink>
      </Form>
    </ManageMeetingLayout>
  );
}
