import { HubHero } from "~/components/sections/HubHero";
import { CheckList, Section, Split } from "~/components/ui";
import { DeferredForm, deferFormCode } from "~/forms/deferred-form";
import { MeetingScheduler } from "~/scheduler/MeetingScheduler";
import styles from "./BookMeetingPage.module.css";
import type { BookMeetingData } from "./book-meeting-data.server";

const meetingRequestForm = deferFormCode(() =>
  import("~/forms/MeetingRequestForm").then((module) => module.MeetingRequestForm),
);

type Content = BookMeetingData["content"];

/** Meeting booking: the self-hosted scheduler, and the meeting request form as the alternative. */
export function BookMeetingPage({ content }: { content: Content }) {
  return (
    <>
      <HubHero title={content.title} lead={content.intro} hero={content.hero} illustrationOnPhones={false} />
      <Section id="schedule" title={content.schedule.title} intro={content.schedule.intro}>
        <div className={styles.schedulerFrame}>
          <MeetingScheduler requestFormHref="#request" />
        </div>
      </Section>
      <Section id="request" title={content.request.title} intro={content.request.intro} tone="raised">
        <Split columns="minmax(0, 1.6fr) minmax(0, 1fr)" gap={6} wideGap={7} align="start">
          <div className={styles.formCard}>
            <DeferredForm code={meetingRequestForm} formProps={{}} />
          </div>
          <RequestAside checklist={content.checklist} contact={content.contact} />
        </Split>
      </Section>
    </>
  );
}

/** Beside the form: what to mention, and how else to reach the team (configured contacts only). */
function RequestAside({ checklist, contact }: Pick<Content, "checklist" | "contact">) {
  return (
    <div className={styles.aside}>
      <section className={styles.asideBlock} aria-labelledby="checklist-title">
        <h3 id="checklist-title" className={styles.asideTitle}>
          {checklist.title}
        </h3>
        <CheckList items={checklist.items} tone="soft" />
      </section>
      <section className={styles.asideBlock} aria-labelledby="contact-title">
        <h3 id="contact-title" className={styles.asideTitle}>
          {contact.title}
        </h3>
        <p>{contact.text}</p>
        <dl className={styles.contactList}>
          {contact.email ? (
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
          ) : null}
          {contact.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${contact.phone.href}`}>{contact.phone.display}</a>
              </dd>
            </div>
          ) : null}
          {/* Labelled in sight only beside other channels: alone, it sits under the heading "Our office". */}
          <div>
            <dt className={contact.email || contact.phone ? undefined : "visually-hidden"}>Office</dt>
            <dd>{contact.address}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
