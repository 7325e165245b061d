import type { ReactNode } from "react";
import { Section } from "~/components/ui";
import styles from "./ContactSection.module.css";
import type { HomeContentData } from "./home-data.server";

/** "Book a Meeting" (#contact): an introduction beside the meeting request form. */
export function ContactSection({ contact, form }: { contact: HomeContentData["contact"]; form: ReactNode }) {
  return (
    <Section id="contact" eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro}>
      <div className={styles.panel} data-reveal="">
        {form}
      </div>
    </Section>
  );
}
