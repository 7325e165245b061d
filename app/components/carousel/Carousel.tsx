import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useInView } from "~/lib/use-in-view";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import styles from "./Carousel.module.css";
import { CarouselControls } from "./CarouselControls";

// The slideshow and the product ring take the control row from here, so it ships in the carousel's
// chunk: as a chunk of its own it cost /resources a file's overhead against its 125 KB budget.
export { CarouselControls };

import type { CarouselEngine } from "./carousel-engine";

/** The site's one rotation interval for slideshows of screens: long enough to read a caption. */
export const SLIDESHOW_INTERVAL_MS = 6000;

/**
 * A generic, accessible carousel (WAI-ARIA APG carousel pattern).
 *
 * Props:
 * - `label` (required): accessible name of the carousel, e.g. "Customer gallery".
 * - `children`: the slides, one child per slide, each as wide as the carousel.
 * - `slideLabels`: optional names per slide, announced as "2 of 7: Sports app".
 * - Under the track, the site's one control row (CarouselControls): previous, a dot per slide, next.
 * - `autoplayMs`: rotate automatically at this interval, with a visible Pause/Play button.
 *   Rotation does not start under reduced motion (the visitor may still press Play) and
 *   holds while the pointer is over the slides, while focus is inside (except on the
 *   Pause/Play button), while the tab is hidden and while the carousel is off-screen.
 * - `initialIndex` (default 0) and `onSelect(index)`: called whenever the selected slide
 *   changes (not for the initial one).
 * - `className`, `slideClassName`: extra classes for the root and each slide.
 *
 * Previous/next wrap around both ends; ←/→ work while focus is inside the carousel.
 * The server-rendered HTML is a horizontally scrollable, snapping list, so every slide is
 * reachable before any script runs. The engine (carousel-engine.ts) loads when the
 * carousel nears the viewport or on first use; from then on the slides other than the
 * selected one are inert and the selected dot has aria-current="true".
 */
export interface CarouselProps {
  label: string;
  children: ReactNode;
  slideLabels?: readonly string[];
  autoplayMs?: number;
  initialIndex?: number;
  onSelect?: (index: number) => void;
  className?: string;
  slideClassName?: string;
}

export function Carousel({
  label,
  children,
  slideLabels,
  autoplayMs,
  initialIndex = 0,
  onSelect,
  className,
  slideClassName,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const rootRef = useRef<HTMLElement>(null);
  const engineRef = useRef<Promise<CarouselEngine | null> | null>(null);
  const reducedMotion = useReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = Boolean(autoplayMs) && (playChoice ?? !reducedMotion);
  const near = useInView(rootRef, { rootMargin: "300px", once: true });
  const live = useRef({ onSelect, playing });
  live.current = { onSelect, playing };

  const start = useCallback(() => {
    engineRef.current ??= import("./carousel-engine").then(({ createCarouselEngine }) => {
      const root = rootRef.current;
      if (!root) return null;
      const engine = createCarouselEngine(root, {
        initialIndex,
        autoplayMs,
        onSelect: (index) => live.current.onSelect?.(index),
      });
      engine.setPlaying(live.current.playing);
      return engine;
    });
    return engineRef.current;
  }, [initialIndex, autoplayMs]);

  const run = (command: (engine: CarouselEngine) => void) => void start().then((engine) => engine && command(engine));

  useEffect(() => {
    if (near) void start();
  }, [near, start]);

  useEffect(() => {
    void engineRef.current?.then((engine) => engine?.setPlaying(playing));
  }, [playing]);

  useEffect(
    () => () => {
      void engineRef.current?.then((engine) => engine?.destroy());
    },
    [],
  );

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={[styles.carousel, className ?? ""].filter(Boolean).join(" ")}
    >
      <div
        className={styles.track}
        data-track=""
        role="group"
        aria-label="Slides"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the track scrolls; keyboard users focus it and use ←/→
        tabIndex={0}
        aria-live={playing ? "off" : "polite"}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}${slideLabels?.[index] ? `: ${slideLabels[index]}` : ""}`}
            className={[styles.slide, slideClassName ?? ""].filter(Boolean).join(" ")}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <CarouselControls
          count={count}
          current={initialIndex}
          onStep={(delta) => run((engine) => engine.step(delta))}
          onGoTo={(index) => run((engine) => engine.goTo(index))}
          playback={
            autoplayMs ? { playing, onToggle: () => setPlayChoice(!playing), subject: `${label} slideshow` } : undefined
          }
        />
      ) : null}
    </section>
  );
}
