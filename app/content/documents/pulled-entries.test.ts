import { describe, expect, it } from "vitest";
import { HERO_IMAGE_CHOICES } from "./collection-entries";
import { entryContentFrom, pulledEntryFiles, pulledEntryFilesOf } from "./pulled-entries";

/** The image's files as a production build names them: `/assets/<name>-<hash>.<ext>`. */
function asBuilt(value: unknown): unknown {
  if (typeof value === "string") {
    const file = value.slice(value.lastIndexOf("/") + 1);
    const dot = file.lastIndexOf(".");
    return `/assets/${file.slice(0, dot)}-Dm1KWgR1${file.slice(dot)}`;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asBuilt(item)]));
  }
  return value;
}

describe("a studio entry's pulled files", () => {
  const [hero] = HERO_IMAGE_CHOICES;
  const article = {
    title: "Planning for match day",
    text: "## Match day\n",
    image: { ...hero?.image, alt: "A crowd" },
  };

  it("are named by the entry's id", () => {
    expect(pulledEntryFilesOf("article:planning-for-match-day")).toEqual({
      json: "app/content/pulled/entries/article.planning-for-match-day.json",
      mdx: "app/content/pulled/entries/article.planning-for-match-day.mdx",
    });
  });

  it("keep a repository hero image by its choice, whether the build or the source names its files", () => {
    for (const image of [article.image, { ...(asBuilt(hero?.image) as object), alt: "A crowd" }]) {
      const files = pulledEntryFiles({ ...article, image });
      expect(files.json).toEqual({ title: article.title, image: { choice: hero?.key, alt: "A crowd" } });
      expect(files.mdx).toBe(article.text);
      expect(entryContentFrom(files.json, files.mdx)).toEqual(article);
    }
  });

  it("keep an uploaded image, and a file of another name, as they are", () => {
    const uploaded = {
      avif: "/media/3f9a1c2b7d4e/hero-1600.avif",
      webp: "/media/3f9a1c2b7d4e/hero-1600.webp",
      alt: "A",
    };
    expect(pulledEntryFiles({ ...article, image: uploaded }).json.image).toEqual(uploaded);
    const renamed = JSON.parse(JSON.stringify(asBuilt(hero?.image)).replaceAll("-Dm1KWgR1", "-other-Dm1KWgR1"));
    expect(pulledEntryFiles({ ...article, image: { ...renamed, alt: "A" } }).json.image).toEqual({
      ...renamed,
      alt: "A",
    });
  });
});
