import { ControlIcon } from "./icons";
import styles from "./PlayPauseButton.module.css";
import { ROTATION_CONTROL_ATTRIBUTE } from "./rotation-control";

interface PlayPauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  /** What is played, for assistive tech: "Pause" + " background video". */
  subject: string;
  /** Show the word next to the icon (default) or only the icon. */
  showText?: boolean;
  className?: string;
}

/**
 * The visible pause/play control every self-moving element has (WCAG 2.2.2).
 * Its label follows the state: "Pause" while playing, "Play" while paused.
 */
export function PlayPauseButton({ playing, onToggle, subject, showText = true, className }: PlayPauseButtonProps) {
  const action = playing ? "Pause" : "Play";
  return (
    <button
      type="button"
      className={[styles.button, showText ? "" : styles.iconOnly, className ?? ""].filter(Boolean).join(" ")}
      onClick={onToggle}
      aria-label={`${action} ${subject}`}
      data-state={playing ? "playing" : "paused"}
      {...{ [ROTATION_CONTROL_ATTRIBUTE]: "" }}
    >
      <ControlIcon name={playing ? "pause" : "play"} size={18} />
      {showText ? <span aria-hidden="true">{action}</span> : null}
    </button>
  );
}
