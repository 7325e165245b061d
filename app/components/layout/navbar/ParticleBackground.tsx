import { type RefObject, useEffect, useRef } from "react";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { whenIdle } from "~/lib/when-idle";
import styles from "./Navbar.module.css";

/**
 * Decorative particles behind the bar; its code loads only once the page is idle, and the particles
 * start moving at the visitor's first interaction.
 */
export function ParticleBackground({ pointerTarget }: { pointerTarget: RefObject<HTMLElement | null> }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
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
  }, [reducedMotion, pointerTarget]);

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
