/**
 * A small canvas particle field for the navigation bar (spec section 9):
 * 10 particles, links within 150 px, hover "bubble" within 150 px (radius 8, opacity 0.8),
 * click "repulse", frame rate capped at 60 fps. Stops drawing while off-screen.
 *
 * Nothing is drawn over the bar's labels and buttons: the elements of `pointerTarget` marked
 * `data-particle-shelter` are cut out of the drawing area (with a small margin).
 *
 * Animation starts at the visitor's first interaction (pointer, touch, key, wheel or scroll): until then
 * one still frame is shown, so loading the page costs no main-thread time per frame (with a software
 * rasteriser every frame of the blurred bar is a long task, which Lighthouse counts as blocking time).
 * The particles then drift for at most five seconds and settle; the pointer moving over the bar wakes
 * them for another five. Nothing moves on its own for longer, so the field needs no pause button
 * (WCAG 2.2.2) and costs nothing while the visitor reads.
 */
export const PARTICLE_SETTINGS = {
  count: 10,
  maxFps: 60,
  linkDistance: 150,
  bubble: { distance: 150, size: 8, opacity: 0.8 },
  repulse: { distance: 200, strength: 12 },
  baseSize: 2.5,
  baseOpacity: 0.45,
  speed: 0.35,
} as const;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

export interface ParticleFieldOptions {
  /** Draw one still frame and never animate (reduced motion). */
  still: boolean;
  /** Element that receives pointer events (the bar), since the canvas sits behind the links. */
  pointerTarget: HTMLElement;
  /** Start moving only at the first user interaction (default: at once). */
  waitForInteraction?: boolean;
}

const INTERACTION_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "scroll"] as const;

/** How long the particles drift after the first interaction, or after the pointer last moved over the bar. */
export const MOTION_WINDOW_MS = 5000;

/** Clear space kept around each sheltered element, in CSS pixels. */
const SHELTER_MARGIN = 6;
/** Sheltered areas are measured again every this many frames (they move only when the layout does). */
const SHELTER_REFRESH_FRAMES = 30;

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The sheltered elements' boxes in canvas coordinates, widened by the margin; hidden ones are skipped. */
function shelteredAreas(canvas: HTMLCanvasElement, root: HTMLElement): Area[] {
  const origin = canvas.getBoundingClientRect();
  return [...root.querySelectorAll<HTMLElement>("[data-particle-shelter]")]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0 && box.top < origin.bottom && box.bottom > origin.top)
    .map((box) => ({
      x: box.left - origin.left - SHELTER_MARGIN,
      y: box.top - origin.top - SHELTER_MARGIN,
      width: box.width + 2 * SHELTER_MARGIN,
      height: box.height + 2 * SHELTER_MARGIN,
    }));
}

