import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { escapeHtml, headerText, renderMail } from "./mail/render.ts";
import { messageIdFor } from "./mail-channel.ts";
import { signLink, verifyLink } from "./signed-links.ts";
import { signWebhook, webhookHeaders } from "./webhook-signature.ts";
import { backoffDelay, DEFAULT_WORKER_OPTIONS } from "./worker.ts";

const SECRET = "test-link-key";
const NOW = new Date("2026-11-23T00:00:00Z");
const booking = {
  purpose: "booking",
  bookingId: "0d4b7a57-3f38-4b6a-9a2f-4a4e1f0f5d11",
  sequence: 0,
  expiresAt: NOW.getTime() + 1000,
} as const;

describe("signed links", () => {
  it("accepts its own token and reads the claims back", () => {
    expect(verifyLink(SECRET, signLink(SECRET, booking), "booking", NOW)).toEqual({ ok: true, claims: booking });
  });

  it.each([
    ["another key", (token: string) => verifyLink("other-key", token, "booking", NOW)],
    [
      "altered claims",
      (token: string) => verifyLink(SECRET, `${token.split(".")[0]}x.${token.split(".")[1]}`, "booking", NOW),
    ],
    ["another purpose", (token: string) => verifyLink(SECRET, token, "whitepaper", NOW)],
    ["a guess", () => verifyLink(SECRET, "abc.def", "booking", NOW)],
    ["garbage", () => verifyLink(SECRET, "....", "booking", NOW)],
    ["a huge token", () => verifyLink(SECRET, "a".repeat(5000), "booking", NOW)],
  ])("refuses %s as invalid", (_name, check) => {
    expect(check(signLink(SECRET, booking))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a token after it expires", () => {
    const token = signLink(SECRET, booking);
    expect(verifyLink(SECRET, token, "booking", new Date(booking.expiresAt))).toEqual({ ok: false, reason: "expired" });
  });
});

describe("retry backoff", () => {
  const options = DEFAULT_WORKER_OPTIONS;

  it("doubles from 10 s up to 30 min, keeping between half and all of each delay", () => {
    expect(backoffDelay(1, options, () => 0)).toBe(5_000);
    expect(backoffDelay(1, options, () => 1)).toBe(10_000);
    expect(backoffDelay(3, options, () => 1)).toBe(40_000);
    expect(backoffDelay(30, options, () => 1)).toBe(30 * 60_000);
    expect(backoffDelay(30, options, () => 0)).toBe(15 * 60_000);
  });

  it("keeps retrying for at least 24 hours by default", () => {
    expect(options.giveUpAfterMs).toBeGreaterThanOrEqual(24 * 3_600_000);
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < options.giveUpAfterMs) elapsed += backoffDelay(++attempts, options, () => 1);
    expect(attempts).toBeGreaterThan(40);
  });
});

describe("webhook signatures", () => {
  const secret = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;
  const body = JSON.stringify({ type: "lead.created", data: { name: "Zoë" } });

  it("verify with the Standard Webhooks reference library", () => {
    const headers = webhookHeaders(secret, "msg_1", body, new Date());
    expect(() => new Webhook(secret).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(secret).verify(body.replace("Zoë", "Eve"), headers)).toThrow();
  });

  it("match the specification's example", () => {
    // The example in the Standard Webhooks specification.
    const specSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const specBody = '{"test": 2432232314}';
    expect(signWebhook(specSecret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, specBody)).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });
});

describe("e-mail rendering", () => {
  const mail = renderMail({
    subject: "New lead\r\nBcc: victim@example.com",
    heading: 'Hello <script>alert("x")</script>',
    blocks: [
      { kind: "paragraph", text: "Line one\nLine <two> & 'three'" },
      { kind: "fields", rows: [["Company", "Tom & Jerry <Streaming>"]] },
      { kind: "links", links: [{ label: "Open", href: 'https://example.com/?a=1&b="2"' }] },
    ],
  });

  it("escapes every value in the HTML part and loads nothing from elsewhere", () => {
    expect(mail.html).toContain("Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Line one<br>Line &lt;two&gt; &amp; &#39;three&#39;");
    expect(mail.html).toContain("Tom &amp; Jerry &lt;Streaming&gt;");
    expect(mail.html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).not.toMatch(/<script|<img|src=/);
    expect(mail.html).toContain('name="viewport"');
  });

  it("keeps the plain text readable", () => {
    expect(mail.text).toContain("Company: Tom & Jerry <Streaming>");
    expect(mail.text).toContain('Open:\nhttps://example.com/?a=1&b="2"');
  });

  it("never lets a value start a new header", () => {
    expect(mail.subject).toBe("New lead Bcc: victim@example.com");
    expect(headerText("a\u0000b\u007fc\td")).toBe("a b c d");
    expect(headerText("x".repeat(300))).toHaveLength(200);
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
  });

  it("derives one Message-ID per job, in the sender's domain", () => {
    const id = messageIdFor("lead-1/lead.created/team", "Horizon <no-reply@horizon.test>");
    expect(id).toMatch(/^<[0-9a-f]{32}@horizon\.test>$/);
    expect(messageIdFor("lead-1/lead.created/team", "no-reply@horizon.test")).toBe(id);
    expect(messageIdFor("lead-1/lead.created/visitor", "no-reply@horizon.test")).not.toBe(id);
  });
});
