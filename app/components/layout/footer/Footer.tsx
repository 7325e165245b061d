import { useEffect, useState } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/config/site";
import { footerNavigation } from "~/content/navigation";
import { withFullStop } from "~/lib/full-stop";
import { HorizonLogo } from "../HorizonLogo";
import { CredentialSeal } from "./CredentialSeal";
import styles from "./Footer.module.css";
import { FooterContact } from "./FooterContact";
import { SocialLinks } from "./SocialLinks";

/** The current year; pre-rendered pages get the build year until the browser updates it. */
function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

function LinkColumn({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  return (
    <nav className={styles.column} aria-label={title}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <Link to="/" aria-label="Horizon, home page" className={styles.brand}>
            <HorizonLogo />
          </Link>
          <p className={styles.pitch}>
            Streaming platforms, Smart TV apps and AI for operators, hotels and media companies. Building in Bengaluru
            since {siteConfig.foundingYear}.
          </p>
          <FooterContact />
          <SocialLinks />
        </div>
        <LinkColumn title="Explore" links={footerNavigation.explore} />
        <LinkColumn title="Work with us" links={footerNavigation.company} />
        <LinkColumn title="Legal" links={footerNavigation.legal} />
      </div>
      <div className={styles.bottom}>
        <p>
          © <span data-testid="copyright-year">{year}</span> {withFullStop(siteConfig.legalName)} All rights reserved.
        </p>
        <CredentialSeal />
      </div>
    </footer>
  );
}
