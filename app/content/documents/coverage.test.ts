/**
 * Every piece of copy in app/content is editable in the studio: each content module and MDX
 * text is the source of a document of the registry, and every string a content module exports
 * as data appears in some document's repository base. Only the modules listed below, which hold
 * no copy, are left out.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDocuments } from "./registry";

const CONTENT = path.resolve(import.meta.dirname, "..");

/** Modules of app/content without copy of their own, and why. */
const WITHOUT_COPY: Record<string, string> = {
  "media.ts": "helpers that look up generated images and their sizes",
  "types.ts": "types only",
  "partners.ts": "the partner registry's logos: names from shared/content/partners.ts, wordmarks generated",
  "vocabulary.ts":
    "the site's fixed vocabulary (the meeting label, spellings) that vocabulary.test.ts enforces on all copy",
};
/** `*-media.ts`: generated image files and sizes (npm run assets); their alt texts live in the documents. */
const isMediaModule = (file: string) => file.endsWith("-media.ts");

const modules = readdirSync(CONTENT).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !isMediaModule(file) && !(file in WITHOUT_COPY),
);
const mdxFiles = ["articles", "legal"].flatMap((folder) =>
  readdirSync(path.join(CONTENT, folder))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => `app/content/${folder}/${file}`),
);
const sources = new Set(contentDocuments.flatMap((document) => document.sources));

function stringsOf(value: unknown, at = "", found = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") found.set(value, at);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) stringsOf(child, at ? `${at}.${key}` : key, found);
  }
  return found;
}

/** Generated files (images, video) the content points at: not copy. */
const GENERATED_FILE = /\.(avif|webp|svg|png|jpe?g|mp4|webm)$/;

const documentStrings = new Set(
  contentDocuments.flatMap((document) => [
    ...stringsOf(document.base).keys(),
    // A module whose value a pulled file replaced (npm run content:pull) is still the document's fallback.
    ...stringsOf(document.moduleBase).keys(),
  ]),
);

describe("the content registry covers app/content", () => {
  it("finds content modules and texts to check", () => {
    expect(modules.length).toBeGreaterThan(10);
    expect(mdxFiles.length).toBeGreaterThan(5);
  });

  for (const file of modules) {
    it(`app/content/${file} is the source of a document`, () => {
      expect([...sources]).toContain(`app/content/${file}`);
    });

    it(`every string app/content/${file} exports as data is in a document`, async () => {
      const exports = (await import(/* @vite-ignore */ path.join(CONTENT, file))) as Record<string, unknown>;
      const missing = Object.entries(exports)
        .filter(([, value]) => typeof value !== "function")
        .flatMap(([name, value]) =>
          [...stringsOf(value)]
            .filter(([text]) => !documentStrings.has(text) && !GENERATED_FILE.test(text))
            .map(([, at]) => `${name}.${at}`),
        );
      expect(missing).toEqual([]);
    });
  }

  for (const file of mdxFiles) {
    it(`${file} is the text of a document`, () => {
      expect([...sources]).toContain(file);
    });
  }
});
