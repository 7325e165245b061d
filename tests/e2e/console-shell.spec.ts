/**
 * Staff console on a phone and a desktop: the compact menu (a disclosure below 800 px), every
 * console page without sideways scrolling at 375 px and without axe findings, and a bounced
 * address fixed and the e-mail resent from the deliveries page. With CONSOLE_CAPTURES set to a
 * folder, the page walk also saves a full-page capture of every console page at both widths.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { consolePages } from "#shared/console/routes.ts";
import { expectAccessible } from "./axe";
import { expect, signInAs, test } from "./console-fixtures";
import { DESKTOP, MOBILE, TABLET, waitForHydration } from "./fixtures";
import { bookThroughApi, mailsTo, refuseMailTo, requestMeetingThroughApi } from "./mailbox";

let counter = 0;

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

test("the compact menu: one Menu button on a phone that opens and closes the sections; the full bar on a desktop", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await signInAs(page, "staff");
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  // The bar is one line: well under a fifth of the screen.
  const bar = await page.locator("header").boundingBox();
  expect(bar!.height).toBeLessThan(80);

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectAccessible(page, "open menu at 375 px");
  // Escape closes it and gives focus back to the button.
  await nav.getByRole("link", { name: "Bookings" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(nav).toBeHidden();

  // Keyboard: Enter opens it, and following a section closes it on the new page.
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Bookings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();

  await page.setViewportSize(DESKTOP);
  await expect(menu).toBeHidden();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: "Bookings" })).toHaveAttribute("aria-current", "page");
});

test("an editor, whose one destination is Content, sees the link itself on a tablet, not a Menu button hiding it", async ({
  page,
}) => {
  await page.setViewportSize(TABLET);
  await signInAs(page, "editor");
  await page.goto("/console/content");
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(nav.getByRole("link", { name: "Content" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const bar = await page.locator("header").boundingBox();
  expect(bar!.height).toBeLessThan(80);
  await expectNoSidewaysScroll(page, "the editor's bar at 768 px");
  await expectAccessible(page, "the editor's bar at 768 px");
  // On a phone there is no room for the member and sign-out beside it: the Menu button again.
  await page.setViewportSize(MOBILE);
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
});

test("without JavaScript a phone shows the console's sections, since no Menu button could open them", async ({
  staff: { page },
  browser,
}) => {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: MOBILE,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto("/console");
    await expect(plain.getByRole("button", { name: "Menu" })).toBeHidden();
    const nav = plain.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link", { name: "Bookings" })).toBeVisible();
    await nav.getByRole("link", { name: "Bookings" }).click();
    await expect(plain.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  } finally {
    await noScript.close();
  }
});

/** A booking and a bounced meeting request, so every console page has something to show; the pages' paths. */
async function consolePagesToWalk(page: Page, request: APIRequestContext): Promise<string[]> {
  const { start } = await bookThroughApi(request);
  // A bounce, so the deliveries page shows a job with its actions.
  const bounced = `console.walk.${Date.now()}.${++counter}@example.com`;
  await refuseMailTo(bounced, true);
  const leadId = await requestMeetingThroughApi(request, bounced);
  await expect(async () => {
    await page.goto("/console/deliveries?status=failed");
    await expect(page.locator(`a[href="/console/leads/${leadId}"]`)).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await refuseMailTo(bounced, false);
  const day = start.slice(0, 10);
  await page.goto(`/console/bookings?from=${day}&days=1`);
  const bookingHref = await page
    .getByRole("link", { name: /^Cancel the meeting with/ })
    .first()
    .getAttribute("href");
  const bookingId = /\/console\/bookings\/([^/]+)\/cancel/.exec(bookingHref ?? "")![1]!;

  // The agenda on the booked day, so a meeting card is measured too.
  const pathOf = (pattern: string) =>
    pattern === "/console/bookings"
      ? `/console/bookings?from=${day}&days=1`
      : pattern.replace(":id", pattern.startsWith("/console/leads") ? leadId : bookingId);
  const pages = consolePages
    .filter((entry) => !entry.postOnly && !/\.csv$|\/download$/.test(entry.path))
    .filter((entry) => entry.access !== "anyone")
    .map((entry) => pathOf(entry.path));
  expect(pages).toEqual(expect.arrayContaining(["/console/deliveries", "/console/audit", "/console/analytics"]));
  return pages;
}

// One test per width, so the two walks run side by side.
for (const viewport of [MOBILE, DESKTOP]) {
  const fits = viewport === MOBILE ? "fits a 375 px screen and " : "";
  test(`every console page ${fits}passes axe at ${viewport.width} px`, async ({ admin: { page }, request }) => {
    test.setTimeout(180_000); // about twenty pages, an axe scan each
    const pages = await consolePagesToWalk(page, request);
    const captures = process.env.CONSOLE_CAPTURES;
    await page.setViewportSize(viewport);
    for (const pathname of pages) {
      await page.goto(pathname);
      await expect(page.locator("main h1")).toBeVisible();
      await expectAccessible(page, `${pathname} at ${viewport.width} px`);
      if (viewport === MOBILE) await expectNoSidewaysScroll(page, pathname);
      if (captures) {
        mkdirSync(captures, { recursive: true });
        const name = `${pathname.split("?")[0]!.replaceAll("/", "_").replace(/^_/, "")}-${viewport.width}.png`;
        await page.screenshot({ path: path.join(captures, name.replace(/[0-9a-f-]{36}/, "id")), fullPage: true });
      }
    }
  });
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`a bounced address is fixed and the e-mail resent; another bounce is dismissed (${viewport.width} px)`, async ({
    staff: { page },
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const stamp = `${Date.now()}.${++counter}`;
    const typo = `console.fix.${stamp}@exmaple.com`;
    const corrected = `console.fix.${stamp}@example.com`;
    const unwanted = `console.gone.${stamp}@example.com`;
    await refuseMailTo(typo, true);
    await refuseMailTo(unwanted, true);
    try {
      const id = await requestMeetingThroughApi(request, typo);
      const otherId = await requestMeetingThroughApi(request, unwanted);
      const rowOf = (leadId: string) =>
        page.getByRole("row").filter({ has: page.locator(`a[href="/console/leads/${leadId}"]`) });
      await expect(async () => {
        await page.goto("/console/deliveries?status=failed");
        await expect(rowOf(id)).toHaveCount(1, { timeout: 1000 });
        await expect(rowOf(otherId)).toHaveCount(1, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      const row = rowOf(id);
      await expect(row).toContainText(typo);
      await expect(row).toContainText("Confirmation e-mail to the visitor (new lead)");
      // One word for a delivery that did not go out, as on the overview's and this page's figures.
      await expect(row).toContainText("Failed");
      await expect(row).not.toContainText("Refused");
      await expectAccessible(page, `deliveries at ${viewport.width} px`);
      await expectNoSidewaysScroll(page, "deliveries");
      // The mail server's own words, without the mail library's preamble.
      await expect(row).toContainText("Mail server: 550 No such mailbox");
      await expect(row).not.toContainText("all recipients were rejected");
      // The row's three actions are buttons of one height, the fix (the one that works for a bounce) the primary;
      // on a desktop they sit side by side on one line.
      const actions = [
        row.getByText("Fix address and resend"),
        row.getByRole("button", { name: /^Retry/ }),
        row.getByRole("button", { name: /^Dismiss/ }),
      ];
      const boxes = await Promise.all(actions.map(async (action) => (await action.boundingBox())!));
      for (const box of boxes) expect(box.height).toBeCloseTo(boxes[0]!.height, 0);
      if (viewport === DESKTOP) for (const box of boxes) expect(box.y).toBeCloseTo(boxes[0]!.y, 0);
      // A phone: the fix across the card, Retry and Dismiss as equal halves under it.
      if (viewport === MOBILE) {
        const [fix, retry, dismiss] = boxes;
        expect(retry!.y).toBeGreaterThan(fix!.y);
        expect(dismiss!.y).toBeCloseTo(retry!.y, 0);
        expect(dismiss!.width).toBeCloseTo(retry!.width, 0);
      }

      await row.getByText("Fix address and resend").click();
      const field = row.getByLabel("Corrected e-mail address");
      await expect(field).toHaveValue(typo);
      await field.fill("not an address");
      await row.getByRole("button", { name: "Save the address and resend" }).click();
      await expect(page.getByRole("alert").first()).toContainText("Enter the corrected e-mail address");
      // What was typed stays, and the form stays open.
      await expect(rowOf(id).getByLabel("Corrected e-mail address")).toHaveValue("not an address");
      await rowOf(id).getByLabel("Corrected e-mail address").fill(corrected);
      await rowOf(id).getByRole("button", { name: "Save the address and resend" }).click();
      await expect(page.getByRole("status")).toHaveText(
        `The address is corrected and the e-mail is being sent to ${corrected} now.`,
      );
      const [mail] = await mailsTo(corrected);
      expect(mail!.subject).toBe("We have received your meeting request");

      await rowOf(otherId)
        .getByRole("button", { name: /^Dismiss/ })
        .click();
      await expect(page.getByRole("status")).toHaveText("The delivery is dismissed: it will not be sent.");
      await expect(rowOf(otherId)).toHaveCount(0);

      await page.goto(`/console/leads/${id}`);
      await expect(page.getByText(`E-mail address corrected after a bounce: ${typo} → ${corrected}`)).toBeVisible();
    } finally {
      await refuseMailTo(typo, false);
      await refuseMailTo(unwanted, false);
    }
  });
}

test("every segmented control stays on one row at 375 px, its current choice marked, its words read in full", async ({
  admin: { page },
}) => {
  await page.setViewportSize(MOBILE);
  const controls: [string, string[]][] = [
    ["/console/leads", ["Views"]],
    ["/console/deliveries", ["Show"]],
    ["/console/export", ["Common periods"]],
    ["/console/analytics", ["Common periods"]],
    ["/console/bookings", ["Agenda pages", "Whose meetings"]],
  ];
  for (const [pathname, names] of controls) {
    await page.goto(pathname);
    for (const name of names) {
      const links = page.getByRole("navigation", { name, exact: true }).getByRole("link");
      const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(tops.length, `${name} on ${pathname}`).toBeGreaterThan(1);
      expect(new Set(tops).size, `${name} on ${pathname} on one row`).toBe(1);
      // Every choice fits, its words with the same room either side: the first and last alike.
      const list = page.getByRole("navigation", { name, exact: true }).getByRole("list");
      const [scrolled, room] = await list.evaluate((element) => [
        element.scrollWidth - element.clientWidth,
        [...element.querySelectorAll("a > span")].map((words) => {
          const [inner, outer] = [words.getBoundingClientRect(), words.parentElement!.getBoundingClientRect()];
          return [inner.left - outer.left, outer.right - inner.right];
        }),
      ]);
      expect(scrolled, `${name} on ${pathname} scrolls`).toBeLessThanOrEqual(0);
      const sides = (room as number[][]).flat();
      expect(Math.max(...sides) - Math.min(...sides), `${name} on ${pathname}: room beside the words`).toBeLessThan(3);
    }
    await expectNoSidewaysScroll(page, pathname);
  }
  // A phone shows "7 days" and "Previous"; the links still say the whole thing.
  await page.goto("/console/export");
  await expect(page.getByRole("link", { name: "Last 30 days", exact: true })).toHaveAttribute("aria-current", "page");
  await page.goto("/console/bookings");
  await expect(page.getByRole("link", { name: "Previous 7 days", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Today", exact: true })).toHaveAttribute("aria-current", "page");
});

test("on a phone every day field of a period shows its whole day beside the calendar button", async ({
  admin: { page },
}) => {
  await page.setViewportSize(MOBILE);
  const day = "2026-11-28";
  for (const pathname of [
    "/console/export",
    `/console/analytics?from=${day}&to=${day}`,
    `/console/audit?from=${day}&to=${day}`,
  ]) {
    await page.goto(pathname);
    for (const label of ["From", "To"]) {
      const box = page.getByLabel(label, { exact: true });
      await expect(box).toHaveValue(/^\d{1,2} \w{3} \d{4}$/);
      // The text's width against the room the box leaves it (inside its padding, left of the button).
      const [needed, room] = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = style.font;
        const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
        return [context.measureText(input.value).width, input.clientWidth - padding];
      });
      expect(needed, `${label} on ${pathname} is cut off`).toBeLessThanOrEqual(room);
    }
  }
});

test("analytics with nothing counted shows the chart's frame empty: no gridlines behind or around its message", async ({
  admin: { page },
}) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    // A week long before the site counted anything.
    await page.goto("/console/analytics?from=2020-01-06&to=2020-01-12");
    const title = page.getByText("No visits in this period yet", { exact: true });
    await expect(title).toBeVisible();
    // The panel and each line of its message on the card's own ground: nothing drawn behind, nothing masked out.
    const grounds = await title.evaluate((element) =>
      [element.parentElement!, ...element.parentElement!.children].map((part) => {
        const style = getComputedStyle(part);
        return `${style.backgroundImage} ${style.backgroundColor}`;
      }),
    );
    expect(new Set(grounds), `at ${viewport.width} px`).toEqual(new Set(["none rgba(0, 0, 0, 0)"]));
  }
});

test("analytics has its period beside its title on a desktop and under it on a phone; the audit log's filters fold behind one button on a phone only", async ({
  admin: { page },
}) => {
  const title = page.getByRole("heading", { level: 1 });
  const period = page.getByRole("form", { name: "Period" });
  await page.setViewportSize(DESKTOP);
  await page.goto("/console/analytics");
  // Until the page's code runs, the form shows its Apply button too, and the wider form wraps under the title.
  await waitForHydration(page);
  // Measured in one go: the title's text, the period's form and the dates' caption.
  const header = await page.evaluate(() => {
    const box = (element: Element | null | undefined) => element?.getBoundingClientRect().toJSON() as DOMRect;
    const heading = document.querySelector("h1");
    const range = document.createRange();
    if (heading) range.selectNodeContents(heading);
    return {
      title: range.getBoundingClientRect().toJSON() as DOMRect,
      period: box(document.querySelector("form[aria-label='Period']")),
      caption: box([...document.querySelectorAll("p")].find((p) => /compared with/.test(p.textContent ?? ""))),
    };
  });
  expect(header.period.left, "the period right of the title").toBeGreaterThan(header.title.right);
  expect(header.period.top, "the period level with the title").toBeLessThan(header.title.bottom);
  // The dates under the title, across the page (under the period's controls too), on one line.
  expect(header.caption.top).toBeGreaterThanOrEqual(header.title.bottom);
  expect(header.caption.top).toBeGreaterThanOrEqual(header.period.bottom - 1);
  expect(header.caption.height).toBeLessThan(40);
  // Every field of the row has its label over it, the choices too: one top for all three.
  const labels = [
    period.getByText("Period", { exact: true }),
    period.getByText("From", { exact: true }),
    period.getByText("To", { exact: true }),
  ];
  const tops = await Promise.all(labels.map(async (label) => Math.round((await label.boundingBox())!.y)));
  expect(new Set(tops).size, "the period's labels on one line").toBe(1);

  await page.setViewportSize(MOBILE);
  await page.goto("/console/analytics");
  await waitForHydration(page);
  const [phoneTitle, phonePeriod] = [await title.boundingBox(), await period.boundingBox()];
  expect(phonePeriod!.y, "the period under the title").toBeGreaterThan(phoneTitle!.y + phoneTitle!.height);

  // The audit log on a phone: the entries first, the filters behind "Filters" (open once a filter is set).
  const action = page.getByLabel("Action", { exact: true });
  const filters = page.locator("summary", { hasText: "Filters" });
  await page.goto("/console/audit");
  await expect(action).toBeHidden();
  await filters.click();
  await expect(action).toBeVisible();
  await action.selectOption({ label: "Lead updated" });
  await expect(page).toHaveURL(/action=person\.workflow/);
  await expect(filters).toContainText("1 set");
  await expect(action).toBeVisible();
  // From a tablet on the filters show at once, with no button, as the period does on Analytics and Export.
  for (const size of [TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto("/console/audit");
    await expect(filters).toBeHidden();
    await expect(action).toBeVisible();
    await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("placeholder", "Any date");
  }
});
