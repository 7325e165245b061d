/** Combobox arrow keys: the next active option, wrapping at either end; -1 is "none". */
export function nextActiveIndex(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
