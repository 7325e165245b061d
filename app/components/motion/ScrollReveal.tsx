import { type ReactNode, useEffect, useRef } from "react";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import styles from "./ScrollReveal.module.css";

interface ScrollRevealProps {
  children: ReactNode;
  /** How far (px) into the viewport an element must come before it appears. */
  offset?: number;
  durationMs?: number;
}

/**
 * Fades and lifts every `[data-reveal]` element inside it into view as it scrolls in,
 * again each time it comes back from below (the spec's repeating scroll animation).
 * Content is visible in the pre-rendered HTML, without JavaScript and under reduced
 * motion: only elements still below the viewport are hidden, once this has run, and an element that
 * holds keyboard focus always shows.
 */
export function ScrollReveal({ children, offset = 150, durationMs = 1000 }: ScrollRevealProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const root = rootRef.current;
    if (!root || reducedMotion || typeof IntersectionObserver === "undefined") return;
    const targets = Array.from(root.querySelectorAll<HTMLElement>("[data-reveal]"));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          if (entry.isIntersecting) element.dataset.reveal = "shown";
          else if (entry.boundingClientRect.top > 0) element.dataset.reveal = "hidden";
        }
      },
      { rootMargin: `0px 0px -${offset}px 0px` },
    );
    const fold = window.innerHeight - offset;
    for (const element of targets) {
      element.dataset.reveal = element.getBoundingClientRect().top < fold ? "shown" : "hidden";
      observer.observe(element);
    }
    return () => {
      observer.disconnect();
      for (const element of targets) element.dataset.reveal = "";
    };
  }, [offset, reducedMotion]);

  return (
    <div
      ref={rootRef}
      className={styles.scope}
      style={{ "--reveal-duration": `${durationMs}ms` } as React.CSSProperties}
    >
      {children}
    </div>
  );
}
