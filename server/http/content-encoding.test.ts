import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./content-encoding.ts";

const request = (acceptEncoding?: string) => ({ headers: { "accept-encoding": acceptEncoding } }) as unknown as Request;
const both = new Set(["br", "gzip"] as const);

describe("preferredEncoding", () => {
  it("prefers Brotli when accepted", () => {
    expect(preferredEncoding(request("gzip, deflate, br"), both)).toBe("br");
  });

  it("falls back to gzip", () => {
    expect(preferredEncoding(request("gzip"), both)).toBe("gzip");
    expect(preferredEncoding(request("br;q=0, gzip"), both)).toBe("gzip");
  });

  it("serves identity when nothing usable is accepted or available", () => {
    expect(preferredEncoding(request(), both)).toBeUndefined();
    expect(preferredEncoding(request("br"), new Set())).toBeUndefined();
  });
});
