import { measure } from "../lib/font.ts";
import { icon } from "../lib/icons.ts";
import { alpha, C, POSTER_PAIRS } from "../lib/palette.ts";
import { circle, type Defs, g, line, rect, text } from "../lib/svg.ts";
import { avatar, button, type Pair, progress } from "../lib/ui.ts";
import { appGlyph } from "./glyphs.ts";
import { posterArt, posterTitle, SCENES, type SceneKind, titleFor } from "./poster.ts";

/**
 * The generic streaming app shown on every device mock-up and showcase image:
 * one look (navy, accent gradient, poster rows) at TV, tablet and phone sizes.
 */
export type AppTheme = "movies" | "sports" | "kids" | "news" | "music" | "live";

interface ThemeContent {
  nav: readonly string[];
  heroKind: SceneKind;
  heroTitle: string;
  badge: string;
  badgeLive: boolean;
  meta: string;
  description: string;
  rows: readonly {
    title: string;
    shape: "wide" | "poster" | "square" | "round";
    kinds: readonly SceneKind[];
    progress?: boolean;
    live?: boolean;
  }[];
  primary: string;
}

const THEMES: Record<AppTheme, ThemeContent> = {
  movies: {
    nav: ["Home", "Movies", "Series", "Live TV", "Kids"],
    heroKind: "sunset",
    heroTitle: "Red Canyon",
    badge: "NEW SEASON",
    badgeLive: false,
    meta: "Drama  ·  2 seasons  ·  UHD  ·  16+",
    description: "A mapmaker returns to the desert town she left behind.",
    rows: [
      {
        title: "Continue watching",
        shape: "wide",
        kinds: ["city", "ocean", "planet", "forest", "road", "portrait"],
        progress: true,
      },
      {
        title: "Trending now",
        shape: "poster",
        kinds: ["portrait", "planet", "waves", "geo", "concert", "forest", "city", "road", "ocean"],
      },
    ],
    primary: "Play",
  },
  sports: {
    nav: ["Home", "Live", "Fixtures", "Highlights", "Teams"],
    heroKind: "sport",
    heroTitle: "Match Night",
    badge: "LIVE",
    badgeLive: true,
    meta: "Quarter-final  ·  2nd half 63'  ·  4 camera angles",
    description: "Switch angles, replay key moments and follow live stats.",
    rows: [
      { title: "Live now", shape: "wide", kinds: ["sport", "sport", "sport", "sport", "sport"], live: true },
      { title: "Highlights", shape: "wide", kinds: ["sport", "road", "sport", "city", "sport"] },
    ],
    primary: "Watch live",
  },
  kids: {
    nav: ["Home", "Shows", "Movies", "Music", "Games"],
    heroKind: "kids",
    heroTitle: "Moon Buddies",
    badge: "NEW EPISODES",
    badgeLive: false,
    meta: "Ages 3–6  ·  24 episodes",
    description: "Two friends build a rocket out of cardboard boxes.",
    rows: [
      {
        title: "Favourite characters",
        shape: "round",
        kinds: ["kids", "kids", "kids", "kids", "kids", "kids", "kids"],
      },
      { title: "Cartoons", shape: "wide", kinds: ["kids", "forest", "kids", "ocean", "kids"] },
    ],
    primary: "Play",
  },
  news: {
    nav: ["Home", "Live", "World", "Business", "Weather"],
    heroKind: "city",
    heroTitle: "Evening Bulletin",
    badge: "LIVE",
    badgeLive: true,
    meta: "Top stories  ·  Updated 2 min ago",
    description: "Headlines, markets and weather, live and on demand.",
    rows: [
      { title: "Top stories", shape: "wide", kinds: ["city", "portrait", "geo", "road", "city"] },
      { title: "Live channels", shape: "wide", kinds: ["portrait", "city", "waves", "geo", "portrait"], live: true },
    ],
    primary: "Watch live",
  },
  music: {
    nav: ["Home", "Concerts", "Albums", "Radio", "Library"],
    heroKind: "concert",
    heroTitle: "Amplified",
    badge: "CONCERT FILM",
    badgeLive: false,
    meta: "Live recording  ·  1 h 42 min  ·  Dolby Atmos",
    description: "A full-length set filmed across three summer nights.",
    rows: [
      {
        title: "Albums for you",
        shape: "square",
        kinds: ["geo", "waves", "concert", "planet", "sunset", "portrait", "geo"],
      },
      { title: "Concerts", shape: "wide", kinds: ["concert", "concert", "city", "concert", "concert"] },
    ],
    primary: "Play",
  },
  live: {
    nav: ["Home", "Live", "Upcoming", "Replays", "Tickets"],
    heroKind: "concert",
    heroTitle: "Live at Dusk",
    badge: "LIVE",
    badgeLive: true,
    meta: "Festival main stage  ·  12.4K watching",
    description: "Multi-camera live stream with replays after the show.",
    rows: [
      { title: "Upcoming events", shape: "wide", kinds: ["concert", "sport", "city", "concert", "portrait"] },
      { title: "Replays", shape: "wide", kinds: ["concert", "road", "concert", "geo", "concert"] },
    ],
    primary: "Join live",
  },
};

