import { exampleContact, type SiteConfig, siteConfig } from "~/config/site";
import styles from "./Footer.module.css";

/** The office address, the general e-mail and the phone: the company's own, or plainly marked examples. */
export function FooterContact({ config = siteConfig }: { config?: SiteConfig }) {
  const { phone, email } = config;
  return (
    <address className={styles.contact}>
      <span>{`${config.address.line}, India`}</span>
      {email.general ? (
        <a href={`mailto:${email.general}`} className={styles.link}>
          {email.general}
        </a>
      ) : (
        <span>{exampleContact.email}</span>
      )}
      {phone ? (
        <a href={`tel:${phone.href}`} className={styles.link}>
          {phone.display}
        </a>
      ) : (
        <span>{`${exampleContact.phone} (example)`}</span>
      )}
    </address>
  );
}
