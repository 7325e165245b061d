import { describe, expect, it } from "vitest";
import { deliveryForms, privacyDownloadForm, privacyForms, signOutForm } from "./admin-forms.ts";
import { readForm } from "./form-result.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the deliveries page's forms", () => {
  it("reads each intent with its delivery, and an address to fix as typed", () => {
    expect(readForm(deliveryForms, form({ intent: "retry", job: "j1" }))).toEqual({
      ok: true,
      value: { intent: "retry", job: "j1" },
    });
    expect(readForm(deliveryForms, form({ intent: "fix-address", job: "j1", email: " New@Example.com " }))).toEqual({
      ok: true,
      value: { intent: "fix-address", job: "j1", email: " New@Example.com " },
    });
    expect(readForm(deliveryForms, form({ intent: "retry-all" }))).toEqual({
      ok: true,
      value: { intent: "retry-all" },
    });
  });

  it("refuses a retry, dismissal or fix without its delivery, and an unknown intent, with a message each", () => {
    for (const intent of ["retry", "dismiss", "fix-address"]) {
      expect(readForm(deliveryForms, form({ intent, job: "" })), intent).toMatchObject({
        ok: false,
        result: { code: "invalid_input", fields: { job: "Choose a delivery." } },
      });
    }
    expect(readForm(deliveryForms, form({ intent: "resend-everything" }))).toMatchObject({
      ok: false,
      result: { code: "invalid_input", message: "Choose what to do with the delivery." },
    });
  });
});

describe("data protection's forms", () => {
  it("reads a search and an erasure, missing texts as empty for the service to judge", () => {
    expect(readForm(privacyForms, form({ intent: "find", email: "a@example.com" }))).toEqual({
      ok: true,
      value: { intent: "find", email: "a@example.com" },
    });
    expect(readForm(privacyForms, form({ intent: "erase", email: "a@example.com" }))).toEqual({
      ok: true,
      value: { intent: "erase", email: "a@example.com", confirmation: "" },
    });
    expect(readForm(privacyDownloadForm, form({}))).toEqual({ ok: true, value: { email: "" } });
  });

  it("refuses an unknown intent", () => {
    expect(readForm(privacyForms, form({ intent: "export", email: "a@example.com" }))).toMatchObject({
      ok: false,
      result: { message: "Choose to find or to erase an address's records." },
    });
  });
});

describe("signing out", () => {
  it("signs out of this browser unless every browser is asked for, and refuses another scope", () => {
    expect(readForm(signOutForm, form({}))).toEqual({ ok: true, value: { scope: "this-browser" } });
    expect(readForm(signOutForm, form({ scope: "everywhere" }))).toEqual({ ok: true, value: { scope: "everywhere" } });
    expect(readForm(signOutForm, form({ scope: "somewhere" }))).toMatchObject({
      ok: false,
      result: { message: "Choose where to sign out." },
    });
  });
});
