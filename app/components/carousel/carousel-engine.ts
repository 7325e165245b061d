/**
 * The behaviour behind <Carousel>: scrolls the track to a slide (wrapping both ways),
 * follows swipes and scrolls back into the selected index, and drives autoplay.
 * Loaded lazily when the carousel comes near the viewport; until then the track is
 * a plain horizontally scrollable, snapping list.
 */
import { createRotation } from "./rotation";

export interface CarouselEngineOptions {
  initialIndex: number;
  /** Autoplay interval; rotation also needs setPlaying(true). */
  autoplayMs?: number;
  reducedMotion: boolean;
  /** Called with the selected index whenever it changes. */
  onIndex: (index: number) => void;
}

export interface CarouselEngine {
  /** Selects a slide; any integer, wrapped into range. */
  goTo(index: number): void;
  step(delta: number): void;
  setPlaying(playing: boolean): void;
  setReducedMotion(reduced: boolean): void;
  destroy(): void;
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function createCarouselEngine(
  root: HTMLElement,
  track: HTMLElement,
  options: CarouselEngineOptions,
): CarouselEngine {
  const slides = () => Array.from(track.children) as HTMLElement[];
  const count = slides().length;
  let current = wrap(options.initialIndex, Math.max(count, 1));
  let reducedMotion = options.reducedMotion;
  /** The slide a programmatic scroll is heading to; scroll positions on the way are ignored. */
  let heading: number | null = null;
  let headingTimer: number | undefined;
  let frame = 0;

  function nearestSlide(): number {
    const left = track.scrollLeft;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    slides().forEach((slide, index) => {
      const distance = Math.abs(slide.offsetLeft - left);
      if (distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    });
    return best;
  }

  function select(index: number) {
    if (index === current) return;
    current = index;
    options.onIndex(index);
  }

  function scrollToSlide(index: number, smooth: boolean) {
    const slide = slides()[index];
    if (!slide) return;
    heading = index;
    window.clearTimeout(headingTimer);
    headingTimer = window.setTimeout(() => {
      heading = null;
    }, 1200);
    track.scrollTo({ left: slide.offsetLeft, behavior: smooth && !reducedMotion ? "smooth" : "instant" });
  }

  function goTo(index: number) {
    if (count === 0) return;
    const target = wrap(index, count);
    scrollToSlide(target, true);
    select(target);
    rotation?.restart();
  }

  function syncFromScroll() {
    frame = 0;
    const nearest = nearestSlide();
    if (heading !== null) {
      if (nearest !== heading) return;
      heading = null;
    }
    if (nearest !== current) {
      select(nearest);
      rotation?.restart();
    }
  }

  const onScroll = () => {
    if (!frame) frame = window.requestAnimationFrame(syncFromScroll);
  };
  const onScrollEnd = () => {
    heading = null;
    syncFromScroll();
  };
  track.addEventListener("scroll", onScroll, { passive: true });
  track.addEventListener("scrollend", onScrollEnd);

  const rotation =
    options.autoplayMs && count > 1 ? createRotation(root, track, options.autoplayMs, () => goTo(current + 1)) : null;

  if (current !== 0) scrollToSlide(current, false);

  return {
    goTo,
    step: (delta) => goTo(current + delta),
    setPlaying: (playing) => rotation?.setEnabled(playing),
    setReducedMotion(reduced) {
      reducedMotion = reduced;
    },
    destroy() {
      rotation?.destroy();
      window.clearTimeout(headingTimer);
      if (frame) window.cancelAnimationFrame(frame);
      track.removeEventListener("scroll", onScroll);
      track.removeEventListener("scrollend", onScrollEnd);
    },
  };
}
