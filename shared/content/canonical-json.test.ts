import { describe, expect, it } from "vitest";
import { canonicalJson, contentHash } from "./canonical-json.ts";

describe("canonical JSON", () => {
  it("spells objects with sorted keys at every depth, arrays in their order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });

  it("hashes equal content equally, whatever the key order, and different content differently", async () => {
    const hash = await contentHash({ title: "A", lead: "B" });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await contentHash({ lead: "B", title: "A" })).toBe(hash);
    expect(await contentHash({ lead: "B", title: "a" })).not.toBe(hash);
  });
});
