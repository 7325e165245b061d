import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CORE_RANGES, formatUnicodeRange, isCoreCharacter, parseUnicodeRange, subtractRanges } from "./fonts.ts";

const FONTS = join(import.meta.dirname, "..", "..", "app", "fonts");
const css = readFileSync(join(FONTS, "manrope.css"), "utf8");
const faces = [...css.matchAll(/src: url\("\.\/([^"]+)"\)[^;]*;\s*unicode-range: ([^;]+);/g)].map(
  ([, file, range]) => ({
    file: file ?? "",
    ranges: parseUnicodeRange(range ?? ""),
  }),
);

const codePointsOf = (ranges: readonly (readonly [number, number])[]) =>
  new Set(ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => first + index)));

describe("unicode ranges", () => {
  it("parse, format and subtract", () => {
    expect(parseUnicodeRange("U+0000-00FF, U+0131")).toEqual([
      [0, 0xff],
      [0x131, 0x131],
    ]);
    expect(
      formatUnicodeRange([
        [0x20, 0x7e],
        [0xa9, 0xa9],
      ]),
    ).toBe("U+0020-007E,U+00A9");
    expect(
      subtractRanges(
        [[0, 0xff]],
        [
          [0x20, 0x7e],
          [0xa9, 0xa9],
          [0x2013, 0x2014],
        ],
      ),
    ).toEqual([
      [0, 0x1f],
      [0x7f, 0xa8],
      [0xaa, 0xff],
    ]);
  });

  it("name the core characters", () => {
    expect(isCoreCharacter("A".codePointAt(0) ?? 0)).toBe(true);
    expect(isCoreCharacter("’".codePointAt(0) ?? 0)).toBe(true);
    expect(isCoreCharacter("é".codePointAt(0) ?? 0)).toBe(false);
  });
});

describe("the generated Manrope faces (app/fonts)", () => {
  it("split Fontsource's Latin subset into the core and the rest, without overlap or gap", () => {
    const core = faces.find((face) => face.file === "manrope-core.woff2");
    const rest = faces.find((face) => face.file === "manrope-latin-rest.woff2");
    expect(core?.ranges).toEqual(CORE_RANGES);
    const fontsource = readFileSync(
      createRequire(import.meta.url).resolve("@fontsource-variable/manrope/wght.css"),
      "utf8",
    );
    const latin = /manrope-latin-wght-normal\.woff2[^;]*;\s*unicode-range: ([^;]+);/.exec(fontsource)?.[1] ?? "";
    const split = [...codePointsOf(core?.ranges ?? []), ...codePointsOf(rest?.ranges ?? [])];
    expect(new Set(split).size).toBe(split.length);
    expect(new Set(split)).toEqual(codePointsOf(parseUnicodeRange(latin)));
  });

  it("keep every other Fontsource subset, and each file they name exists", () => {
    expect(faces.map((face) => face.file).sort()).toEqual([
      "manrope-core.woff2",
      "manrope-cyrillic-ext-wght-normal.woff2",
      "manrope-cyrillic-wght-normal.woff2",
      "manrope-greek-wght-normal.woff2",
      "manrope-latin-ext-wght-normal.woff2",
      "manrope-latin-rest.woff2",
      "manrope-vietnamese-wght-normal.woff2",
    ]);
  });

  it("make the preloaded core file small enough for one round trip beside the LCP image", () => {
    expect(statSync(join(FONTS, "manrope-core.woff2")).size).toBeLessThan(15_000);
  });
});
