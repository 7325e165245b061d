import type { VectorImage } from "~/content/types";
import styles from "./PlatformGroups.module.css";

export interface PlatformGroup {
  title: string;
  logos: readonly { name: string; logo: VectorImage }[];
}

/**
 * The platforms and standards the products are built for, by kind, as rows of wordmarks. The
 * first group (the device platforms, the longest) spans the row; the shorter groups share the next.
 */
export function PlatformGroups({
  groups,
  headingLevel = 3,
}: {
  groups: readonly PlatformGroup[];
  headingLevel?: 3 | 4;
}) {
  const Title = `h${headingLevel}` as const;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <div key={group.title} className={styles.group}>
          <Title className={styles.groupTitle}>{group.title}</Title>
          <ul className={styles.wordmarks}>
            {group.logos.map((logo) => (
              <li key={logo.name}>
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