export interface AppOptions {
  theme?: AppTheme;
  accent?: Pair;
  /** Seed offset so different screens of the same theme vary. */
  seed?: number;
}

function liveBadge(x: number, y: number, scale: number): string {
  return (
    rect(x, y, 64 * scale, 26 * scale, { r: 6 * scale, fill: C.red }) +
    circle(x + 13 * scale, y + 13 * scale, 4 * scale, "#fff") +
    text(x + 23 * scale, y + 18.5 * scale, "LIVE", { size: 14 * scale, weight: 800 })
  );
}

/** The TV app's top bar: app mark, sections (one active), search and profile. */
export function tvNav(
  defs: Defs,
  w: number,
  s: number,
  labels: readonly string[],
  active: number,
  accent: Pair,
): string {
  const pad = 96 * s;
  const parts = [appGlyph(defs, pad, 44 * s, 52 * s, accent)];
  let nx = pad + 100 * s;
  labels.forEach((label, index) => {
    const size = 26 * s;
    const on = index === active;
    parts.push(text(nx, 79 * s, label, { size, weight: on ? 800 : 600, fill: on ? C.text : C.body }));
    if (on) parts.push(rect(nx, 92 * s, measure(label, size, 800), 4 * s, { r: 2 * s, fill: defs.linear(accent) }));
    nx += measure(label, size, 700) + 48 * s;
  });
  parts.push(icon("search", w - pad - 130 * s, 52 * s, 36 * s, C.text));
  parts.push(avatar(defs, w - pad - 22 * s, 70 * s, 24 * s, "A", 1));
  return parts.join("");
}

