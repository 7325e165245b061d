import type { CDPSession, Page } from "@playwright/test";

/** One tab stop whose focused element a sighted keyboard user could not see, and why. */
export interface HiddenTabStop {
  element: string;
  reason: string;
}

/** More tab stops than any page has: the walk stops here if focus never leaves the page. */
const MAX_TAB_STOPS = 400;

/** Tab presses sent between two reads of the page's records. */
const BATCH = 20;

/** What the page recorded since the last read: the stop at each Tab keydown, and the stop now. */
interface TabRecords {
  atKeydown: (TabStop | null)[];
  now: TabStop | null;
}

interface TabStop {
  element: string;
  reason: string;
}

/**
 * Presses Tab from the top of the page until focus leaves the page or comes back to its first stop,
 * and returns every stop whose element is not visible once focused: an empty box, a box outside the
 * viewport, hidden by `visibility` or `opacity`, cut away by an ancestor's overflow or clip, or
 * covered by something else. The browser scrolls the focused element into view itself; the check
 * reads it after that, as a visitor sees it. The page reads each stop itself when the next Tab
 * arrives (before focus moves on), so the presses go in batches with one read per batch.
 */
export async function hiddenTabStops(page: Page): Promise<HiddenTabStop[]> {
  await page.evaluate(recordTabStops);
  const browser = await page.context().newCDPSession(page);
  const problems: HiddenTabStop[] = [];
  let first: string | undefined;
  try {
    for (let pressed = 0; pressed < MAX_TAB_STOPS; pressed += BATCH) {
      await pressTab(browser, BATCH);
      const records = await page.evaluate(() => (window as unknown as TabWalkWindow).tabWalk.read());
      if (records.atKeydown.length !== BATCH) {
        throw new Error(`the page saw ${records.atKeydown.length} of ${BATCH} Tab presses: a script stops them`);
      }
      // A batch's first keydown finds the stop the previous one ended on (or the page before the walk).
      for (const stop of [...records.atKeydown.slice(1), records.now]) {
        if (!stop || stop.element === first) return problems;
        first ??= stop.element;
        if (stop.reason) problems.push({ element: stop.element, reason: stop.reason });
      }
    }
    return problems;
  } finally {
    await page.evaluate(() => (window as unknown as TabWalkWindow).tabWalk.stop());
    await browser.detach();
  }
}

/**
 * Presses Tab `times` times: the key events Playwright's `keyboard.press("Tab")` sends, queued at once.
 * The browser hands a page one key event at a time, each after the page has handled the one before
 * (focus moved, focused element scrolled into view).
 */
async function pressTab(browser: CDPSession, times: number): Promise<void> {
  const tab = { windowsVirtualKeyCode: 9, code: "Tab", key: "Tab" };
  const sent: Promise<unknown>[] = [];
  for (let press = 0; press < times; press++) {
    sent.push(browser.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...tab }));
    sent.push(browser.send("Input.dispatchKeyEvent", { type: "keyUp", ...tab }));
  }
  await Promise.all(sent);
}

interface TabWalkWindow extends Window {
  tabWalk: { read(): TabRecords; stop(): void };
}

/**
 * Runs in the page: blurs and scrolls to the top, then records the focused element's description
 * (and why it cannot be seen) at every Tab keydown, in a capturing listener on the window.
 */
function recordTabStops(): void {
  /** The focused element's description and, when it cannot be seen, why not. */
  function inspectFocus(): TabStop | null {
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
        if (
          (node !== focused && style.overflowX !== "visible") ||
          (node !== focused && style.overflowY !== "visible")
        ) {
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

  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(0, 0);
  const atKeydown: (TabStop | null)[] = [];
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === "Tab") atKeydown.push(inspectFocus());
  };
  window.addEventListener("keydown", onKeydown, { capture: true });
  (window as unknown as TabWalkWindow).tabWalk = {
    read: () => ({ atKeydown: atKeydown.splice(0), now: inspectFocus() }),
    stop: () => window.removeEventListener("keydown", onKeydown, { capture: true }),
  };
}
