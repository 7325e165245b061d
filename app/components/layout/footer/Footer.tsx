import { useEffect, useState } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/config/site";
import type { NavigationLink } from "~/content/navigation";
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

/** The footer's three link columns (the "footer" document). */
export interface FooterLinks {
  explore: readonly NavigationLink[];
  company: readonly NavigationLink[];
  legal: readonly NavigationLink[];
}

function LinkColumn({ title, links }: { title: string; links: readonly NavigationLink[] }) {
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

export function Footer({ links }: { links: FooterLinks }) {
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <Link to="/" aria-label="Horizon, home page" className={styles.brand}>
            <HorizonLogo />
          </Link>
          <FooterContact />
          <SocialLinks />
        </div>
        <LinkColumn title="Explore" links={links.explore} />
        <LinkColumn title="Work with us" links={links.company} />
        <LinkColumn title="Legal" links={links.legal} />
      </div>
      <div className={styles.bottom}>
        <p>
          {/* One text node after the year: no hydration markers between the parts (the home page's HTML has a size budget). */}
          © <span data-testid="copyright-year">{year}</span>
          {` ${withFullStop(siteConfig.legalName)} All rights reserved.`}
        </p>
        <CredentialSeal />
      </div>
    </footer>
  );
}
