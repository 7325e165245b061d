/**
 * Automatic rotation that holds while the visitor is busy with the element:
 * it waits while the pointer is over it, while focus is inside it, while the tab
 * is hidden and while the element is off-screen. Framework-free, so carousels and
 * slideshows load it lazily together with their engines.
 */
import { ROTATION_CONTROL_ATTRIBUTE } from "../motion/rotation-control";

export interface Rotation {
  /** Turns rotation on or off (the visitor's pause/play choice). */
  setEnabled(enabled: boolean): void;
  /** Starts the interval again from zero (after a manual change of slide). */
  restart(): void;
  destroy(): void;
}

function holdsRotation(target: EventTarget | null): boolean {
  return target instanceof Element && !target.hasAttribute(ROTATION_CONTROL_ATTRIBUTE);
}

/**
 * `root` is watched for focus and visibility, `hoverTarget` (the slides, without
 * the controls, so pressing Play with the mouse starts rotation at once) for the pointer.
 */
export function createRotation(
  root: HTMLElement,
  hoverTarget: HTMLElement,
  intervalMs: number,
  advance: () => void,
): Rotation {
  let enabled = false;
  let hovered = false;
  let focused = false;
  let onScreen = true;
  let timer: number | undefined;

  function schedule() {
    window.clearTimeout(timer);
    timer = undefined;
    if (!enabled || hovered || focused || !onScreen || document.hidden) {
      delete root.dataset.rotating;
      return;
    }
    // Says when the next turn is counting down (the rotation is held while none is).
    root.dataset.rotating = "";
    timer = window.setTimeout(() => {
      advance();
      schedule();
    }, intervalMs);
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") {
      hovered = true;
      schedule();
    }
  };
  const onPointerLeave = () => {
    hovered = false;
    schedule();
  };
  const onFocusIn = (event: FocusEvent) => {
    focused = holdsRotation(event.target);
    schedule();
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    focused = next instanceof Node && root.contains(next) && holdsRotation(next);
    schedule();
  };
  hoverTarget.addEventListener("pointerenter", onPointerEnter);
  hoverTarget.addEventListener("pointerleave", onPointerLeave);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  document.addEventListener("visibilitychange", schedule);
  const observer =
    typeof IntersectionObserver === "undefined"
      ? undefined
      : new IntersectionObserver(([entry]) => {
          const visible = entry?.isIntersecting ?? true;
          // The first report repeats what was assumed: restarting the count then would delay the turn.
          if (visible === onScreen) return;
          onScreen = visible;
          schedule();
        });
  observer?.observe(root);
  focused = root.contains(document.activeElement) && holdsRotation(document.activeElement);

  return {
    setEnabled(value) {
      enabled = value;
      schedule();
    },
    restart: schedule,
    destroy() {
      window.clearTimeout(timer);
      delete root.dataset.rotating;
      hoverTarget.removeEventListener("pointerenter", onPointerEnter);
      hoverTarget.removeEventListener("pointerleave", onPointerLeave);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("visibilitychange", schedule);
      observer?.disconnect();
    },
  };
}
