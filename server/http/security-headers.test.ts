import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers.ts";

function directive(policy: string, name: string): string {
  return policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
}

describe("contentSecurityPolicy", () => {
  it("never allows inline scripts without a hash or nonce", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["sha256-abc="] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("lets WebAssembly compile (site search) but never JavaScript eval", () => {
    const scripts = directive(contentSecurityPolicy({}), "script-src");
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("adds a per-request nonce", () => {
    expect(directive(contentSecurityPolicy({ nonce: "n0nce" }), "script-src")).toContain("'nonce-n0nce'");
  });

  it("forbids framing and plugins", () => {
    const policy = contentSecurityPolicy({});
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(directive(policy, "frame-src")).toBe("frame-src 'none'");
  });

  it("allows only configured third-party origins", () => {
    const policy = contentSecurityPolicy({
      frameOrigins: ["https://scheduler.example"],
      scriptOrigins: ["https://seal.example"],
    });
    expect(directive(policy, "frame-src")).toBe("frame-src https://scheduler.example");
    expect(directive(policy, "script-src")).toContain("https://seal.example");
  });
});
