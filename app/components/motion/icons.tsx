/** Small inline control icons (decorative: the buttons that hold them carry the label). */
type IconName = "prev" | "next" | "pause" | "play";

const paths: Record<IconName, string> = {
  prev: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
  pause: "M8 5v14M16 5v14",
  play: "M7 4.5v15l12-7.5z",
};

export function ControlIcon({ name, size = 20 }: { name: IconName; size?: number }) {
  const filled = name === "play";
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
