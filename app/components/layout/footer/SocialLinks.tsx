import { exampleContact, type SiteConfig, siteConfig } from "~/config/site";
import styles from "./Footer.module.css";
import linkedinIcon from "./linkedin.svg?url";
import youtubeIcon from "./youtube.svg?url";

// Files rather than inline paths: the footer is on every page, and the pages' HTML has a size budget.
const icons = { youtube: youtubeIcon, linkedin: linkedinIcon };

const NAMES = { youtube: "YouTube", linkedin: "LinkedIn" } as const;

/** The company's channels, opened in a new tab: the configured ones, or example links until they are set. */
export function SocialLinks({ config = siteConfig }: { config?: SiteConfig }) {
  return (
    <ul className={styles.social} aria-label="Social media, opening in a new tab">
      {(["youtube", "linkedin"] as const).map((key) => {
        const href = config.social[key];
        return (
          <li key={key}>
            <a
              href={href ?? exampleContact.social[key]}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.socialLink}
            >
              <img
                src={icons[key]}
                alt={href ? NAMES[key] : `${NAMES[key]} (example link)`}
                width="20"
                height="20"
                loading="lazy"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
