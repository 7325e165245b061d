import { Children, type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useInView } from "~/lib/use-in-view";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { ControlIcon } from "../motion/icons";
import { PlayPauseButton } from "../motion/PlayPauseButton";
import styles from "./Carousel.module.css";
import type { CarouselEngine } from "./carousel-engine";

/**
 * A generic, accessible carousel (WAI-ARIA APG carousel pattern).
 *
 * Props:
 * - `label` (required): accessible name of the carousel, e.g. "Customer gallery".
 * - `children`: the slides, one child per slide, each as wide as the carousel.
 * - `slideLabels`: optional names per slide, announced as "2 of 7: Sports app".
 * - `dots` (default true): one button per slide under the track.
 * - `autoplayMs`: rotate automatically at this interval, with a visible Pause/Play button.
 *   Rotation does not start under reduced motion (the visitor may still press Play) and
 *   holds while the pointer is over the slides, while focus is inside, while the tab is
 *   hidden and while the carousel is off-screen.
 * - `initialIndex` (default 0) and `onSelect(index)`: called whenever the selected slide
 *   changes (not for the initial one).
 * - `className`, `slideClassName`: extra classes for the root and each slide.
 *
 * Previous/next wrap around both ends; ←/→ work while focus is inside the carousel.
 * Before the engine loads (near the viewport, or on first use) the server-rendered
 * HTML is a horizontally scrollable, snapping list, so every slide is reachable.
 * Once it runs, slides other than the selected one are inert.
 */
export interface CarouselProps {
  label: string;
  children: ReactNode;
  slideLabels?: readonly string[];
  dots?: boolean;
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
  dots = true,
  autoplayMs,
  initialIndex = 0,
  onSelect,
  className,
  slideClassName,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const rootRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<CarouselEngine | null>(null);
  const queuedRef = useRef<((engine: CarouselEngine) => void) | null>(null);
  const [index, setIndex] = useState(initialIndex);
  const [engaged, setEngaged] = useState(false);
  const [requested, setRequested] = useState(false);
  const reducedMotion = useReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = Boolean(autoplayMs) && (playChoice ?? !reducedMotion);
  const near = useInView(rootRef, { rootMargin: "300px", once: true });

  const indexRef = useRef(index);
  indexRef.current = index;
  const reducedMotionRef = useRef(reducedMotion);
  reducedMotionRef.current = reducedMotion;

  useEffect(() => {
    if (!near && !requested) return;
    let cancelled = false;
    let engine: CarouselEngine | undefined;
    void import("./carousel-engine").then(({ createCarouselEngine }) => {
      const root = rootRef.current;
      const track = trackRef.current;
      if (cancelled || !root || !track) return;
      engine = createCarouselEngine(root, track, {
        initialIndex: indexRef.current,
        autoplayMs,
        reducedMotion: reducedMotionRef.current,
        onIndex: setIndex,
      });
      engineRef.current = engine;
      setEngaged(true);
      queuedRef.current?.(engine);
      queuedRef.current = null;
    });
    return () => {
      cancelled = true;
      engine?.destroy();
      engineRef.current = null;
      setEngaged(false);
    };
  }, [near, requested, autoplayMs]);

  useEffect(() => {
    if (engaged) engineRef.current?.setPlaying(playing);
  }, [engaged, playing]);

  useEffect(() => {
    if (engaged) engineRef.current?.setReducedMotion(reducedMotion);
  }, [engaged, reducedMotion]);

  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const reportedRef = useRef(initialIndex);
  useEffect(() => {
    if (reportedRef.current === index) return;
    reportedRef.current = index;
    onSelectRef.current?.(index);
  }, [index]);

  const run = useCallback((command: (engine: CarouselEngine) => void) => {
    if (engineRef.current) command(engineRef.current);
    else {
      queuedRef.current = command;
      setRequested(true);
    }
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable='true']")) return;
    event.preventDefault();
    run((engine) => engine.step(event.key === "ArrowLeft" ? -1 : 1));
  }

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={[styles.carousel, className ?? ""].filter(Boolean).join(" ")}
      onKeyDown={onKeyDown}
      data-engaged={engaged ? "" : undefined}
    >
      <div ref={trackRef} className={styles.track} aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}${slideLabels?.[slideIndex] ? `: ${slideLabels[slideIndex]}` : ""}`}
            className={[styles.slide, slideClassName ?? ""].filter(Boolean).join(" ")}
            inert={engaged && slideIndex !== index}
            data-selected={slideIndex === index ? "" : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          {autoplayMs ? (
            <PlayPauseButton
              playing={playing}
              onToggle={() => setPlayChoice(!playing)}
              subject={`${label} slideshow`}
              showText={false}
            />
          ) : null}
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous slide"
            onClick={() => run((engine) => engine.step(-1))}
          >
            <ControlIcon name="prev" />
          </button>
          {dots ? (
            <div className={styles.dots}>
              {slides.map((_, slideIndex) => (
                <button
                  key={slideIndex}
                  type="button"
                  className={styles.dot}
                  aria-label={`Show slide ${slideIndex + 1} of ${count}`}
                  aria-current={slideIndex === index ? "true" : undefined}
                  onClick={() => run((engine) => engine.goTo(slideIndex))}
                />
              ))}
            </div>
          ) : null}
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next slide"
            onClick={() => run((engine) => engine.step(1))}
          >
            <ControlIcon name="next" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