export function startParticleField(
  canvas: HTMLCanvasElement,
  { still, pointerTarget, waitForInteraction = false }: ParticleFieldOptions,
): () => void {
  const context = canvas.getContext("2d");
  if (!context) return () => {};
  const settings = PARTICLE_SETTINGS;
  let width = 0;
  let height = 0;
  let pointer: { x: number; y: number } | null = null;
  let frame = 0;
  let lastDraw = 0;
  let visible = true;
  let shelters: Area[] = [];
  let framesSinceMeasure = 0;
  let motionUntil = 0;
  /** The first interaction has happened: from then on the pointer over the bar wakes the particles. */
  let started = false;

  const particles: Particle[] = [];

  /** Limits drawing to the bar minus the sheltered areas (even-odd: each area is a hole). */
  function clipShelters(target: CanvasRenderingContext2D) {
    if (framesSinceMeasure++ % SHELTER_REFRESH_FRAMES === 0) shelters = shelteredAreas(canvas, pointerTarget);
    target.beginPath();
    target.rect(0, 0, width, height);
    for (const area of shelters) target.roundRect(area.x, area.y, area.width, area.height, 12);
    target.clip("evenodd");
  }

  function resize() {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (particles.length === 0) {
      for (let index = 0; index < settings.count; index++) {
        const angle = Math.random() * Math.PI * 2;
        particles.push({
          x: Math.random() * width,
          y: Math.random() * height,
          vx: Math.cos(angle) * settings.speed,
          vy: Math.sin(angle) * settings.speed,
        });
      }
    }
  }

  function step() {
    for (const particle of particles) {
      particle.x += particle.vx;
      particle.y += particle.vy;
      if (particle.x < 0 || particle.x > width) particle.vx *= -1;
      if (particle.y < 0 || particle.y > height) particle.vy *= -1;
      particle.x = Math.min(Math.max(particle.x, 0), width);
      particle.y = Math.min(Math.max(particle.y, 0), height);
    }
  }

  function draw() {
    if (!context) return;
    context.clearRect(0, 0, width, height);
    context.save();
    clipShelters(context);
    for (let a = 0; a < particles.length; a++) {
      const first = particles[a] as Particle;
      for (let b = a + 1; b < particles.length; b++) {
        const second = particles[b] as Particle;
        const distance = Math.hypot(first.x - second.x, first.y - second.y);
        if (distance < settings.linkDistance) {
          context.strokeStyle = `rgba(124, 92, 255, ${0.35 * (1 - distance / settings.linkDistance)})`;
          context.lineWidth = 1;
          context.beginPath();
          context.moveTo(first.x, first.y);
          context.lineTo(second.x, second.y);
          context.stroke();
        }
      }
    }
    for (const particle of particles) {
      let size: number = settings.baseSize;
      let opacity: number = settings.baseOpacity;
      if (pointer) {
        const distance = Math.hypot(pointer.x - particle.x, pointer.y - particle.y);
        if (distance < settings.bubble.distance) {
          const closeness = 1 - distance / settings.bubble.distance;
          size += (settings.bubble.size - settings.baseSize) * closeness;
          opacity += (settings.bubble.opacity - settings.baseOpacity) * closeness;
        }
      }
      context.fillStyle = `rgba(34, 211, 238, ${opacity})`;
      context.beginPath();
      context.arc(particle.x, particle.y, size, 0, Math.PI * 2);
      context.fill();
    }
    context.restore();
  }

  function loop(time: number) {
    if (time > motionUntil) {
      frame = 0;
      return;
    }
    frame = requestAnimationFrame(loop);
    if (!visible || time - lastDraw < 1000 / settings.maxFps - 1) return;
    lastDraw = time;
    step();
    draw();
  }

  function localPoint(event: PointerEvent | MouseEvent) {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  /** Moves the particles for the next five seconds (from now, if they are moving already). */
  function wake() {
    motionUntil = performance.now() + MOTION_WINDOW_MS;
    if (!frame) frame = requestAnimationFrame(loop);
  }

  function onPointerMove(event: PointerEvent) {
    pointer = localPoint(event);
    if (still) draw();
    else if (started) wake();
  }

  function onPointerLeave() {
    pointer = null;
    if (still) draw();
  }

  function onClick(event: MouseEvent) {
    if (still) return;
    const origin = localPoint(event);
    for (const particle of particles) {
      const dx = particle.x - origin.x;
      const dy = particle.y - origin.y;
      const distance = Math.hypot(dx, dy) || 1;
      if (distance < settings.repulse.distance) {
        const push = (settings.repulse.strength * (1 - distance / settings.repulse.distance)) / distance;
        particle.x += dx * push;
        particle.y += dy * push;
      }
    }
  }

  resize();
  draw();
  const resizeObserver = new ResizeObserver(() => {
    resize();
    framesSinceMeasure = 0;
    draw();
  });
  resizeObserver.observe(canvas);
  // The labels settle once the web font has loaded: measure the sheltered areas again then.
  let stopped = false;
  void document.fonts?.ready.then(() => {
    if (stopped) return;
    framesSinceMeasure = 0;
    draw();
  });
  const visibilityObserver = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
  });
  visibilityObserver.observe(canvas);
  pointerTarget.addEventListener("pointermove", onPointerMove);
  pointerTarget.addEventListener("pointerleave", onPointerLeave);
  pointerTarget.addEventListener("click", onClick);
  function play() {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, play);
    started = true;
    wake();
  }
  if (!still && waitForInteraction) {
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, play, { passive: true });
  } else if (!still) {
    play();
  }

  return () => {
    stopped = true;
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, play);
    cancelAnimationFrame(frame);
    resizeObserver.disconnect();
    visibilityObserver.disconnect();
    pointerTarget.removeEventListener("pointermove", onPointerMove);
    pointerTarget.removeEventListener("pointerleave", onPointerLeave);
    pointerTarget.removeEventListener("click", onClick);
  };
}