/** TV / tablet / laptop home screen filling (0,0)-(w,h); designed around 1920 x 1080. */
export function tvHome(defs: Defs, w: number, h: number, options: AppOptions = {}): string {
  const theme = THEMES[options.theme ?? "movies"];
  const accent = options.accent ?? [C.violet, C.cyan];
  const seed = options.seed ?? 0;
  const s = w / 1920;
  const heroH = Math.min(h * 0.62, 660 * s);
  const parts: string[] = [rect(0, 0, w, h, { fill: C.bg })];
  parts.push(posterArt(defs, 0, 0, w, heroH + 60 * s, seed + 3, { kind: theme.heroKind, titleStyle: "none" }));
  parts.push(
    rect(0, 0, w * 0.7, heroH + 60 * s, {
      fill: defs.linear(
        [
          { offset: 0, color: C.bg, opacity: 0.95 },
          { offset: 1, color: C.bg, opacity: 0 },
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  parts.push(
    rect(0, heroH * 0.5, w, heroH * 0.5 + 61 * s, {
      fill: defs.linear(
        [
          { offset: 0, color: C.bg, opacity: 0 },
          { offset: 1, color: C.bg, opacity: 1 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );

  const pad = 96 * s;
  parts.push(tvNav(defs, w, s, theme.nav, 0, accent));

  // Billboard copy.
  const top = heroH * 0.36;
  if (theme.badgeLive) parts.push(liveBadge(pad, top - 20 * s, 1.3 * s));
  else parts.push(text(pad, top, theme.badge, { size: 22 * s, weight: 800, fill: accent[1], spacing: 3 * s }));
  parts.push(text(pad, top + 96 * s, theme.heroTitle, { size: 92 * s, weight: 800 }));
  parts.push(text(pad, top + 146 * s, theme.meta, { size: 24 * s, weight: 600, fill: C.body }));
  parts.push(text(pad, top + 192 * s, theme.description, { size: 26 * s, weight: 500, fill: C.body }));
  const play = button(defs, pad, top + 230 * s, theme.primary, {
    variant: "white",
    icon: "play",
    height: 68 * s,
    size: 26 * s,
  });
  parts.push(play.svg);
  parts.push(
    button(defs, pad + play.width + 20 * s, top + 230 * s, "My list", {
      variant: "ghost",
      icon: "plus",
      height: 68 * s,
      size: 26 * s,
    }).svg,
  );

  // Rows.
  let ry = heroH + 40 * s;
  theme.rows.forEach((row, rowIndex) => {
    if (ry > h) return;
    parts.push(text(pad, ry, row.title, { size: 30 * s, weight: 700 }));
    ry += 24 * s;
    const dims = {
      wide: [400, 225],
      poster: [220, 330],
      square: [260, 260],
      round: [200, 200],
    }[row.shape] as [number, number];
    const tw = dims[0] * s;
    const th = dims[1] * s;
    const gap = 28 * s;
    let tx = pad;
    let previousTitle = "";
    row.kinds.forEach((kind, index) => {
      if (tx > w) return;
      const tileSeed = seed * 13 + rowIndex * 31 + index * 7;
      // Neighbours never share a title (a row of one kind would otherwise repeat one).
      let title = posterTitle(kind, tileSeed);
      if (title === previousTitle) title = posterTitle(kind, tileSeed + SCENES.length);
      previousTitle = title;
      const focused = rowIndex === 0 && index === 0;
      if (row.shape === "round") {
        const r = tw / 2;
        const clip = defs.clip(circle(r, r, r, "#fff"));
        parts.push(
          g({ transform: `translate(${tx} ${ry})` }, [
            g({ clipPath: clip }, posterArt(defs, 0, 0, tw, th, tileSeed, { kind, titleStyle: "none" })),
          ]),
        );
        if (focused) parts.push(circle(tx + r, ry + r, r + 6 * s, "none", { stroke: "#fff", strokeWidth: 5 * s }));
        parts.push(
          text(tx + r, ry + th + 36 * s, titleFor(kind, tileSeed).split(" ")[0] ?? "", {
            size: 22 * s,
            weight: 700,
            anchor: "middle",
            fill: C.body,
          }),
        );
      } else {
        const clip = defs.clipRect(0, 0, tw, th, 14 * s);
        parts.push(
          g({ transform: `translate(${tx} ${ry})` }, [
            g(
              { clipPath: clip },
              posterArt(defs, 0, 0, tw, th, tileSeed, {
                kind,
                title,
                titleStyle: row.shape === "poster" ? "center" : row.shape === "wide" ? "left" : "none",
              }),
            ),
          ]),
        );
        if (row.progress)
          parts.push(
            progress(
              tx + 20 * s,
              ry + th - 18 * s,
              tw - 40 * s,
              6 * s,
              [0.7, 0.35, 0.55, 0.2, 0.8, 0.4][index % 6] ?? 0.5,
              accent[1],
              "rgba(255,255,255,0.25)",
            ),
          );
        if (row.live) parts.push(liveBadge(tx + 16 * s, ry + 16 * s, s));
        if (focused)
          parts.push(
            rect(tx - 6 * s, ry - 6 * s, tw + 12 * s, th + 12 * s, { r: 18 * s, stroke: "#fff", strokeWidth: 5 * s }),
          );
      }
      tx += tw + gap;
    });
    ry += th + (row.shape === "round" ? 90 : 70) * s;
  });
  return parts.join("");
}

/** Phone home screen (designed at 390 x 844). */
export function phoneHome(defs: Defs, w: number, h: number, options: AppOptions = {}): string {
  const theme = THEMES[options.theme ?? "movies"];
  const accent = options.accent ?? [C.violet, C.cyan];
  const seed = options.seed ?? 0;
  const s = w / 390;
  const parts: string[] = [rect(0, 0, w, h, { fill: C.bg })];
  parts.push(statusBar(w, s));
  parts.push(appGlyph(defs, 20 * s, 58 * s, 34 * s, accent));
  parts.push(text(64 * s, 82 * s, "For you", { size: 22 * s, weight: 800 }));
  parts.push(icon("search", w - 86 * s, 62 * s, 24 * s, C.text));
  parts.push(avatar(defs, w - 34 * s, 74 * s, 15 * s, "A", 1));
  // Category chips.
  let cx = 20 * s;
  theme.nav.slice(0, 4).forEach((label, index) => {
    const size = 14 * s;
    const cw = measure(label, size, 700) + 28 * s;
    parts.push(
      rect(cx, 110 * s, cw, 34 * s, { r: 17 * s, fill: index === 0 ? defs.linear(accent) : "rgba(255,255,255,0.08)" }),
    );
    parts.push(text(cx + 14 * s, 132 * s, label, { size, weight: 700, fill: index === 0 ? "#fff" : C.body }));
    cx += cw + 8 * s;
  });
  // Featured card.
  const fy = 160 * s;
  const fw = w - 40 * s;
  const fh = fw * 1.18;
  const clip = defs.clipRect(0, 0, fw, fh, 20 * s);
  parts.push(
    g({ transform: `translate(${20 * s} ${fy})` }, [
      g({ clipPath: clip }, posterArt(defs, 0, 0, fw, fh, seed + 3, { kind: theme.heroKind, titleStyle: "none" })),
    ]),
  );
  parts.push(
    rect(20 * s, fy + fh * 0.45, fw, fh * 0.55, {
      r: 20 * s,
      fill: defs.linear(
        [
          { offset: 0, color: C.bg, opacity: 0 },
          { offset: 1, color: C.bg, opacity: 0.92 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  if (theme.badgeLive) parts.push(liveBadge(36 * s, fy + 16 * s, 0.9 * s));
  parts.push(text(w / 2, fy + fh - 104 * s, theme.heroTitle, { size: 34 * s, weight: 800, anchor: "middle" }));
  parts.push(
    text(w / 2, fy + fh - 76 * s, theme.meta.split("  ·  ").slice(0, 2).join("  ·  "), {
      size: 13 * s,
      weight: 600,
      anchor: "middle",
      fill: C.body,
    }),
  );
  const playW = 150 * s;
  parts.push(
    button(defs, w / 2 - playW - 6 * s, fy + fh - 58 * s, theme.primary, {
      variant: "white",
      icon: "play",
      height: 42 * s,
      size: 15 * s,
      width: playW,
    }).svg,
  );
  parts.push(
    button(defs, w / 2 + 6 * s, fy + fh - 58 * s, "My list", {
      variant: "ghost",
      icon: "plus",
      height: 42 * s,
      size: 15 * s,
      width: playW,
    }).svg,
  );
  // One row.
  const row = theme.rows[0];
  if (row) {
    const ry = fy + fh + 40 * s;
    parts.push(text(20 * s, ry, row.title, { size: 18 * s, weight: 700 }));
    let tx = 20 * s;
    row.kinds.slice(0, 4).forEach((kind, index) => {
      const tw = 150 * s;
      const th = row.shape === "poster" ? 225 * s : 96 * s;
      const tclip = defs.clipRect(0, 0, tw, th, 10 * s);
      parts.push(
        g({ transform: `translate(${tx} ${ry + 14 * s})` }, [
          g({ clipPath: tclip }, posterArt(defs, 0, 0, tw, th, seed * 5 + index * 3 + 1, { kind, titleStyle: "none" })),
        ]),
      );
      if (row.progress)
        parts.push(
          progress(
            tx + 10 * s,
            ry + 14 * s + th - 12 * s,
            tw - 20 * s,
            4 * s,
            [0.7, 0.35, 0.55, 0.2][index] ?? 0.5,
            accent[1],
            "rgba(255,255,255,0.3)",
          ),
        );
      if (row.live) parts.push(liveBadge(tx + 8 * s, ry + 22 * s, 0.7 * s));
      tx += tw + 12 * s;
    });
  }
  parts.push(tabBar(w, h, s, accent));
  return parts.join("");
}

export function statusBar(w: number, s: number, color: string = C.text): string {
  return [
    text(30 * s, 30 * s, "9:41", { size: 15 * s, weight: 700, fill: color }),
    icon("wifi", w - 78 * s, 16 * s, 18 * s, color, 2.4),
    rect(w - 52 * s, 19 * s, 26 * s, 12 * s, { r: 3.5 * s, stroke: color, strokeWidth: 1.4 * s }),
    rect(w - 50 * s, 21 * s, 18 * s, 8 * s, { r: 2 * s, fill: color }),
  ].join("");
}

function tabBar(w: number, h: number, s: number, accent: Pair): string {
  const items = [
    { name: "home", label: "Home" },
    { name: "search", label: "Search" },
    { name: "tv", label: "Live" },
    { name: "download", label: "Downloads" },
    { name: "user", label: "Profile" },
  ] as const;
  const parts = [
    rect(0, h - 86 * s, w, 86 * s, { fill: alpha(C.surface1, 0.96) }),
    line(0, h - 86 * s, w, h - 86 * s, C.border, 1),
  ];
  const slot = w / items.length;
  items.forEach((item, index) => {
    const color = index === 0 ? accent[1] : C.muted;
    parts.push(icon(item.name, slot * index + slot / 2 - 12 * s, h - 72 * s, 24 * s, color));
    parts.push(
      text(slot * index + slot / 2, h - 34 * s, item.label, {
        size: 11 * s,
        weight: 700,
        fill: color,
        anchor: "middle",
      }),
    );
  });
  parts.push(rect(w / 2 - 67 * s, h - 10 * s, 134 * s, 5 * s, { r: 2.5 * s, fill: "rgba(255,255,255,0.5)" }));
  return parts.join("");
}

/** Full-screen player with controls (designed around 1920 x 1080). */
export function playerScreen(
  defs: Defs,
  w: number,
  h: number,
  options: AppOptions & { kind?: SceneKind; title?: string; subtitle?: string; live?: boolean } = {},
): string {
  const accent = options.accent ?? [C.violet, C.cyan];
  const s = w / 1920;
  const live = options.live ?? false;
  const parts: string[] = [
    posterArt(defs, 0, 0, w, h, (options.seed ?? 0) + 5, { kind: options.kind ?? "forest", titleStyle: "none" }),
  ];
  parts.push(
    rect(0, h * 0.55, w, h * 0.45, {
      fill: defs.linear(
        [
          { offset: 0, color: "#000000", opacity: 0 },
          { offset: 1, color: "#000000", opacity: 0.8 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(
    rect(0, 0, w, h * 0.2, {
      fill: defs.linear(
        [
          { offset: 0, color: "#000000", opacity: 0.6 },
          { offset: 1, color: "#000000", opacity: 0 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(icon("chevronLeft", 80 * s, 60 * s, 44 * s, C.text, 2.5));
  parts.push(text(140 * s, 94 * s, options.title ?? "Wildwood", { size: 34 * s, weight: 800 }));
  parts.push(
    text(140 * s, 132 * s, options.subtitle ?? "Season 1  ·  Episode 4", { size: 24 * s, weight: 600, fill: C.body }),
  );
  const by = h - 150 * s;
  const played = live ? 1 : 0.42;
  parts.push(progress(80 * s, by, w - 160 * s, 8 * s, played, defs.linear(accent), "rgba(255,255,255,0.25)"));
  parts.push(circle(80 * s + (w - 160 * s) * played, by + 4 * s, 14 * s, "#fff"));
  if (live) {
    parts.push(liveBadge(80 * s, by + 28 * s, s));
  } else {
    parts.push(text(80 * s, by + 56 * s, "24:18", { size: 24 * s, weight: 700 }));
    parts.push(text(w - 80 * s, by + 56 * s, "-33:02", { size: 24 * s, weight: 700, anchor: "end", fill: C.body }));
  }
  const icons = ["cc", "volume", "cast", "settings"] as const;
  for (const [index, name] of icons.entries()) {
    parts.push(icon(name, w - 80 * s - (icons.length - index) * 70 * s, 64 * s, 40 * s, C.text));
  }
  if (live) return parts.join("");
  const cy = h / 2;
  parts.push(circle(w / 2, cy, 70 * s, "rgba(0,0,0,0.35)", { stroke: "rgba(255,255,255,0.6)", strokeWidth: 3 * s }));
  parts.push(icon("pause", w / 2 - 26 * s, cy - 26 * s, 52 * s, "#fff", 3));
  parts.push(icon("refresh", w / 2 - 260 * s, cy - 28 * s, 56 * s, C.text, 2.2));
  parts.push(icon("refresh", w / 2 + 204 * s, cy - 28 * s, 56 * s, C.text, 2.2));
  return parts.join("");
}

const CHANNELS: readonly { name: string; shows: readonly [string, number][] }[] = [
  {
    name: "News 24",
    shows: [
      ["World Tonight", 2],
      ["Market Close", 1],
      ["Late Edition", 2],
    ],
  },
  {
    name: "Sports One",
    shows: [
      ["Match Night  ·  Live", 3],
      ["Post-match", 1],
      ["Extra Time", 1],
    ],
  },
  {
    name: "Cinema",
    shows: [
      ["Red Canyon", 4],
      ["Blue Hour", 1],
    ],
  },
  {
    name: "Kids",
    shows: [
      ["Moon Buddies", 1],
      ["Tiny Trails", 1],
      ["Blob Town", 1],
      ["Pip and Pals", 2],
    ],
  },
  {
    name: "Discovery",
    shows: [
      ["Deep Field", 2],
      ["Wildwood", 2],
      ["Harbour", 1],
    ],
  },
  {
    name: "Music",
    shows: [
      ["Live at Dusk", 3],
      ["Encore", 2],
    ],
  },
];

/** Live TV programme guide (designed at 1920 x 1080). */
export function epgScreen(
  defs: Defs,
  w: number,
  h: number,
  options: AppOptions & { nav?: readonly string[]; activeNav?: number } = {},
): string {
  const accent = options.accent ?? [C.violet, C.cyan];
  const s = w / 1920;
  const parts: string[] = [rect(0, 0, w, h, { fill: C.bg })];
  parts.push(tvNav(defs, w, s, options.nav ?? THEMES.movies.nav, options.activeNav ?? 3, accent));
  const pad = 96 * s;
  // Preview of the focused channel.
  const pw = 560 * s;
  const ph = 315 * s;
  const clip = defs.clipRect(0, 0, pw, ph, 16 * s);
  parts.push(
    g({ transform: `translate(${pad} ${140 * s})` }, [
      g({ clipPath: clip }, posterArt(defs, 0, 0, pw, ph, 40, { kind: "sport", titleStyle: "none" })),
    ]),
  );
  parts.push(liveBadge(pad + 18 * s, 158 * s, s));
  parts.push(text(pad + pw + 48 * s, 190 * s, "Sports One  ·  Live", { size: 24 * s, weight: 700, fill: accent[1] }));
  parts.push(text(pad + pw + 48 * s, 256 * s, "Match Night", { size: 60 * s, weight: 800 }));
  parts.push(
    text(pad + pw + 48 * s, 304 * s, "20:00 – 21:30  ·  Quarter-final, second leg", {
      size: 26 * s,
      weight: 600,
      fill: C.body,
    }),
  );
  parts.push(progress(pad + pw + 48 * s, 336 * s, 520 * s, 8 * s, 0.62, defs.linear(accent)));
  const watch = button(defs, pad + pw + 48 * s, 376 * s, "Watch", {
    variant: "white",
    icon: "play",
    height: 64 * s,
    size: 24 * s,
  });
  parts.push(watch.svg);
  parts.push(
    button(defs, pad + pw + 48 * s + watch.width + 18 * s, 376 * s, "Record", {
      variant: "ghost",
      icon: "plus",
      height: 64 * s,
      size: 24 * s,
    }).svg,
  );
  // Grid.
  const gx = pad + 260 * s;
  const gy = 520 * s;
  const slot = (w - gx - pad) / 5;
  const times = ["20:00", "20:30", "21:00", "21:30", "22:00"];
  times.forEach((time, index) => {
    parts.push(text(gx + slot * index + 12 * s, gy - 16 * s, time, { size: 22 * s, weight: 700, fill: C.muted }));
  });
  const rowH = 84 * s;
  CHANNELS.forEach((channel, row) => {
    const ry = gy + row * (rowH + 10 * s);
    if (ry + rowH > h) return;
    parts.push(rect(pad, ry, 240 * s, rowH, { r: 12 * s, fill: C.surface1 }));
    parts.push(
      appGlyph(
        defs,
        pad + 18 * s,
        ry + rowH / 2 - 20 * s,
        40 * s,
        (POSTER_PAIRS[(row * 5) % POSTER_PAIRS.length] ?? accent) as Pair,
      ),
    );
    parts.push(text(pad + 72 * s, ry + rowH / 2 + 8 * s, channel.name, { size: 22 * s, weight: 700 }));
    let cx = gx;
    channel.shows.forEach(([title, span], index) => {
      const bw = Math.min(slot * span, w - pad - cx) - 8 * s;
      if (bw <= 0) return;
      const focused = row === 1 && index === 0;
      parts.push(
        rect(cx, ry, bw, rowH, {
          r: 12 * s,
          fill: focused ? defs.linear([alpha(accent[0], 0.5), alpha(accent[1], 0.3)]) : C.surface2,
          stroke: focused ? "#fff" : undefined,
          strokeWidth: 3 * s,
        }),
      );
      parts.push(
        text(cx + 20 * s, ry + rowH / 2 + 8 * s, title, {
          size: 22 * s,
          weight: focused ? 800 : 600,
          fill: focused ? "#fff" : C.body,
        }),
      );
      cx += slot * span;
    });
  });
  // Now line.
  const nowX = gx + slot * 1.6;
  parts.push(rect(nowX - 1.5 * s, gy - 6 * s, 3 * s, h - gy, { fill: accent[1] }));
  parts.push(circle(nowX, gy - 6 * s, 7 * s, accent[1]));
  return parts.join("");
}
