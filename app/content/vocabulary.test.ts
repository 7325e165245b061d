/**
 * One system of words: every content module, MDX document, component and drawn image's text uses
 * one spelling of each product and repeated word, and one label for booking a meeting.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BOOK_MEETING_LABEL,
  compoundVariants,
  documentNames,
  headingProperNouns,
  meetingLabelVariants,
  spellingVariants,
  type Variant,
  whitepaperLabelVariants,
} from "./vocabulary";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where words visitors read come from: app code and copy, shared content, and the text drawn into images. */
const SCANNED = ["app", "shared/content", "shared/site", "scripts/assets/art"];
const EXTENSIONS = /\.(?:ts|tsx|mdx)$/;
const SKIPPED = /\.test\.tsx?$|\/vocabulary\.ts$/;

function sourceFiles(): string[] {
  return SCANNED.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .map((file) => path.join(folder, file))
      .filter((file) => EXTENSIONS.test(file) && !SKIPPED.test(file)),
  );
}

const files = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));

function findings(variants: readonly Variant[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    text.split("\n").forEach((line, index) => {
      for (const { pattern, use } of variants) {
        for (const match of line.matchAll(pattern)) found.push(`${file}:${index + 1}: "${match[0]}" (use ${use})`);
      }
    });
  }
  return found;
}

describe("one spelling", () => {
  it("scans the copy (sanity: the files are found)", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some(({ file }) => file.endsWith(".mdx"))).toBe(true);
  });

  it("of monetise, VIVRE and S.A.R.A. everywhere", () => {
    expect(findings(spellingVariants)).toEqual([]);
  });

  it("catches the variants it is meant to", () => {
    const sample = "Monetize with Vivre, SARA and S.A.R.A Insights; monetization";
    const caught = spellingVariants.flatMap(({ pattern }) => [...sample.matchAll(pattern)].map((match) => match[0]));
    expect(caught.sort()).toEqual(["Monetize", "S.A.R.A", "SARA", "Vivre", "monetization"].sort());
    expect(spellingVariants.some(({ pattern }) => new RegExp(pattern.source, pattern.flags).test("S.A.R.A."))).toBe(
      false,
    );
  });

  it("catches American -ize spellings but not the spec's fixed titles", () => {
    const caught = (sample: string) =>
      spellingVariants.flatMap(({ pattern }) => [...sample.matchAll(pattern)].map((match) => match[0]));
    expect(caught("Personalization, real-time optimization, Chapterization, localized menus")).toEqual([
      "Personalization",
      "optimization",
      "Chapterization",
      "localized",
    ]);
    expect(
      caught(
        "Maximize revenue potential; Hyper-personalized discovery; Cross-platform synchronization; Content discovery and personalization",
      ),
    ).toEqual([]);
  });
});

describe("one way to write compounds and the whitepaper action", () => {
  const caught = (variants: readonly Variant[], sample: string) =>
    variants.flatMap(({ pattern }) => [...sample.matchAll(pattern)].map((match) => match[0]));

  it("hyphenates compound modifiers everywhere", () => {
    expect(findings(compoundVariants)).toEqual([]);
  });

  it("catches open compounds before a noun, not the adverbial phrase", () => {
    expect(
      caught(
        compoundVariants,
        "Real time analytics; cost efficient; act in real time, real-time control; Ultra low latency, ultra-low latency",
      ),
    ).toEqual(["Real time analytics", "cost efficient", "Ultra low"]);
  });

  it("says Download for every whitepaper call to action", () => {
    expect(findings(whitepaperLabelVariants)).toEqual([]);
    expect(caught(whitepaperLabelVariants, "Get a whitepaper; Request this whitepaper; Download a whitepaper")).toEqual(
      ["Get a whitepaper", "Request this whitepaper"],
    );
  });
});

describe("one way to say book a meeting", () => {
  it("no other name for it anywhere", () => {
    expect(findings(meetingLabelVariants)).toEqual([]);
  });

  it("every link to the Book a meeting page written in the code or copy says it", () => {
    const labels: string[] = [];
    for (const { file, text } of files) {
      // Copy: { label: "…", href: "/bookmeeting" } (links to its message form, #request, say what they send)
      for (const match of text.matchAll(/label:\s*"([^"]+)",\s*href:\s*"\/bookmeeting"/g)) {
        labels.push(`${file}: ${match[1]}`);
      }
      // Components: <ButtonLink href="/bookmeeting">…</ButtonLink> with a written label.
      for (const match of text.matchAll(
        /<(?:ButtonLink|TextLink|Link)\s[^>]*(?:href|to)=(?:"\/bookmeeting"|\{BOOK_MEETING_PATH\})[^>]*>\s*([^<{]+?)\s*</g,
      )) {
        labels.push(`${file}: ${match[1]}`);
      }
    }
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.filter((entry) => !entry.endsWith(`: ${BOOK_MEETING_LABEL}`))).toEqual([]);
  });

  it("catches the labels it is meant to", () => {
    const sample = "Book a Demo · Book A Meeting · Schedule a call · Choose a meeting slot · Book a meeting";
    const caught = meetingLabelVariants.flatMap(({ pattern }) => [...sample.matchAll(pattern)].map((m) => m[0]));
    expect(caught).toHaveLength(4);
  });
});

/** Words after the first that are capitalised like a title (not a name, not an acronym). */
function titleCaseWords(heading: string): string[] {
  return heading
    .split(/(?<=[?!])\s+/)
    .flatMap((sentence) => sentence.split(/\s+/).slice(1))
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, ""))
    .filter((word) => /^\p{Lu}\p{Ll}/u.test(word) && !headingProperNouns.has(word.split("-")[0] ?? word));
}

describe("one case for headings", () => {
  const HEADING_FIELD = /\b(?:title|heading|sectionTitle|stepsTitle|insideTitle|featuredTitle):\s*"([^"]+)"/g;

  it("every heading in the copy is in sentence case", () => {
    const found: string[] = [];
    for (const { file, text } of files.filter(({ file }) => /content\//.test(file))) {
      for (const match of text.matchAll(HEADING_FIELD)) {
        const heading = match[1] ?? "";
        const words = documentNames.has(heading) ? [] : titleCaseWords(heading);
        if (words.length > 0) found.push(`${file}: "${heading}" (${words.join(", ")})`);
      }
    }
    expect(found).toEqual([]);
  });

  it("tells title case from names and acronyms", () => {
    expect(titleCaseWords("Our Products")).toEqual(["Products"]);
    expect(titleCaseWords("What makes S.A.R.A. special")).toEqual([]);
    expect(titleCaseWords("Smart TV apps from Horizon in Bengaluru")).toEqual([]);
    expect(titleCaseWords("Why use our Solution?")).toEqual(["Solution"]);
    expect(titleCaseWords("Want access to a whitepaper? Sign up today!")).toEqual([]);
  });
});
