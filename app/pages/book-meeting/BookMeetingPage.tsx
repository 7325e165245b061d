import { lazy, Suspense } from "react";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, Section } from "~/components/ui";
import { MeetingScheduler } from "~/scheduler/MeetingScheduler";
import styles from "./BookMeetingPage.module.css";
import type { BookMeetingData } from "./book-meeting-data.server";

// The form's code (validation included) loads after hydration; its server-rendered HTML works meanwhile.
const MeetingRequestForm = lazy(() =>
  import("~/forms/MeetingRequestForm").then((module) => ({ default: module.MeetingRequestForm })),
);

/** Meeting booking: the self-hosted scheduler, and the meeting request form as the alternative. */
export function BookMeetingPage({ content }: { content: BookMeetingData["content"] }) {
  return (
    <>
      <PageHero
        title={content.title}
        lead={content.intro}
        actions={
          <>
            <ButtonLink href="#schedule">{content.actions.schedule}</ButtonLink>
            <ButtonLink href="#request" variant="secondary">
              {content.actions.request}
            </ButtonLink>
          </>
        }
      />
      <Section id="schedule" title={content.schedule.title} intro={content.schedule.intro}>
        <MeetingScheduler requestFormHref="#request" />
      </Section>
      <Section id="request" title={content.request.title} intro={content.request.intro} tone="raised">
        <div className={styles.requestLayout}>
          <div className={styles.formCard}>
            <Suspense fallback={null}>
              <MeetingRequestForm />
            </Suspense>
          </div>
          <aside className={styles.contact} aria-labelledby="contact-title">
            <h3 id="contact-title" className={styles.contactTitle}>
              {content.contact.title}
            </h3>
            <p>{content.contact.text}</p>
            <dl className={styles.contactList}>
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${content.contact.email}`}>{content.contact.email}</a>
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${content.contact.phone.href}`}>{content.contact.phone.display}</a>
                </dd>
              </div>
              <div>
                <dt>Office</dt>
                <dd>{content.contact.address}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </Section>
    </>
  );
}
