import type { ReactNode } from "react";
import type { ResponsiveImage } from "~/content/types";
import { PlayPauseButton } from "../motion/PlayPauseButton";
import styles from "./LoopingVideo.module.css";
import { type LoopingVideoPlayer, useLoopingVideo } from "./use-looping-video";

export interface LoopingVideoMedia {
  webm: string;
  mp4: string;
  poster: ResponsiveImage;
  /** A smaller poster for narrow screens (the hero's LCP image on phones). */
  posterSmall?: ResponsiveImage;
}

interface LoopingVideoFrameProps {
  media: LoopingVideoMedia;
  player: LoopingVideoPlayer;
  /** The poster is the page's LCP image: load it eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Drawn over the video (e.g. a scrim behind text), under any control. */
  children?: ReactNode;
}

interface LoopingVideoProps extends Omit<LoopingVideoFrameProps, "player" | "children"> {
  /** Names the video on its Pause/Play button: "Pause" + " background video". */
  subject: string;
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
 * A muted, looping, decorative video over its poster image, without a control: for a page that
 * places the video's Pause/Play button itself (see useLoopingVideo). The poster paints first.
 */
export function LoopingVideoFrame({ media, player, priority = false, className, children }: LoopingVideoFrameProps) {
  const { poster, posterSmall } = media;
  const sizes = posterSmall ? "100vw" : undefined;
  return (
    <div ref={player.rootRef} className={[styles.frame, className ?? ""].filter(Boolean).join(" ")}>
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
        ref={player.videoRef}
        className={styles.media}
        data-started={player.started ? "" : undefined}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        width={poster.width}
        height={poster.height}
        onPlaying={player.onPlaying}
        onPause={player.onPause}
      >
        <source src={media.webm} type="video/webm" />
        <source src={media.mp4} type="video/mp4" />
      </video>
      {children}
    </div>
  );
}

/**
 * A muted, looping, decorative video over its poster image, with its Pause/Play button. The poster
 * paints first; the video starts once the page is idle and the video is near the viewport, never
 * automatically under reduced motion. The button's label follows the state.
 */
export function LoopingVideo({
  subject,
  controlsPosition = "bottom-right",
  overlay,
  ambient = false,
  ...frame
}: LoopingVideoProps) {
  const player = useLoopingVideo();
  return (
    <LoopingVideoFrame player={player} {...frame}>
      {overlay}
      {ambient && !player.started ? null : (
        <div className={[styles.controls, styles[controlsPosition]].join(" ")}>
          <PlayPauseButton playing={player.playing} onToggle={player.toggle} subject={subject} showText={!ambient} />
        </div>
      )}
    </LoopingVideoFrame>
  );
}
