import { useState } from "react";
import type { VectorImage } from "~/content/types";
import { PlayPauseButton } from "../motion/PlayPauseButton";
import styles from "./LogoMarquee.module.css";

export interface MarqueeLogo {
  name: string;
  /** A monochrome logo or wordmark. */
  logo: VectorImage;
}

interface LogoMarqueeProps {
  logos: readonly MarqueeLogo[];
  /** Accessible name of the list, e.g. "Platforms and standards". */
  label: string;
}

/**
 * A continuously scrolling row of logos (30 s a loop; 25 s under 768 px, 20 s under
 * 480 px). The list is rendered twice for a seamless loop, the copy hidden from
 * assistive tech. It pauses on hover and focus and with its Pause button, and stands
 * still, wrapped onto several lines, under reduced motion. Pure CSS animation.
 */
export function LogoMarquee({ logos, label }: LogoMarqueeProps) {
  const [paused, setPaused] = useState(false);
  const items = (copy: boolean) =>
    logos.map((entry) => (
      <li key={`${copy ? "copy-" : ""}${entry.name}`} className={styles.item}>
        <img
          src={entry.logo.src}
          alt={copy ? "" : entry.name}
          width={entry.logo.width}
          height={entry.logo.height}
          loading="lazy"
          decoding="async"
        />
      </li>
    ));
  return (
    <div className={styles.marquee} data-paused={paused ? "" : undefined}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusing the moving row pauses it for keyboard users */}
      <div className={styles.viewport} tabIndex={0} role="group" aria-label={`${label} (scrolling list)`}>
        <div className={styles.track}>
          <ul className={styles.list} aria-label={label}>
            {items(false)}
          </ul>
          <ul className={styles.list} aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
      <div className={styles.controls}>
        <PlayPauseButton playing={!paused} onToggle={() => setPaused(!paused)} subject="scrolling logos" />
      </div>
    </div>
  );
}
