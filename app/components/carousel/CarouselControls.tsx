import { lazy, Suspense } from "react";
import { IconButton } from "~/components/ui";
import { ControlIcon } from "../motion/icons";
import styles from "./CarouselControls.module.css";
// Its styles come with the page: the pre-rendered button must look right before its code arrives.
import "../motion/PlayPauseButton.module.css";

// Only carousels that advance on their own show it: the others (most) do not load its code.
const PlayPauseButton = lazy(() =>
  import("../motion/PlayPauseButton").then((module) => ({ default: module.PlayPauseButton })),
);

export interface CarouselControlsProps {
  count: number;
  /** The selected item as rendered (the lazy carousel engine moves the mark itself afterwards). */
  current: number;
  /** What one item is called in the buttons' names: "Previous slide", "Show product 2 of 6". */
  itemName?: string;
  onStep(delta: -1 | 1): void;
  onGoTo(index: number): void;
  /** For items that advance on their own: the Pause/Play button (WCAG 2.2.2). */
  playback?: { playing: boolean; onToggle(): void; subject: string };
}

/**
 * The one control row of every carousel and slideshow on the site: previous, a dot per item,
 * next, and Pause/Play last when the items advance on their own.
 */
export function CarouselControls({
  count,
  current,
  itemName = "slide",
  onStep,
  onGoTo,
  playback,
}: CarouselControlsProps) {
  return (
    <div className={styles.controls}>
      <IconButton label={`Previous ${itemName}`} onClick={() => onStep(-1)}>
        <ControlIcon name="prev" />
      </IconButton>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={`Show ${itemName} ${index + 1} of ${count}`}
            aria-current={index === current ? "true" : undefined}
            data-dot=""
            onClick={() => onGoTo(index)}
          />
        ))}
      </div>
      <IconButton label={`Next ${itemName}`} onClick={() => onStep(1)}>
        <ControlIcon name="next" />
      </IconButton>
      {playback ? (
        <Suspense fallback={null}>
          <PlayPauseButton
            playing={playback.playing}
            onToggle={playback.onToggle}
            subject={playback.subject}
            showText={false}
            className={styles.playback}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
