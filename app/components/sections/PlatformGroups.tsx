import { LineIcon } from "~/components/ui";
import type { VectorImage } from "~/content/types";
import styles from "./PlatformGroups.module.css";

export interface PlatformGroup {
  title: string;
  /** `iconPath`: a line glyph drawn before the wordmark (the Partners page's tiles). */
  logos: readonly { name: string; logo: VectorImage; iconPath?: string }[];
}

/**
 * The platforms and standards the products are built for, by kind, as rows of wordmarks. The
 * first group (the device platforms, the longest) spans the row; the shorter groups share the next.
 */
export function PlatformGroups({
  groups,
  headingLevel = 3,
  className,
}: {
  groups: readonly PlatformGroup[];
  headingLevel?: 3 | 4;
  /** The page's own layout of the rows (the Partners page sets them as tiles). */
  className?: string;
}) {
  const Title = `h${headingLevel}` as const;
  return (
    <div className={className ? `${styles.groups} ${className}` : styles.groups}>
      {groups.map((group) => (
        <div key={group.title} className={styles.group}>
          <Title className={styles.groupTitle}>{group.title}</Title>
          <ul className={styles.wordmarks}>
            {group.logos.map((logo) => (
              <li key={logo.name}>
                {logo.iconPath ? <LineIcon path={logo.iconPath} size={20} /> : null}
                <img
                  src={logo.logo.src}
                  alt={logo.name}
                  width={logo.logo.width}
                  height={logo.logo.height}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
