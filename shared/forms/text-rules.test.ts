import { describe, expect, it } from "vitest";
import { hasOnlyPrintable, hasVisibleCharacter } from "./text-rules.ts";

describe("printable text", () => {
  it.each([
    ["a Latin name", "Asha Rao"],
    ["a Devanagari name with a zero-width joiner between letters", "क्\u200dष"],
    ["a Malayalam name with a zero-width non-joiner between letters", "ക്\u200cക"],
    ["an emoji family joined by zero-width joiners", "Ravi 👨\u200d👩\u200d👧"],
    ["a heart with its emoji presentation selector", "Love ❤️"],
  ])("accepts %s", (_label, text) => {
    expect(hasOnlyPrintable(text, false)).toBe(true);
    expect(hasVisibleCharacter(text)).toBe(true);
  });

  it.each([
    ["a right-to-left override", "Asha\u202eoaR"],
    ["a left-to-right isolate", "Asha \u2066Rao\u2069"],
    ["a zero-width space", "As\u200bha"],
    ["a byte order mark", "\ufeffAsha"],
    ["a soft hyphen", "As\u00adha"],
    ["a C1 control", "Asha\u0085Rao"],
    ["a lone joiner at the end", "Asha\u200d"],
    ["joiners between spaces", "Asha \u200d Rao"],
    ["a lone surrogate", "Asha\ud800"],
  ])("refuses %s", (_label, text) => {
    expect(hasOnlyPrintable(text, false)).toBe(false);
  });

  it("keeps line breaks and tabs in multi-line text only", () => {
    expect(hasOnlyPrintable("one\ntwo\tthree", true)).toBe(true);
    expect(hasOnlyPrintable("one\ntwo", false)).toBe(false);
  });

  it("finds no visible character in marks alone", () => {
    expect(hasVisibleCharacter("\u0301\u0301")).toBe(false);
    expect(hasVisibleCharacter("·")).toBe(true);
  });
});
