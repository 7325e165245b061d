import { LINE_ICONS, type LineIconName } from "#shared/icons/line-icons.ts";
import { g, n, path } from "./svg.ts";

/** The site's line icons (shared/icons/line-icons.ts), drawn into the generated images. */
const ICONS = LINE_ICONS;

export type IconName = LineIconName;

/** Draws an icon with its top-left corner at (x, y), `size` pixels wide. */
export function icon(name: IconName, x: number, y: number, size: number, color: string, weight = 2): string {
  const scale = size / 24;
  return g(
    {
      transform: `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
      fill: "none",
      stroke: color,
      strokeWidth: weight,
      strokeLinecap: "round",
      strokeLinejoin: "round",
    },
    path(ICONS[name], {}),
  );
}

/** A filled play triangle (the one icon that reads better solid). */
export function playSolid(x: number, y: number, size: number, color: string): string {
  const scale = size / 24;
  return path(ICONS.play, {
    transform: `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
    fill: color,
    stroke: color,
    strokeWidth: 2,
    strokeLinejoin: "round",
  });
}
