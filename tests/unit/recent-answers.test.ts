/** A small memo for the beacon path: isbot verdicts and referrer hosts. */
import { describe, expect, it } from "vitest";
import { rememberRecent } from "../../server/analytics/recent-answers.ts";

describe("rememberRecent", () => {
  it("computes each input once while it is remembered, and forgets all at once when full", () => {
    const computed: string[] = [];
    const length = rememberRecent((input) => {
      computed.push(input);
      return input.length;
    }, 2);
    expect([length("a"), length("bb"), length("a"), length("bb")]).toEqual([1, 2, 1, 2]);
    expect(computed).toEqual(["a", "bb"]);
    expect(length("ccc")).toBe(3);
    expect(length("a")).toBe(1);
    expect(computed).toEqual(["a", "bb", "ccc", "a"]);
  });

  it("remembers a falsy answer too", () => {
    let calls = 0;
    const never = rememberRecent(() => {
      calls++;
      return false;
    });
    never("x");
    never("x");
    expect(calls).toBe(1);
  });
});
