import { describe, expect, it } from "vitest";
import { excerptParts, withEllipses } from "./excerpt";

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
});
