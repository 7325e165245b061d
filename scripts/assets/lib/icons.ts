import { g, n, path } from "./svg.ts";

/**
 * One line-icon set (24-unit grid, round caps, 2-unit strokes) used inside
 * every drawn UI, so the product screens read as one family.
 */
const ICONS = {
  home: "M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM20 20l-4-4",
  play: "M7 4.5v15l12-7.5Z",
  pause: "M8 5v14M16 5v14",
  plus: "M12 5v14M5 12h14",
  bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4ZM10 20h4",
  user: "M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM4 21c1-4 4.5-6 8-6s7 2 8 6",
  settings:
    "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6ZM12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1",
  chart: "M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6M20 16V6",
  trend: "M3 17l6-6 4 4 8-8M15 7h6v6",
  grid: "M4 4h7v7H4ZM13 4h7v7h-7ZM4 13h7v7H4ZM13 13h7v7h-7Z",
  layers: "M12 3 2 8l10 5 10-5ZM2 13l10 5 10-5M2 17.5l10 5 10-5",
  layout: "M3 4h18v16H3ZM3 9h18M9 9v11",
  calendar: "M4 6h16v14H4ZM4 10h16M8 3v5M16 3v5",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7v5l3 3",
  film: "M4 4h16v16H4ZM8 4v16M16 4v16M4 8h4M4 12h4M4 16h4M16 8h4M16 12h4M16 16h4",
  tv: "M3 6h18v12H3ZM8 21h8M12 18v3",
  phone: "M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2ZM11 18h2",
  heart: "M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z",
  message: "M4 5h16v11H9l-5 4Z",
  share: "M4 12v7h16v-7M12 3v12M7 8l5-5 5 5",
  star: "M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9Z",
  trophy: "M7 4h10v5a5 5 0 0 1-10 0ZM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6",
  mic: "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3ZM5 11a7 7 0 0 0 14 0M12 18v3",
  image: "M4 5h16v14H4ZM4 16l5-5 4 4 3-3 4 4M15 8.5a1 1 0 1 0 .01 0",
  video: "M3 6h13v12H3ZM16 10l5-3v10l-5-3",
  wand: "M4 20 15 9M13 7l4 4M18 3v4M16 5h4M20 11v3M18.5 12.5h3",
  sparkle:
    "M12 3l2 5.5L19.5 10.5 14 12.5 12 18l-2-5.5L4.5 10.5 10 8.5ZM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8Z",
  scissors: "M6 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6ZM6 14a3 3 0 1 0 0 6 3 3 0 0 0 0-6ZM8.5 8.5 20 19M8.5 15.5 20 5",
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  bed: "M3 18V7M3 13h18v5M21 13a3 3 0 0 0-3-3h-7v3M7 10.5a1.5 1.5 0 1 0 .01 0",
  utensils: "M7 3v8M4 3v5a3 3 0 0 0 6 0V3M7 11v10M17 3c-2 2-3 5-3 8h3v10",
  receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2ZM9 8h6M9 12h6M9 16h3",
  wifi: "M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01",
  check: "M5 12.5l4.5 4.5L19 7",
  x: "M6 6l12 12M18 6 6 18",
  chevronRight: "M9 5l7 7-7 7",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronDown: "M5 9l7 7 7-7",
  volume: "M4 9h4l5-4v14l-5-4H4ZM16.5 8.5a5 5 0 0 1 0 7M19 6a9 9 0 0 1 0 12",
  cc: "M3 5h18v14H3ZM10.5 10a2.5 2.5 0 1 0 0 4M17 10a2.5 2.5 0 1 0 0 4",
  cast: "M3 7V5h18v14h-6M3 11a8 8 0 0 1 8 8M3 15a4 4 0 0 1 4 4M3 19h.01",
  sliders: "M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4",
  target: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  coin: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM15 8.5c-.6-1-1.7-1.5-3-1.5-1.7 0-3 .9-3 2.3 0 3.2 6 1.8 6 5 0 1.4-1.3 2.2-3 2.2-1.4 0-2.6-.6-3.2-1.6M12 5v2M12 17v2",
  eye: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12ZM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z",
  upload: "M12 16V4M7 9l5-5 5 5M4 15v5h16v-5",
  filter: "M3 5h18l-7 8v6l-4 2v-8Z",
  music: "M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z",
  building: "M4 21V4h10v17M14 9h6v12M2 21h20M7 8h2M7 12h2M7 16h2M17 13h1M17 17h1",
  bolt: "M13 2 4 14h7l-1 8 9-12h-7Z",
  flag: "M5 21V4M5 4h12l-2 4 2 4H5",
  lock: "M6 11h12v10H6ZM8 11V7a4 4 0 0 1 8 0v4",
  drag: "M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01",
  list: "M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01",
  gamepad:
    "M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6L14 15h-4l-1 .6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4ZM7 11v3M5.5 12.5h3M16 11h.01M18 13h.01",
  translate: "M4 5h9M8.5 3v2M6 5c.5 3 3 6 6 7.5M11 5c-.5 3-3 6-6.5 7.5M13 21l4-10 4 10M14.5 17.5h5",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6Z",
  crop: "M6 2v16h16M2 6h16v16",
  wave: "M2 12h2M6 8v8M10 5v14M14 9v6M18 7v10M22 12h-2",
  dollar:
    "M12 2v20M17 6.5C16 5 14.3 4.5 12 4.5 9.2 4.5 7 5.8 7 8s2 3 5 3.5 5 1.5 5 3.8c0 2.2-2.2 3.7-5 3.7-2.4 0-4.3-.8-5.2-2.5",
  remote: "M8 2h8v20H8ZM12 6a1.5 1.5 0 1 0 .01 0M10.5 11h3M10.5 14h3M10.5 17h3",
  fire: "M12 22c4 0 7-3 7-7 0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-5 5-5 8 0 4 3 7 7 7Z",
  cart: "M3 4h2l2.5 11h10L20 7H6.5M9 20a1 1 0 1 0 .01 0M17 20a1 1 0 1 0 .01 0",
  sun: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4",
  cloud: "M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9Z",
  server: "M4 4h16v6H4ZM4 14h16v6H4ZM8 7h.01M8 17h.01",
  download: "M12 4v12M7 11l5 5 5-5M4 20h16",
  refresh: "M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4",
  more: "M5 12h.01M12 12h.01M19 12h.01",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16",
  megaphone: "M3 10v4h3l9 5V5l-9 5ZM18 9a4 4 0 0 1 0 6M6 14l1.5 6h3L9 15",
  segments: "M3 6h4v12H3ZM10 6h4v12h-4ZM17 6h4v12h-4Z",
} as const;

export type IconName = keyof typeof ICONS;

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
