import { type RefObject, useEffect } from "react";
import { useReducedMotion } from "~/lib/use-reduced-motion";

export interface TiltOptions {
  /** Largest rotation in degrees, reached at the element's edges. */
  maxDegrees: number;
  perspective: number;
  scale: number;
  durationMs: number;
}

/**
 * Tilts the element towards the pointer (fine pointers only) and eases back when it
 * leaves. Does nothing under reduced motion. Writes the transform directly, so
 * pointer moves never re-render React.
 */
export function useTilt(
  ref: RefObject<HTMLElement | null>,
  { maxDegrees, perspective, scale, durationMs }: TiltOptions,
) {
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || !window.matchMedia("(hover: hover) and (pointer: fine)").matches) return;
    // At rest the element has no transform at all, so it is not kept on its own compositor layer.
    const rest = "none";
    element.style.transition = `transform ${durationMs}ms cubic-bezier(0.03, 0.98, 0.52, 0.99)`;
    element.style.transform = rest;

    function onMove(event: PointerEvent) {
      if (!element || event.pointerType !== "mouse") return;
      const box = element.getBoundingClientRect();
      const x = (event.clientX - box.left) / box.width - 0.5;
      const y = (event.clientY - box.top) / box.height - 0.5;
      const rotateY = (x * 2 * maxDegrees).toFixed(2);
      const rotateX = (-y * 2 * maxDegrees).toFixed(2);
      element.style.transform = `perspective(${perspective}px) rotateX(${rotateX}deg) rotateY(${rotateY}deg) scale(${scale})`;
    }
    function onLeave() {
      if (element) element.style.transform = rest;
    }
    element.addEventListener("pointermove", onMove);
    element.addEventListener("pointerleave", onLeave);
    return () => {
      element.removeEventListener("pointermove", onMove);
      element.removeEventListener("pointerleave", onLeave);
      element.style.transform = "";
      element.style.transition = "";
    };
  }, [ref, reducedMotion, maxDegrees, perspective, scale, durationMs]);
}
