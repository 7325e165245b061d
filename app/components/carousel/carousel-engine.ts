/**
 * The behaviour behind <Carousel>, loaded lazily: scrolls the track to a slide (wrapping
 * both ways), follows swipes and scrolls back into the selected index, marks the selected
 * dot and makes the other slides inert, handles ←/→, and drives autoplay.
 * It only touches attributes React does not render (inert, aria-current after the first
 * render, data-engaged), so re-renders of the carousel never undo its work.
 */
import { createRotation } from "./rotation";

export interface CarouselEngineOptions {
  initialIndex: number;
  /** Autoplay interval; rotation also needs setPlaying(true). */
  autoplayMs?: number;
  /** Called with the selected index whenever it changes. */
  onSelect: (index: number) => void;
}

export interface CarouselEngine {
  /** Selects a slide; any integer, wrapped into range. */
  goTo(index: number): void;
  step(delta: number): void;
  setPlaying(playing: boolean): void;
  destroy(): void;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function createCarouselEngine(root: HTMLElement, options: CarouselEngineOptions): CarouselEngine {
  const track = root.querySelector<HTMLElement>("[data-track]");
  if (!track) throw new Error("Carousel markup without a track");
  const slides = Array.from(track.children) as HTMLElement[];
  const dots = Array.from(root.querySelectorAll<HTMLElement>("[data-dot]"));
  const count = slides.length;
  const wrap = (index: number) => ((index % count) + count) % count;
  let current = wrap(options.initialIndex);
  /** The slide a programmatic scroll is heading to; positions on the way there are ignored. */
  let heading: number | null = null;
  let headingTimer: number | undefined;
  let frame = 0;

  function render() {
    slides.forEach((slide, index) => {
      slide.inert = index !== current;
    });
    dots.forEach((dot, index) => {
      if (index === current) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  }

  function select(index: number) {
    if (index === current) return;
    current = index;
    render();
    options.onSelect(index);
    rotation?.restart();
  }

  function scrollToSlide(index: number, smooth: boolean) {
    const slide = slides[index];
    if (!slide || !track) return;
    const atTarget = Math.abs(track.scrollLeft - slide.offsetLeft) < 1;
    // Already there, unless an earlier smooth scroll is still on its way elsewhere: the new call stops it.
    if (atTarget && heading === null) return;
    // Until the scroll ends (scrollend; a timer where that event is missing), positions on the way are ignored.
    heading = atTarget ? null : index;
    window.clearTimeout(headingTimer);
    if (!("onscrollend" in track)) headingTimer = setTimeout(stopHeading, 1200) as unknown as number;
    const instant = !smooth || window.matchMedia(REDUCED_MOTION).matches;
    track.scrollTo({ left: slide.offsetLeft, behavior: instant ? "instant" : "smooth" });
  }

  function goTo(index: number) {
    if (count === 0) return;
    const target = wrap(index);
    scrollToSlide(target, true);
    select(target);
  }

  function nearestSlide(): number {
    const left = track?.scrollLeft ?? 0;
    let best = 0;
    slides.forEach((slide, index) => {
      if (Math.abs(slide.offsetLeft - left) < Math.abs((slides[best]?.offsetLeft ?? 0) - left)) best = index;
    });
    return best;
  }

  function syncFromScroll() {
    frame = 0;
    const nearest = nearestSlide();
    if (heading !== null) {
      if (nearest !== heading) return;
      heading = null;
    }
    select(nearest);
  }

  const onScroll = () => {
    if (!frame) frame = window.requestAnimationFrame(syncFromScroll);
  };
  const stopHeading = () => {
    heading = null;
  };
  const onScrollEnd = () => {
    // A smooth scroll cut short by a newer goTo() ends on the way; the newer scroll decides.
    if (heading !== null && nearestSlide() !== heading) return;
    heading = null;
    syncFromScroll();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    if ((event.target as HTMLElement).closest("input, textarea, select, [contenteditable='true']")) return;
    event.preventDefault();
    goTo(current + (event.key === "ArrowLeft" ? -1 : 1));
  };
  track.addEventListener("scroll", onScroll, { passive: true });
  track.addEventListener("scrollend", onScrollEnd);
  // The visitor grabbing the track takes over from any programmatic scroll.
  track.addEventListener("pointerdown", stopHeading);
  track.addEventListener("wheel", stopHeading, { passive: true });
  root.addEventListener("keydown", onKeyDown);

  const rotation =
    options.autoplayMs && count > 1 ? createRotation(root, track, options.autoplayMs, () => goTo(current + 1)) : null;

  root.dataset.engaged = "";
  render();
  if (track.scrollLeft > 0) syncFromScroll();
  else if (current !== 0) scrollToSlide(current, false);

  return {
    goTo,
    step: (delta) => goTo(current + delta),
    setPlaying: (playing) => rotation?.setEnabled(playing),
    destroy() {
      rotation?.destroy();
      window.clearTimeout(headingTimer);
      if (frame) window.cancelAnimationFrame(frame);
      track.removeEventListener("scroll", onScroll);
      track.removeEventListener("scrollend", onScrollEnd);
      track.removeEventListener("pointerdown", stopHeading);
      track.removeEventListener("wheel", stopHeading);
      root.removeEventListener("keydown", onKeyDown);
      delete root.dataset.engaged;
      for (const slide of slides) slide.inert = false;
    },
  };
}
