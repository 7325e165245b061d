import { useEffect, useRef, useState } from "react";
import { useInView } from "~/lib/use-in-view";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { whenIdle } from "~/lib/when-idle";

/** A looping video's state and handlers, shared by its frame and its Pause/Play button (which may sit elsewhere). */
export interface LoopingVideoPlayer {
  rootRef: React.RefObject<HTMLDivElement | null>;
  videoRef: React.RefObject<HTMLVideoElement | null>;
  playing: boolean;
  /** The video has painted a frame (under reduced motion it never starts). */
  started: boolean;
  toggle(): void;
  onPlaying(): void;
  onPause(): void;
}

/**
 * Starts the video once the page is idle and the frame is near the viewport, never under reduced
 * motion, and never again once the visitor has paused or played it.
 */
export function useLoopingVideo(): LoopingVideoPlayer {
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const near = useInView(rootRef, { rootMargin: "200px", once: true });
  const [playing, setPlaying] = useState(true);
  const [started, setStarted] = useState(false);
  const userChoseRef = useRef(false);

  useEffect(() => {
    if (userChoseRef.current) return;
    if (reducedMotion) {
      videoRef.current?.pause();
      setPlaying(false);
      return;
    }
    if (!near) return;
    return whenIdle(() => {
      if (userChoseRef.current) return;
      videoRef.current?.play().catch(() => setPlaying(false));
    });
  }, [near, reducedMotion]);

  function toggle() {
    const video = videoRef.current;
    if (!video) return;
    userChoseRef.current = true;
    if (video.paused) {
      setPlaying(true);
      video.play().catch(() => setPlaying(false));
    } else {
      video.pause();
      setPlaying(false);
    }
  }

  return {
    rootRef,
    videoRef,
    playing,
    started,
    toggle,
    onPlaying() {
      setStarted(true);
      setPlaying(true);
    },
    onPause() {
      setPlaying(false);
    },
  };
}
