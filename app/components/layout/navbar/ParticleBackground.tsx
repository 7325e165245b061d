import { type RefObject, useEffect, useRef } from "react";
import { useMediaQuery } from "~/lib/use-media-query";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { whenIdle } from "~/lib/when-idle";
import styles from "./Navbar.module.css";

/** The full navigation bar's width (tokens: md); the compact bar of a phone has no particles. */
const FULL_BAR_QUERY = "(min-width: 800px)";

/**
 * Decorative particles behind the full bar; its code loads only once the page is idle, and the
 * particles start moving at the visitor's first interaction. A phone's compact bar goes without:
 * its two buttons leave no room for them, and a phone is spared the code and the drawing.
 */
export function ParticleBackground({ pointerTarget }: { pointerTarget: RefObject<HTMLElement | null> }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotion();
  const fullBar = useMediaQuery(FULL_BAR_QUERY);

  useEffect(() => {
    if (!fullBar) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import("./particle-field").then(({ startParticleField }) => {
        const canvas = canvasRef.current;
        const target = pointerTarget.current;
        if (cancelled || !canvas || !target) return;
        stop = startParticleField(canvas, { still: reducedMotion, pointerTarget: target, waitForInteraction: true });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [reducedMotion, pointerTarget, fullBar]);

  return (
    <div className={styles.particles} aria-hidden="true">
      <canvas
        ref={canvasRef}
        className={styles.particles}
        data-testid="navbar-particles"
        data-motion={reducedMotion ? "still" : "animated"}
      />
    </div>
  );
}
