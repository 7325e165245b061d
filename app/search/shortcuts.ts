/** The keys that open search from anywhere: Ctrl-K / ⌘-K, and "/" when the visitor is not typing. */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

export function isSearchShortcut(event: ShortcutKeyEvent, typingInField: boolean): boolean {
  if (event.isComposing || event.altKey) return false;
  if (event.key.toLowerCase() === "k") return (event.ctrlKey || event.metaKey) && !event.shiftKey;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !typingInField;
}

/** A key that types one character (not a shortcut, not Enter or an arrow). */
export function isTypedCharacter(event: ShortcutKeyEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing;
}

/** Whether keystrokes on this element type text (so "/" belongs to the visitor, not to us). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}
