import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { PageRoute } from "#shared/site/route-table.ts";
import { feedArtefact, feedArticleOf } from "./feed-artefact.ts";

const jsonLd = (data: object) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const articlePage = (path: string, headline: string, date: string) => ({
  path,
  html: `<html><head>${jsonLd({ "@type": "BreadcrumbList" })}${jsonLd({
    "@type": "BlogPosting",
    headline,
    description: `About ${headline}`,
    datePublished: date,
    dateModified: date,
    author: { "@type": "Person", name: "A & B" },
  })}</head><body></body></html>`,
});
const route = (path: string, kind: PageRoute["kind"]): PageRoute => ({ path, kind, label: path, file: "x" });

describe("feedArtefact", () => {
  it("reads an article page's JSON-LD BlogPosting, and nothing from a page without one", () => {
    expect(feedArticleOf(articlePage("/one", "One <b>", "2025-01-02"))).toEqual({
      path: "/one",
      title: "One <b>",
      summary: "About One <b>",
      author: "A & B",
      published: "2025-01-02",
      updated: "2025-01-02",
    });
    expect(feedArticleOf({ path: "/about", html: jsonLd({ "@type": "BreadcrumbList" }) })).toBeUndefined();
  });

  it("is /feed.xml of the snapshot's article pages only, served as Atom", () => {
    const pages = [
      articlePage("/one", "One", "2025-01-02"),
      articlePage("/two", "Two", "2025-02-03"),
      articlePage("/gone", "Gone", "2025-03-04"),
    ];
    const [file, ...rest] = feedArtefact(
      { pages, snapshot: { routes: [route("/one", "article"), route("/two", "article"), route("/", "home")] } },
      "https://www.example.com",
    );
    expect(rest).toEqual([]);
    expect(file).toMatchObject({ path: "/feed.xml", contentType: "application/atom+xml; charset=utf-8" });
    const feed = new XMLParser().parse(file?.body ?? "").feed;
    expect(feed.entry.map((entry: { title: string }) => entry.title)).toEqual(["Two", "One"]);
  });
});
