import { type SiteConfig, siteConfig } from "~/config/site";
import styles from "./Footer.module.css";

/** The office address, then the phone number and general e-mail when they are configured. */
export function FooterContact({ config = siteConfig }: { config?: SiteConfig }) {
  const { phone, email } = config;
  return (
    <address className={styles.contact}>
      <span>{config.address.line}, India</span>
      {phone ? (
        <a href={`tel:${phone.href}`} className={styles.link}>
          {phone.display}
        </a>
      ) : null}
      {email.general ? (
        <a href={`mailto:${email.general}`} className={styles.link}>
          {email.general}
        </a>
      ) : null}
    </address>
  );
}
