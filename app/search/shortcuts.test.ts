import { describe, expect, it } from "vitest";
import { isSearchShortcut, isTypedCharacter, type ShortcutKeyEvent } from "./shortcuts";

function key(value: string, modifiers: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent {
  return { key: value, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers };
}

describe("search shortcuts", () => {
  it("opens on Ctrl-K and ⌘-K, even while typing in a field", () => {
    expect(isSearchShortcut(key("k", { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key("k", { metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key("K", { ctrlKey: true }), false)).toBe(true);
  });

  it("opens on / only when the visitor is not typing", () => {
    expect(isSearchShortcut(key("/"), false)).toBe(true);
    expect(isSearchShortcut(key("/"), true)).toBe(false);
  });

  it("ignores other combinations", () => {
    expect(isSearchShortcut(key("k"), false)).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key("/", { ctrlKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, isComposing: true }), false)).toBe(false);
    expect(isSearchShortcut(key("s"), false)).toBe(false);
  });
});

describe("typed characters", () => {
  it("are single characters typed without a modifier", () => {
    expect(isTypedCharacter(key("h"))).toBe(true);
    expect(isTypedCharacter(key("H", { shiftKey: true }))).toBe(true);
    expect(isTypedCharacter(key(" "))).toBe(true);
    expect(isTypedCharacter(key("Enter"))).toBe(false);
    expect(isTypedCharacter(key("ArrowDown"))).toBe(false);
    expect(isTypedCharacter(key("k", { ctrlKey: true }))).toBe(false);
    expect(isTypedCharacter(key("a", { isComposing: true }))).toBe(false);
  });
});
