import { describe, expect, it } from "vitest";
import { createPreviewLinks } from "./preview-links.ts";

const HOUR = 3_600_000;

function links(at: { now: number }) {
  return createPreviewLinks({
    linkSecret: async () => "test-secret",
    lifetimeMs: 72 * HOUR,
    now: () => new Date(at.now),
  });
}

describe("preview links", () => {
  it("name the document and locale, and work until they expire", async () => {
    const clock = { now: Date.parse("2026-11-26T08:00:00Z") };
    const { token, expiresAt } = await links(clock).create("page:home", "en");
    expect(expiresAt).toBe("2026-11-29T08:00:00.000Z");
    expect(await links(clock).check(token)).toEqual({
      ok: true,
      claims: { purpose: "preview", documentId: "page:home", locale: "en", expiresAt: Date.parse(expiresAt) },
    });
    clock.now = Date.parse(expiresAt);
    expect(await links(clock).check(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a changed document, a changed signature and other kinds of link", async () => {
    const clock = { now: Date.parse("2026-11-26T08:00:00Z") };
    const { token } = await links(clock).create("page:home", "en");
    const [payload, signature] = token.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const other = Buffer.from(JSON.stringify({ ...claims, documentId: "legal:privacy" })).toString("base64url");
    expect(await links(clock).check(`${other}.${signature}`)).toEqual({ ok: false, reason: "invalid" });
    const altered = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(await links(clock).check(`${payload}.${altered}`)).toEqual({ ok: false, reason: "invalid" });
    const elsewhere = createPreviewLinks({
      linkSecret: async () => "another-secret",
      lifetimeMs: HOUR,
      now: () => new Date(clock.now),
    });
    expect(await elsewhere.check(token)).toEqual({ ok: false, reason: "invalid" });
  });
});
