import { describe, expect, it } from "vitest";
import { MESSAGES, meetingRequestSchema, whitepaperFormSchema, whitepaperRequestSchema } from "./lead-schemas.ts";
import { validate } from "./validation.ts";

const valid = {
  id: "whitepaper1",
  name: "Asha",
  email: "asha@example.com",
  companyName: "Example",
  phone: "9876543210",
};

describe("whitepaper schemas", () => {
  it("accepts a complete request and normalises it", () => {
    const result = validate(whitepaperFormSchema, { ...valid, name: "  Asha  ", phone: "98765 43210" });
    expect(result).toEqual({ ok: true, value: { ...valid, phone: "9876543210" } });
  });

  it("requires the phone in the form but not in the original API contract", () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(validate(whitepaperRequestSchema, withoutPhone).ok).toBe(true);
    expect(validate(whitepaperFormSchema, withoutPhone)).toEqual({ ok: false, errors: { phone: MESSAGES.phone } });
  });

  it.each(["123456789", "12345678901", "98765abcde", "+919876543210", ""])("refuses the phone %j", (phone) => {
    expect(validate(whitepaperFormSchema, { ...valid, phone })).toEqual({
      ok: false,
      errors: { phone: MESSAGES.phone },
    });
  });

  it("names every field at fault, in order, with the visitor-facing wording", () => {
    const result = validate(whitepaperFormSchema, { id: "", name: "", email: "x", companyName: 3, phone: "1" });
    expect(result).toEqual({
      ok: false,
      errors: {
        id: MESSAGES.whitepaper,
        name: MESSAGES.name,
        email: MESSAGES.email,
        companyName: MESSAGES.company,
        phone: MESSAGES.phone,
      },
    });
  });

  it("reports a body that is not an object as a whole", () => {
    expect(validate(whitepaperRequestSchema, [])).toEqual({
      ok: false,
      errors: { body: "The request body must be a JSON object." },
    });
  });
});

describe("meeting schema", () => {
  it("needs only name and e-mail; keeps line breaks in the message", () => {
    const result = validate(meetingRequestSchema, { name: "Ana", email: "ana@example.com", message: "a\nb" });
    expect(result).toEqual({ ok: true, value: { name: "Ana", email: "ana@example.com", message: "a\nb" } });
  });

  it("refuses control characters in single-line fields and over-long text", () => {
    expect(validate(meetingRequestSchema, { name: "A\u0007", email: "a@example.com" }).ok).toBe(false);
    expect(validate(meetingRequestSchema, { name: "A", email: "a@example.com", message: "x".repeat(2001) })).toEqual({
      ok: false,
      errors: { message: MESSAGES.longText },
    });
  });
});
