import { describe, expect, it } from "vitest";
import { attributionFrom, classifyChannel, NO_UTM, submittedAttribution, touchOf } from "./attribution.ts";

const touch = (values: Partial<Record<"source" | "medium" | "campaign" | "referrer", string>>) => ({
  ...NO_UTM,
  referrer: "",
  ...values,
});
const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];

describe("classifyChannel", () => {
  it.each([
    [{}, "direct"],
    [{ referrer: "https://www.google.co.in/" }, "organic-search"],
    [{ referrer: "https://duckduckgo.com/" }, "organic-search"],
    [{ referrer: "https://www.linkedin.com/feed/" }, "social"],
    [{ referrer: "https://t.co/abc" }, "social"],
    [{ referrer: "https://news.example.org/post" }, "referral"],
    [{ source: "newsletter", medium: "email", campaign: "launch" }, "email"],
    [{ source: "google", medium: "cpc" }, "paid"],
    [{ source: "linkedin", medium: "paid-social" }, "paid"],
    [{ source: "linkedin" }, "social"],
    [{ campaign: "spring", referrer: "https://www.google.com/" }, "campaign"],
  ])("%o is %s", (values, channel) => {
    expect(classifyChannel(touch(values))).toBe(channel);
  });
});

describe("touches", () => {
  it("keeps the path and UTM values, and an outside referrer without its query", () => {
    expect(
      touchOf(
        "https://horizon.example.com/?utm_source=newsletter&utm_medium=email&utm_campaign=launch",
        "https://mail.example.net/inbox?id=1",
      ),
    ).toEqual({
      page: "/",
      referrer: "https://mail.example.net/inbox",
      source: "newsletter",
      medium: "email",
      campaign: "launch",
      term: "",
      content: "",
    });
    expect(touchOf("https://horizon.example.com/resources", "https://horizon.example.com/").referrer).toBe("");
  });

  it("cleans what a form sent and ignores what it cannot use", () => {
    expect(
      attributionFrom({ first: { page: "/", source: "x".repeat(500) }, convertingPage: "/resources" }),
    ).toMatchObject({
      first: { page: "/", source: "x".repeat(200) },
      last: { page: "/" },
      convertingPage: "/resources",
    });
    expect(attributionFrom({ first: { page: "javascript:alert(1)" } })).toBeUndefined();
    expect(attributionFrom("nonsense")).toBeUndefined();
  });

  it("falls back to the form page's address without JavaScript, and records nothing under GPC or DNT", () => {
    const referer = { referer: "https://horizon.example.com/bookmeeting?utm_source=partner&utm_campaign=q3" };
    expect(submittedAttribution(undefined, headers(referer))).toMatchObject({
      first: { page: "/bookmeeting", source: "partner", campaign: "q3" },
      convertingPage: "/bookmeeting",
    });
    expect(submittedAttribution(undefined, headers({ ...referer, "sec-gpc": "1" }))).toBeUndefined();
    expect(submittedAttribution({ first: { page: "/" } }, headers({ dnt: "1" }))).toBeUndefined();
  });
});
