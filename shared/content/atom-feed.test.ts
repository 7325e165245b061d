import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { atomFeed, type FeedArticle, type FeedSite } from "./atom-feed.ts";

const site: FeedSite = {
  origin: "https://www.example.com",
  title: "Horizon blog",
  subtitle: "News & analysis",
  author: "Horizon",
  listPath: "/resources",
};

const articles: FeedArticle[] = [
  {
    path: "/older",
    title: "An older article",
    summary: "First published",
    author: "Horizon editorial team",
    published: "2024-03-12",
  },
  {
    path: "/tags-and-quotes",
    title: 'Ads <VAST> & "VMAP" explained',
    summary: "Client-side & server-side <insertion>",
    author: "A & B",
    published: "2025-01-21",
    updated: "2025-02-01T10:30:00.000Z",
  },
];

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

type Node = Record<string, unknown>;
const text = (node: unknown) =>
  typeof node === "object" && node !== null ? String((node as Node)["#text"]) : String(node);

/**
 * The rules of RFC 4287 a feed of ours must meet (section 4.1): one id, title and updated in the
 * feed and in each entry, absolute IRIs as ids, RFC 3339 dates, an author for every entry (its
 * own or the feed's), a self link, at most one alternate link per type, and an alternate link
 * for every entry without content.
 */
function atomProblems(xml: string): string[] {
  const problems: string[] = [];
  const validation = XMLValidator.validate(xml);
  if (validation !== true) return [`not well-formed XML: ${validation.err.msg} (line ${validation.err.line})`];
  const document = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", textNodeName: "#text" }).parse(
    xml,
  ) as Node;
  const feed = document.feed as Node | undefined;
  if (!feed) return ["the root element is not feed"];
  if (feed["@xmlns"] !== "http://www.w3.org/2005/Atom") problems.push("feed is not in the Atom namespace");
  const checkCommon = (node: Node, where: string) => {
    for (const name of ["id", "title", "updated"]) {
      if (asArray(node[name]).length !== 1) problems.push(`${where} must have exactly one ${name}`);
    }
    if (!/^[a-z][a-z0-9+.-]*:/i.test(text(node.id))) problems.push(`${where} id is not an absolute IRI`);
    for (const name of ["updated", "published"]) {
      if (node[name] !== undefined && !RFC3339.test(text(node[name])))
        problems.push(`${where} ${name} is not RFC 3339`);
    }
    const alternates = asArray(node.link as Node | Node[]).filter(
      (link) => (link["@rel"] ?? "alternate") === "alternate",
    );
    const types = alternates.map((link) => String(link["@type"] ?? ""));
    if (new Set(types).size !== types.length) problems.push(`${where} has two alternate links of one type`);
    for (const link of asArray(node.link as Node | Node[]))
      if (!link["@href"]) problems.push(`${where} link without href`);
    return alternates;
  };
  checkCommon(feed, "feed");
  const links = asArray(feed.link as Node | Node[]);
  if (!links.some((link) => link["@rel"] === "self")) problems.push("feed has no self link");
  const feedHasAuthor = asArray(feed.author as Node | Node[]).some((author) => author.name);
  for (const [index, entry] of asArray(feed.entry as Node | Node[]).entries()) {
    const where = `entry ${index + 1}`;
    const alternates = checkCommon(entry, where);
    if (!feedHasAuthor && !asArray(entry.author as Node | Node[]).some((author) => author.name)) {
      problems.push(`${where} has no author`);
    }
    if (entry.content === undefined && alternates.length === 0)
      problems.push(`${where} has neither content nor alternate link`);
  }
  return problems;
}

describe("atomFeed", () => {
  it("meets RFC 4287's rules for a feed and its entries", () => {
    expect(atomProblems(atomFeed(site, articles))).toEqual([]);
  });

  it("is valid with no article at all", () => {
    expect(atomProblems(atomFeed(site, []))).toEqual([]);
  });

  it("escapes markup and ampersands in every text and keeps them readable", () => {
    const xml = atomFeed(site, articles);
    expect(xml).not.toContain("<VAST>");
    const feed = new XMLParser().parse(xml).feed;
    expect(feed.entry[0].title).toBe('Ads <VAST> & "VMAP" explained');
    expect(feed.entry[0].summary).toBe("Client-side & server-side <insertion>");
    expect(feed.subtitle).toBe("News & analysis");
  });

  it("lists entries newest first with ids, links and dates from the articles; updated is the newest change", () => {
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(atomFeed(site, articles));
    const entries = parsed.feed.entry as Node[];
    expect(entries.map((entry) => entry.id)).toEqual([
      "https://www.example.com/tags-and-quotes",
      "https://www.example.com/older",
    ]);
    expect(entries[1]).toMatchObject({ published: "2024-03-12T00:00:00Z", updated: "2024-03-12T00:00:00Z" });
    expect(entries[0]).toMatchObject({ published: "2025-01-21T00:00:00Z", updated: "2025-02-01T10:30:00Z" });
    expect(parsed.feed.updated).toBe("2025-02-01T10:30:00Z");
    expect(parsed.feed.id).toBe("https://www.example.com/feed.xml");
  });

  it("is the same document for the same articles in any order", () => {
    expect(atomFeed(site, [...articles].reverse())).toBe(atomFeed(site, articles));
  });

  it("refuses a date it cannot read rather than writing an invalid feed", () => {
    expect(() => atomFeed(site, [{ ...articles[0]!, published: "last week" }])).toThrow(/Not a date/);
  });
});
