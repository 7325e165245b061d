import { describe, expect, it } from "vitest";
import { atSentences, escapeText, excerptParts, markQueryWords, withEllipses } from "./excerpt";

describe("search excerpts", () => {
  it("splits an excerpt into plain and highlighted parts", () => {
    expect(excerptParts("Guest TV for <mark>hotels</mark> and <mark>resorts</mark>.")).toEqual([
      { text: "Guest TV for ", marked: false },
      { text: "hotels", marked: true },
      { text: " and ", marked: false },
      { text: "resorts", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("leaves punctuation around a matched word unhighlighted", () => {
    expect(excerptParts("review on <mark>Tizen,</mark> webOS and <mark>(S.A.R.A.)</mark>")).toEqual([
      { text: "review on ", marked: false },
      { text: "Tizen", marked: true },
      { text: ", webOS and (", marked: false },
      { text: "S.A.R.A", marked: true },
      { text: ".)", marked: false },
    ]);
    expect(excerptParts("<mark>...</mark>")).toEqual([{ text: "...", marked: true }]);
  });

  it("decodes escaped characters and drops any other markup", () => {
    expect(excerptParts("a &lt;b&gt; c &amp; <mark>d</mark><img src=x onerror=alert(1)>")).toEqual([
      { text: "a <b> c & ", marked: false },
      { text: "d", marked: true },
    ]);
  });

  it("handles excerpts without highlights and empty excerpts", () => {
    expect(excerptParts("plain text")).toEqual([{ text: "plain text", marked: false }]);
    expect(excerptParts("")).toEqual([]);
  });

  it("marks a cut at either end with an ellipsis, and leaves whole sentences alone", () => {
    expect(withEllipses(excerptParts("to curate rails with <mark>VIVRE</mark>, editors arrange rows"))).toEqual([
      { text: "… to curate rails with ", marked: false },
      { text: "VIVRE", marked: true },
      { text: ", editors arrange rows …", marked: false },
    ]);
    expect(withEllipses(excerptParts("<mark>VIVRE</mark> is a SaaS platform."))).toEqual([
      { text: "VIVRE", marked: true },
      { text: " is a SaaS platform.", marked: false },
    ]);
    expect(withEllipses(excerptParts("ranked by <mark>vivre</mark>"))).toEqual([
      { text: "… ranked by ", marked: false },
      { text: "vivre", marked: true },
      { text: " …", marked: false },
    ]);
  });

  it("cuts at the sentences that hold the matches, where the window has a boundary", () => {
    const text = (excerpt: string) =>
      withEllipses(atSentences(excerptParts(excerpt)))
        .map((part) => (part.marked ? `[${part.text}]` : part.text))
        .join("");
    expect(text("sessions with the team. Platforms with pre-built <mark>VIVRE</mark> SDKs. Revenue from hotel")).toBe(
      "Platforms with pre-built [VIVRE] SDKs.",
    );
    // It ends with the last whole sentence in the window, so a match in a short heading keeps its context.
    expect(text("and earn from it. <mark>VIVRE.</mark> Experience, engage, monetise. Real-time control of")).toBe(
      "[VIVRE]. Experience, engage, monetise.",
    );
    expect(text("and AI video tools. <mark>VIVRE.</mark> <mark>VIVRE</mark> is a SaaS platform that augments")).toBe(
      "[VIVRE]. [VIVRE] is a SaaS platform that augments …",
    );
    expect(
      text("what works. Its results show on any screen through <mark>VIVRE</mark>, which gives teams control"),
    ).toBe("Its results show on any screen through [VIVRE], which gives teams control …");
    // Abbreviations with inner full stops are not sentence ends; no boundary means no cut.
    expect(text("ranks rows with <mark>S.A.R.A.</mark> and more")).toBe("… ranks rows with [S.A.R.A]. and more …");
  });
});

describe("markQueryWords", () => {
  it("marks the query's whole words in any case, outside Pagefind's marks", () => {
    expect(markQueryWords("<mark>OTT</mark> apps and ott platforms, not botts", "ott")).toBe(
      "<mark>OTT</mark> apps and <mark>ott</mark> platforms, not botts",
    );
  });

  it("marks plain text once escaped, leaving its entities whole", () => {
    expect(markQueryWords(escapeText("Smart TV & <OTT> amp"), "amp ott")).toBe(
      "Smart TV &amp; &lt;<mark>OTT</mark>&gt; <mark>amp</mark>",
    );
  });

  it("leaves the text as it is for an empty or one-letter query", () => {
    expect(markQueryWords("A text", " a ")).toBe("A text");
  });
});
