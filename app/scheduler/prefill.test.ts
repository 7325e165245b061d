import { describe, expect, it } from "vitest";
import { validate } from "#shared/forms/validation.ts";
import { bookingRequestSchema, parseGuestList } from "#shared/scheduling/booking-schema.ts";
import { buildEmbedUrl, readPrefill } from "./prefill";

describe("readPrefill", () => {
  it("reads name, e-mail, custom answers and UTM fields from the query", () => {
    const prefill = readPrefill(
      new URLSearchParams(
        "name=Asha%20Rao&email=asha@example.com&a1=Hotels&a10=40&a11=ignored&utm_source=newsletter&utm_campaign=q1&date=2026-11-30&other=x",
      ),
    );
    expect(prefill).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      company: "",
      guests: "",
      notes: "",
      date: "2026-11-30",
      extras: { a1: "Hotels", a10: "40", utm_source: "newsletter", utm_campaign: "q1" },
    });
  });

  it("builds the name from first and last name, drops bad dates and trims long values", () => {
    const prefill = readPrefill(
      new URLSearchParams(`first_name=Asha&last_name=Rao&date=2026-02-30&a2=${"x".repeat(600)}`),
    );
    expect(prefill.name).toBe("Asha Rao");
    expect(prefill.date).toBe("");
    expect(prefill.extras.a2).toHaveLength(500);
  });
});

describe("buildEmbedUrl", () => {
  it("passes the spec's prefill fields and page settings to the external scheduler", () => {
    const url = new URL(
      buildEmbedUrl(
        "https://scheduler.example.com/horizon/demo?month=2026-12",
        new URLSearchParams(
          "name=Asha&email=a@example.com&first_name=Asha&last_name=Rao&guests=b@example.com,c@example.com&location=Online&date=2026-12-01&a1=Hotels&utm_medium=email&secret=no",
        ),
      ),
    );
    expect(url.origin + url.pathname).toBe("https://scheduler.example.com/horizon/demo");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      month: "2026-12",
      name: "Asha",
      email: "a@example.com",
      first_name: "Asha",
      last_name: "Rao",
      guests: "b@example.com,c@example.com",
      location: "Online",
      date: "2026-12-01",
      a1: "Hotels",
      utm_medium: "email",
      background_color: "0e1430",
      text_color: "f4f6ff",
      primary_color: "7c5cff",
      hide_event_type_details: "1",
      hide_landing_page_details: "1",
    });
  });
});

describe("booking schema (shared with the server)", () => {
  const valid = {
    start: "2026-11-24T04:30:00.000Z",
    name: " Asha ",
    email: " asha@example.com ",
    guests: parseGuestList("ops@example.com, cto@example.com;  "),
    timeZone: "America/New_York",
    a1: "Hotels",
  };

  it("accepts and trims a valid request", () => {
    const result = validate(bookingRequestSchema, valid);
    expect(result).toMatchObject({
      ok: true,
      value: { name: "Asha", email: "asha@example.com", guests: ["ops@example.com", "cto@example.com"], a1: "Hotels" },
    });
  });

  it("names the first invalid field", () => {
    expect(validate(bookingRequestSchema, { ...valid, email: "nope" })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid e-mail address." },
    });
    expect(validate(bookingRequestSchema, { ...valid, timeZone: "Nowhere/City" })).toMatchObject({
      errors: { timeZone: expect.any(String) },
    });
    expect(validate(bookingRequestSchema, null)).toMatchObject({ errors: { body: expect.any(String) } });
  });
});
