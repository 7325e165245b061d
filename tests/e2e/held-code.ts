/**
 * Forms tested with their code held back: a chunk is delayed until the test lets it through, the
 * form is filled in one task (typed or autofilled), and the values must survive the code's arrival.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";

export type HeldCode = {
  /** Whether the chunk has been let through. */
  arrived: () => boolean;
  /** Lets it through. */
  release: () => void;
};

/**
 * Holds back the script chunk whose file name starts with `name` until the test releases it (no fixed
 * delay, which a busy machine could make the test's steps outlast).
 */
export async function holdChunk(page: Page, name: string): Promise<HeldCode> {
  let arrived = false;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name.replaceAll(".", "\\.")}-[\\w-]+\\.js$`), async (route) => {
    await released;
    arrived = true;
    await route.continue();
  });
  return { arrived: () => arrived, release };
}

/** A form control's new value: text for a box, true to tick a checkbox or pick a radio button. */
export type Entry = { selector: string; value: string | true };

export type Fill = "typed" | "autofilled";

/**
 * Fills the controls in one go inside the page. "typed": each is focused and gets its text as typing
 * inserts it (the first focus is the first touch); "autofilled": values are set and announced with
 * input and change events, as a browser's or an extension's autofill does, with no focus at all.
 * It all happens in one task, so no script, chunk or render can run between the first change and the
 * last: stricter than "within 50 ms", and as strict on a busy machine, where the milliseconds it takes
 * (recorded as an annotation) depend on the load.
 */
export async function fillAtOnce(scope: Locator, entries: Entry[], how: Fill): Promise<void> {
  const elapsed = await scope.evaluate(
    (root, { entries, how }) => {
      // Laid out already, as a page is by the time someone can see and touch it.
      root.getBoundingClientRect();
      const started = performance.now();
      for (const { selector, value } of entries) {
        const control = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector);
        if (!control) throw new Error(`no ${selector}`);
        if (how === "typed") {
          control.focus();
          if (value === true) (control as HTMLInputElement).click();
          else if (control instanceof HTMLSelectElement || control.type === "date") {
            // A choice from the list or the date picker: the value set, then announced.
            control.value = value;
            if (control.type === "date") control.dispatchEvent(new Event("input", { bubbles: true }));
            control.dispatchEvent(new Event("change", { bubbles: true }));
          } else document.execCommand("insertText", false, value);
        } else {
          if (value === true) (control as HTMLInputElement).checked = true;
          else control.value = value;
          control.dispatchEvent(new Event("input", { bubbles: true }));
          control.dispatchEvent(new Event("change", { bubbles: true }));
        }
      }
      return performance.now() - started;
    },
    { entries, how },
  );
  test
    .info()
    .annotations.push({ type: "fill", description: `${entries.length} controls ${how} in ${elapsed.toFixed(1)} ms` });
}

/** The boxes hold exactly what was put there. */
export async function expectHeld(scope: Locator, entries: Entry[]): Promise<void> {
  for (const { selector, value } of entries) {
    const control = scope.locator(selector);
    if (value === true) await expect(control).toBeChecked();
    else await expect(control).toHaveValue(value);
  }
}

/** The form's code has not arrived yet (with `heldCode`, when it is optional); then it is let through. */
export function expectStillHeld(heldCode: HeldCode | undefined): void {
  if (!heldCode) return;
  expect(heldCode.arrived(), "the form's code was still held back").toBe(false);
  heldCode.release();
}
