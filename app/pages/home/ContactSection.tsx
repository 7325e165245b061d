import type { ReactNode } from "react";
import { ButtonLink, Section } from "~/components/ui";
import styles from "./ContactSection.module.css";
import type { HomeContentData } from "./home-data.server";

/** "Book a meeting" (#contact): the meeting request form beside what happens after it is sent. */
export function ContactSection({ contact, form }: { contact: HomeContentData["contact"]; form: ReactNode }) {
  const { next } = contact;
  return (
    <Section id="contact" eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro}>
      <div className={styles.layout}>
        <div className={styles.panel} data-reveal="">
          {form}
        </div>
        <aside className={styles.next} aria-labelledby="contact-next-title" data-reveal="">
          <h3 id="contact-next-title" className={styles.nextTitle}>
            {next.title}
          </h3>
          <ol className={styles.steps}>
            {next.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <strong className={styles.stepTitle}>{step.title}</strong>
                <span>{step.text}</span>
              </li>
            ))}
          </ol>
          <div className={styles.schedule}>
            <p>{next.schedule.text}</p>
            <ButtonLink href={next.schedule.href} variant="secondary">
              {next.schedule.label}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </Section>
  );
}
