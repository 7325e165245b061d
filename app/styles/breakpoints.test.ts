import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "..");

/** The named breakpoints documented in tokens.css, read from its comment so the two cannot drift. */
function namedWidths(): number[] {
  const tokens = readFileSync(path.join(APP, "styles/tokens.css"), "utf8");
  return [...tokens.matchAll(/^\s*\*\s+\w+\s+(\d+)px\s/gm)].map((match) => Number(match[1]));
}

function stylesheets(): string[] {
  return readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .map((file) => path.join(APP, file));
}

/** Every width a media query names, with the file it stands in. */
function mediaWidths(): { file: string; query: string; width: number; bound: "min" | "max" }[] {
  return stylesheets().flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/@media[^{]+/g)].flatMap(([query]) =>
      [...query.matchAll(/(min|max)-width:\s*(\d+)px/g)].map((match) => ({
        file: path.relative(APP, file),
        query: query.trim(),
        bound: match[1] as "min" | "max",
        width: Number(match[2]),
      })),
    ),
  );
}

describe("breakpoints", () => {
  it("are a handful, documented in tokens.css", () => {
    expect(namedWidths()).toEqual([480, 640, 800, 1024, 1200, 1380]);
  });

  it("every media query switches at a named breakpoint (max-width one pixel below it)", () => {
    const named = namedWidths();
    const strays = mediaWidths().filter(({ width, bound }) => !named.includes(bound === "min" ? width : width + 1));
    expect(strays).toEqual([]);
  });
});
