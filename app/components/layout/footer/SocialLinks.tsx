import { type SiteConfig, siteConfig } from "~/config/site";
import styles from "./Footer.module.css";

const icons = {
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
  ),
  linkedin: (
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.84-2.05 3.78-2.05 4.04 0 4.79 2.66 4.79 6.12V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4z" />
  ),
};

const LABELS = { youtube: "Horizon on YouTube", linkedin: "Horizon on LinkedIn" } as const;

/** The configured company channels, opened in a new tab; nothing when none is configured. */
export function SocialLinks({ config = siteConfig }: { config?: SiteConfig }) {
  const links = (["youtube", "linkedin"] as const).flatMap((key) => {
    const href = config.social[key];
    return href ? [{ key, href, label: LABELS[key] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Social media">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
              {icons[link.key]}
            </svg>
            <span className="visually-hidden">{link.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
