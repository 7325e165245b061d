import { describe, expect, it } from "vitest";
import { maskEmail, maskEmailsIn } from "./tokens.ts";

describe("maskEmailsIn", () => {
  it("masks every address in an SMTP reply, apostrophes and plus signs included, and keeps the rest", () => {
    const reply =
      "Can't send mail - all recipients were rejected: 550 5.1.1 <o'erin+news@mail.example.co.in>: Recipient address rejected; also bob@example.com";
    const masked = maskEmailsIn(reply);
    expect(masked).toBe(
      `Can't send mail - all recipients were rejected: 550 5.1.1 <${maskEmail("o'erin+news@mail.example.co.in")}>: Recipient address rejected; also b…b@example.com`,
    );
    expect(masked).not.toMatch(/erin|bob@/);
  });

  it("leaves a text without addresses alone", () => {
    expect(maskEmailsIn("connect ECONNREFUSED 127.0.0.1:25")).toBe("connect ECONNREFUSED 127.0.0.1:25");
  });
});
