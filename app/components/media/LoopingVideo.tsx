import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ResponsiveImage } from "~/content/types";
import { useInView } from "~/lib/use-in-view";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { whenIdle } from "~/lib/when-idle";
import { PlayPauseButton } from "../motion/PlayPauseButton";
import styles from "./LoopingVideo.module.css";

export interface LoopingVideoMedia {
  webm: string;
  mp4: string;
  poster: ResponsiveImage;
  /** A smaller poster for narrow screens (the hero's LCP image on phones). */
  posterSmall?: ResponsiveImage;
}

interface LoopingVideoProps {
  media: LoopingVideoMedia;
  /** Names the video on its Pause/Play button: "Pause" + " background video". */
  subject: string;
  /** The poster is the page's LCP image: load it eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Where the Pause/Play button sits. */
  controlsPosition?: "top-right" | "bottom-right" | "bottom-left";
  /** Drawn over the video and under the Pause/Play button (e.g. a scrim behind text). */
  overlay?: ReactNode;
  /**
   * An ambient picture rather than something to watch: its control is a small icon, shown only once
   * the video has started (under reduced motion it never starts, and the still poster needs none).
   */
  ambient?: boolean;
}

function srcSet(large: ResponsiveImage, small: ResponsiveImage | undefined, format: "avif" | "webp"): string {
  return small ? `${small[format]} ${small.width}w, ${large[format]} ${large.width}w` : large[format];
}

/**
 * A muted, looping, decorative video over its poster image. The poster paints first;
 * the video starts once the page is idle and the video is near the viewport, never
 * automatically under reduced motion. The Pause/Play button's label follows the state.
 */
export function LoopingVideo({
  media,
  subject,
  priority = false,
  className,
  controlsPosition = "bottom-right",
  overlay,
  ambient = false,
}: LoopingVideoProps) {
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

  const { poster, posterSmall } = media;
  const sizes = posterSmall ? "100vw" : undefined;
  return (
    <div ref={rootRef} className={[styles.frame, className ?? ""].filter(Boolean).join(" ")}>
      <picture>
        <source type="image/avif" srcSet={srcSet(poster, posterSmall, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(poster, posterSmall, "webp")} sizes={sizes} />
        <img
          className={styles.media}
          src={poster.webp}
          alt={poster.alt}
          width={poster.width}
          height={poster.height}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : "auto"}
        />
      </picture>
      <video
        ref={videoRef}
        className={styles.media}
        data-started={started ? "" : undefined}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        width={poster.width}
        height={poster.height}
        onPlaying={() => {
          setStarted(true);
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
      >
        <source src={media.webm} type="video/webm" />
        <source src={media.mp4} type="video/mp4" />
      </video>
      {overlay}
      {ambient && !started ? null : (
        <div className={[styles.controls, styles[controlsPosition]].join(" ")}>
          <PlayPauseButton playing={playing} onToggle={toggle} subject={subject} showText={!ambient} />
        </div>
      )}
    </div>
  );
}
