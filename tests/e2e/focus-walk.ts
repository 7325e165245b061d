import type { Page } from "@playwright/test";

/** One tab stop whose focused element a sighted keyboard user could not see, and why. */
export interface HiddenTabStop {
  element: string;
  reason: string;
}

/** More tab stops than any page has: the walk stops here if focus never leaves the page. */
const MAX_TAB_STOPS = 400;

/**
 * Presses Tab from the top of the page until focus leaves the page or comes back to its first stop,
 * and returns every stop whose element is not visible once focused: an empty box, a box outside the
 * viewport, hidden by `visibility` or `opacity`, cut away by an ancestor's overflow or clip, or
 * covered by something else. The browser scrolls the focused element into view itself; the check
 * reads it after that, as a visitor sees it.
 */
export async function hiddenTabStops(page: Page): Promise<HiddenTabStop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: HiddenTabStop[] = [];
  let first: string | undefined;
  for (let step = 0; step < MAX_TAB_STOPS; step++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(inspectFocus);
    if (!stop) break;
    if (stop.element === first) break;
    first ??= stop.element;
    if (stop.reason) problems.push({ element: stop.element, reason: stop.reason });
  }
  return problems;
}

/** Runs in the page: the focused element's description and, when it cannot be seen, why not. */
function inspectFocus(): { element: string; reason: string } | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const path: string[] = [];
  for (let node: Element | null = focused; node && node !== document.body; node = node.parentElement) {
    const index = node.parentElement ? [...node.parentElement.children].indexOf(node) : 0;
    path.unshift(`${node.tagName.toLowerCase()}:${index}`);
  }
  const label = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().replace(/\s+/g, " ");
  const element = `<${focused.tagName.toLowerCase()}> "${label.slice(0, 40)}" (${path.join(">")})`;

  function why(): string {
    const box = focused!.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return `empty box ${box.width}×${box.height}`;
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const outside = box.right <= 0 || box.bottom <= 0 || box.left >= viewport.width || box.top >= viewport.height;
    if (outside) return `outside the viewport at ${Math.round(box.left)},${Math.round(box.top)}`;
    if (box.left < -1 || box.right > viewport.width + 1) {
      return `cut by the viewport's edge: ${Math.round(box.left)} to ${Math.round(box.right)}`;
    }
    let opacity = 1;
    for (let node: Element | null = focused; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (node === focused && style.visibility !== "visible") return `visibility: ${style.visibility}`;
      opacity *= Number(style.opacity);
      if (style.clipPath !== "none" && /inset\(50%|circle\(0/.test(style.clipPath))
        return `clip-path ${style.clipPath}`;
      if (style.clip === "rect(0px, 0px, 0px, 0px)") return "clipped to nothing";
      if ((node !== focused && style.overflowX !== "visible") || (node !== focused && style.overflowY !== "visible")) {
        const frame = node.getBoundingClientRect();
        const width = Math.min(box.right, frame.right) - Math.max(box.left, frame.left);
        const height = Math.min(box.bottom, frame.bottom) - Math.max(box.top, frame.top);
        if (width < Math.min(box.width, 8) || height < Math.min(box.height, 8)) {
          return `cut away by the overflow of <${node.tagName.toLowerCase()} class="${node.className}">`;
        }
      }
    }
    if (opacity < 0.2) return `opacity ${opacity}`;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), viewport.width - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height, viewport.height) / 2, 0), viewport.height - 1);
    const top = document.elementFromPoint(x, y);
    if (top && !focused!.contains(top) && !top.contains(focused)) {
      return `covered by <${top.tagName.toLowerCase()} class="${top.getAttribute("class") ?? ""}">`;
    }
    return "";
  }

  return { element, reason: why() };
}
