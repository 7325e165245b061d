import { type CSSProperties, type RefObject, useEffect, useRef, useState } from "react";
import { Picture } from "~/components/ui";
import type { ResponsiveImage } from "~/content/types";
import { useInView } from "~/lib/use-in-view";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { CarouselControls } from "./Carousel";
import styles from "./CrossfadeSlideshow.module.css";
import type { Rotation } from "./rotation";

interface CrossfadeSlideshowProps {
  images: readonly ResponsiveImage[];
  /** Accessible name, e.g. "VIVRE screens". */
  label: string;
  intervalMs?: number;
  fadeMs?: number;
  className?: string;
  /** Ref to the image box, e.g. to tilt it. */
  boxRef?: RefObject<HTMLDivElement | null>;
}

/**
 * Images stacked in one box that cross-fade in turn: each comes in from slightly enlarged
 * and leaves slightly shrunken. Every image is in the markup, so all of them load together
 * as the box nears the viewport. Under the box, the site's one carousel control row (previous,
 * a dot per image, next, Pause/Play); rotation (code loaded lazily) holds on hover and focus,
 * and does not start under reduced motion.
 */
export function CrossfadeSlideshow({
  images,
  label,
  intervalMs = 1500,
  fadeMs = 1200,
  className,
  boxRef,
}: CrossfadeSlideshowProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const localBoxRef = useRef<HTMLDivElement>(null);
  const box = boxRef ?? localBoxRef;
  const [{ current, previous }, setSlides] = useState({ current: 0, previous: -1 });
  const reducedMotion = useReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = images.length > 1 && (playChoice ?? !reducedMotion);
  const near = useInView(rootRef, { rootMargin: "200px", once: true });
  const rotationRef = useRef<Rotation | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    const hoverTarget = box.current;
    if (!near || !root || !hoverTarget || images.length < 2) return;
    let cancelled = false;
    void import("./rotation").then(({ createRotation }) => {
      if (cancelled) return;
      rotationRef.current = createRotation(root, hoverTarget, intervalMs, () =>
        setSlides((state) => ({ current: (state.current + 1) % images.length, previous: state.current })),
      );
      setReady(true);
    });
    return () => {
      cancelled = true;
      rotationRef.current?.destroy();
      rotationRef.current = null;
      setReady(false);
    };
  }, [near, intervalMs, images.length, box]);

  useEffect(() => {
    if (ready) rotationRef.current?.setEnabled(playing);
  }, [ready, playing]);

  function show(index: number) {
    const target = ((index % images.length) + images.length) % images.length;
    if (target === current) return;
    setSlides({ current: target, previous: current });
    rotationRef.current?.restart();
  }

  return (
    <div
      ref={rootRef}
      className={[styles.slideshow, className ?? ""].filter(Boolean).join(" ")}
      style={{ "--fade": `${fadeMs}ms` } as CSSProperties}
    >
      <div ref={box} className={styles.box} role="group" aria-roledescription="slideshow" aria-label={label}>
        {images.map((image, index) => {
          const state = index === current ? "current" : index === previous ? "leaving" : "waiting";
          return (
            <div key={image.webp} className={styles.frame} data-state={state} aria-hidden={state !== "current"}>
              <Picture image={image} className={styles.image} />
            </div>
          );
        })}
      </div>
      {images.length > 1 ? (
        <CarouselControls
          count={images.length}
          current={current}
          itemName="screen"
          onStep={(delta) => show(current + delta)}
          onGoTo={show}
          playback={{ playing, onToggle: () => setPlayChoice(!playing), subject: `${label} slideshow` }}
        />
      ) : null}
    </div>
  );
}
