import { describe, expect, it } from "vitest";
import { agendaForms, rescheduleForm, teamChangeForm, typedTeamChange } from "./booking-forms.ts";
import { readForm } from "./form-result.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("a team change", () => {
  it("reads the sequence the member saw as a number, and missing texts as empty", () => {
    expect(readForm(teamChangeForm, form({ sequence: "3" }))).toEqual({
      ok: true,
      value: { sequence: 3, message: "", reason: "" },
    });
  });

  it("refuses a form without a whole sequence as incomplete", () => {
    for (const sequence of [undefined, "", "-1", "1.5", "two"]) {
      const read = readForm(teamChangeForm, form(sequence === undefined ? {} : { sequence }));
      expect(read, String(sequence)).toMatchObject({
        ok: false,
        result: { code: "invalid_input", message: "This form is incomplete. Reload the page and try again." },
      });
    }
  });

  it("asks for the new time of a move, and gives back what was typed", () => {
    const submitted = form({ sequence: "0", message: "See you then", reason: "Clash", start: "" });
    expect(readForm(rescheduleForm, submitted)).toMatchObject({ ok: false, result: { message: "Pick the new time." } });
    expect(typedTeamChange(submitted)).toEqual({ message: "See you then", reason: "Clash", start: "" });
  });
});

describe("the agenda's forms", () => {
  it("reads an owner change and an outcome", () => {
    expect(readForm(agendaForms, form({ intent: "assign", booking: "b1" }))).toEqual({
      ok: true,
      value: { intent: "assign", booking: "b1", owner: "" },
    });
    expect(readForm(agendaForms, form({ intent: "outcome", booking: "b1", outcome: "no-show" }))).toEqual({
      ok: true,
      value: { intent: "outcome", booking: "b1", outcome: "no-show" },
    });
  });

  it("refuses an unknown outcome, a missing meeting and an unknown intent with a message each", () => {
    expect(readForm(agendaForms, form({ intent: "outcome", booking: "b1", outcome: "maybe" }))).toMatchObject({
      ok: false,
      result: { fields: { outcome: "Choose whether the meeting was held or a no-show." } },
    });
    expect(readForm(agendaForms, form({ intent: "outcome", outcome: "held" }))).toMatchObject({
      ok: false,
      result: { fields: { booking: "Choose a meeting." } },
    });
    expect(readForm(agendaForms, form({ intent: "walk" }))).toMatchObject({
      ok: false,
      result: { code: "invalid_input", message: "Choose what to change." },
    });
  });
});
