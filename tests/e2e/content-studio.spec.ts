/**
 * The content studio (issue #23): an editor changes the home page's headline, meets the inline
 * error of an over-long SEO title and fixes it, previews the draft at 375 and 1440 px (the
 * public page keeps the published text), publishes, reads the version's changes and restores
 * the version before; sales staff get 403 and visitors the sign-in page or 401 on every studio
 * page and API; two editors on one document never overwrite each other silently; preview links
 * work signed out and fail when altered or expired; and what is typed before the editor's code
 * has arrived is kept and saved. axe finds nothing on any studio page at either width.
 */

import type { Browser, Locator, Page } from "@playwright/test";
import { signLink } from "../../server/delivery/signed-links.ts";
import { expectAccessible } from "./axe";
import { expect, signInAs, test } from "./console-fixtures";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { openSection } from "./studio-entries";
import { readDatabase } from "./test-database";

const HOME = "page:home";
/** Each test edits documents of its own, so the tests can run in parallel. */
const SOLUTIONS = "page:solutions";
const studioPath = (id: string, rest = "") => `/console/content/${encodeURIComponent(id)}${rest}`;

/** The generated form's control of a field (the library's id: `root`, then the path, joined with `_`). */
function field(page: Page, fieldPath: string): Locator {
  return page.locator(`[id="${["root", ...fieldPath.split(".")].join("_")}"]`);
}

/** The list item a label or title belongs to: its nearest block that holds the item's move buttons. */
function itemOf(header: Locator): Locator {
  return header.locator("xpath=ancestor::div[.//button[@aria-label='Move down']][1]");
}

async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: /^Saved at / })).toBeVisible({ timeout: 15_000 });
}

/** The element is wholly inside the window (a sticky bar stays there however far the page scrolls). */
async function expectWithinWindow(page: Page, element: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      return box !== null && box.y >= 0 && box.y + box.height <= height;
    })
    .toBe(true);
}

/** Opens a document in the studio and waits until its form is interactive. */
async function openDocument(page: Page, id: string): Promise<void> {
  await page.goto(studioPath(id));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Fields" })).toBeVisible();
}

async function headlineOnPublicHome(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/");
  const headline = (await visitor.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await context.close();
  return headline.trim();
}

/** The key that signs links, read from the test server's database (as every instance reads it). */
async function linkSecret(): Promise<string> {
  const [row] = await readDatabase<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'link-signing-key'");
  return row?.value ?? "";
}

test("an editor edits, previews at 375 and 1440 px, publishes, reads the changes and restores", async ({
  editor: { page },
  browser,
}) => {
  test.setTimeout(120_000);
  const before = await headlineOnPublicHome(browser);
  const headline = `Streaming software, edited ${Date.now()}`;
  // Reveals in the framed page show at once, so axe reads no fade in progress (see the 375 px test).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize(DESKTOP);

  await page.goto("/console/content");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expectAccessible(page, "content list at 1440 px");
  await page.getByLabel("Search").fill("home page");
  await page.getByLabel("Search").press("Enter");
  await page.getByRole("link", { name: "Home page", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
  await waitForHydration(page);

  // The live version: the repository's, or what an earlier run on this server published.
  const live = await field(page, "hero.title").inputValue();
  await field(page, "hero.title").fill(headline);
  await expectSaved(page);
  await expectAccessible(page, "editor at 1440 px");

  // The SEO texts: an over-long title is refused with the reason beside the field, and nothing is lost.
  await openDocument(page, "seo");
  const seoTitle = field(page, "/.title");
  const original = await seoTitle.inputValue();
  await seoTitle.fill(`${original} `.repeat(4).trim());
  const error = page.locator('[id="root_/_title__error"]');
  await expect(error).toContainText("Too long");
  await expect(seoTitle).toHaveAttribute("aria-describedby", /root_\/_title__error/);
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toBeDisabled();
  await expect(page.locator("#publish-reason")).toContainText("Fix the fields marked");
  await expectAccessible(page, "editor with a field error at 1440 px");
  await seoTitle.fill(original);
  await expectSaved(page);
  await expect(error).toHaveCount(0);

  // Preview: the draft in the real page at both widths; visitors still see the published headline.
  await page.goto(studioPath(HOME, "/preview"));
  await waitForHydration(page);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(headline);
  await expect(page.locator("iframe")).toHaveAttribute("width", "375");
  await expectAccessible(page, "preview at 1440 px");
  await page.getByRole("button", { name: /Desktop/ }).click();
  await expect(page.locator("iframe")).toHaveAttribute("width", "1440");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(headline);
  expect(await headlineOnPublicHome(browser)).toBe(before);

  // Publish, then the version's changes, field by field.
  await page.goto(studioPath(HOME));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published as version \d+/)).toBeVisible();
  const versions = page.getByRole("region", { name: "Versions" });
  const newest = versions.getByRole("listitem").first();
  await newest.getByText(/Changes in version/).click();
  await expect(newest.getByText("Hero › Title")).toBeVisible();
  await expect(newest.locator("del")).toContainText(live);
  await expect(newest.locator("ins")).toContainText(headline);

  // A second version, then the first restored as the draft.
  const second = `${headline}, again`;
  await field(page, "hero.title").fill(second);
  await expectSaved(page);
  const restoreButtons = versions.getByRole("button", { name: /^Restore version \d+ as draft$/ });
  const published = await restoreButtons.count();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(restoreButtons).toHaveCount(published + 1);
  await restoreButtons.nth(1).click();
  await expect(page.getByText(/is the draft again/)).toBeVisible();
  await expect(field(page, "hero.title")).toHaveValue(headline);
  await page.reload();
  await expect(field(page, "hero.title")).toHaveValue(headline);
});

test("the content list: one toolbar at 1440 px, kind tabs that scroll at 1200 px, a time on every row", async ({
  editor: { page },
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/console/content");
  await waitForHydration(page);
  // The search, the order and the count on one row (their middles level), the count at the row's end.
  const toolbar = await page.evaluate(() => {
    const middle = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return box ? { middle: box.top + box.height / 2, left: box.left, visible: box.width > 0 } : null;
    };
    const count = [...document.querySelectorAll("p[role='status']")].find((p) => /documents/.test(p.textContent ?? ""));
    return {
      search: middle(document.getElementById("content-query")),
      order: middle(document.getElementById("content-sort")),
      count: middle(count ?? null),
    };
  });
  expect(toolbar.order?.visible, "the order choice is shown").toBe(true);
  expect(Math.abs((toolbar.order?.middle ?? 0) - (toolbar.search?.middle ?? 0))).toBeLessThanOrEqual(2);
  expect(Math.abs((toolbar.count?.middle ?? 0) - (toolbar.search?.middle ?? 0))).toBeLessThanOrEqual(4);
  expect(toolbar.count?.left ?? 0).toBeGreaterThan(toolbar.order?.left ?? 0);
  // Every row says when it last changed: an edit in the studio, or the deploy that brought the repository's version.
  const rows = page.getByRole("region", { name: "Documents" }).locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(20);
  const untimed = await rows.evaluateAll(
    (all) => all.filter((row) => !row.lastElementChild?.querySelector("time")).length,
  );
  expect(untimed, "rows without a time").toBe(0);
  await expect(rows.filter({ hasText: "About us" }).first()).toContainText("Deployed from the repository");
  // The tabs stay one row and scroll sideways where they do not fit (not squeezed, not wrapped).
  await page.setViewportSize({ width: 1200, height: 900 });
  const tabs = page.getByRole("navigation", { name: "Kinds" }).getByRole("list");
  const fit = await tabs.evaluate((list) => ({
    scrolls: list.scrollWidth > list.clientWidth,
    overflow: getComputedStyle(list).overflowX,
    rows: new Set([...list.querySelectorAll("a")].map((link) => Math.round(link.getBoundingClientRect().top))).size,
  }));
  expect(fit).toEqual({ scrolls: true, overflow: "auto", rows: 1 });
  await expectAccessible(page, "content list at 1200 px");
});

test("the studio at 375 px: list, editor and preview fit and pass axe", async ({ editor: { page } }) => {
  // The framed page's reveals are then shown at once, so axe does not read a fade in progress as low contrast
  // (the public pages' own scans are tests/e2e/a11y.spec.ts).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize(MOBILE);
  for (const [label, path] of [
    ["content list", "/console/content"],
    ["editor", studioPath(HOME)],
    ["Markdown editor", studioPath("legal:privacy")],
    ["preview", studioPath(HOME, "/preview")],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await expectAccessible(page, `${label} at 375 px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // The list: a short row a document (its title, then its address on a muted line), its first rows on the first
  // screen (800 px tall, under the search and the Order choice); a long title wraps (two articles may share their
  // first words) rather than being cut off.
  await page.goto("/console/content");
  const rows = page.getByRole("region", { name: "Documents" }).getByRole("row");
  const first = await rows.nth(1).boundingBox();
  expect(first?.y, "where the first document's row starts").toBeLessThan(560);
  // Rows with a status to show (a document other tests changed) take a second line for it.
  const heights = await rows.evaluateAll((all) =>
    (all as HTMLTableRowElement[])
      .filter((row) => row.cells[3]?.hasAttribute("data-quiet"))
      .map((row) => row.getBoundingClientRect().height),
  );
  expect(heights.length).toBeGreaterThan(20);
  expect(Math.min(...heights), "a row of one line: a title without an address").toBeLessThanOrEqual(37);
  expect(
    Math.max(...heights),
    "the tallest plainly published row: a title of three lines and its address",
  ).toBeLessThanOrEqual(112);
  await expect(rows.filter({ hasText: "About us" }).first().getByText("/about", { exact: true })).toBeVisible();
  await expect(rows.getByText("Gamification and AI in streaming").first()).toBeVisible();
  const cut = await rows
    .getByRole("link")
    .evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth + 1).length);
  expect(cut, "titles cut off").toBe(0);
});

test("a long document: saving, previewing and publishing stay in reach, its sections fold and are a jump away", async ({
  editor: { page },
}) => {
  test.setTimeout(120_000);
  const id = "page:customers";
  await page.setViewportSize(DESKTOP);
  await openDocument(page, id);
  const sections = page.locator("details[data-form-section]");
  const count = await sections.count();
  expect(count).toBeGreaterThan(2);
  // Only the first section arrives open; the others are folded to their title and a line of their texts.
  await expect(page.locator("details[data-form-section][open]")).toHaveCount(1);
  await expect(sections.first()).toHaveAttribute("open", "");
  const second = sections.nth(1);
  const handle = second.locator(":scope > summary");
  // Its title (an H2, as every card's) and, folded, its line of texts.
  await expect(handle.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(handle.locator("span").first()).toBeVisible();
  // A folded section opens and folds again from the keyboard.
  await handle.focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("open", "");
  await expect(handle.locator("span").first()).toBeHidden();
  await page.keyboard.press("Space");
  await expect(second).not.toHaveAttribute("open", "");
  const outline = page.getByRole("navigation", { name: "Sections" });
  await outline.getByRole("button", { name: "Collapse all" }).click();
  await expect(page.locator("details[data-form-section][open]")).toHaveCount(0);
  // A jump to a folded section unfolds it and lands on its fields, under the sticky bar.
  await outline.getByRole("link", { name: "Segments" }).click();
  await expect(field(page, "segments.title")).toBeInViewport();
  await expect(page.locator("details[data-form-section][open]")).toHaveCount(1);
  await outline.getByRole("button", { name: "Expand all" }).click();
  await expect(page.locator("details[data-form-section][open]")).toHaveCount(count);
  await expectAccessible(page, "long document at 1440 px");
  const bar = page.getByRole("region", { name: "Save and publish" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await expectWithinWindow(page, bar);
  // Labels are words: list items are numbered in words, never the form library's "logos-1".
  await expect(page.getByText(/^[a-z]+-\d+$/)).toHaveCount(0);

  // "Save draft" sends a change at once, without waiting for the pause that saves by itself.
  const title = field(page, "title");
  const original = await title.inputValue();
  // The page's clock stands still, so the automatic save cannot come first.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await title.fill(`${original}, edited`);
  await expect(bar.getByRole("button", { name: "Save draft" })).toBeEnabled();
  await bar.getByRole("button", { name: "Save draft" }).click();
  await expectSaved(page);
  await expect(bar.getByRole("button", { name: "Save draft" })).toBeDisabled();
  await page.clock.resume();

  // The list: one table, the document changed, when and who changed it; the Pages tab keeps it.
  await page.goto(`/console/content?q=${encodeURIComponent("customers")}`);
  await page
    .getByRole("navigation", { name: "Kinds" })
    .getByRole("link", { name: /^Pages \d+$/ })
    .click();
  await expect(page).toHaveURL(/\?q=customers&kind=page$/);
  const documents = page.getByRole("region", { name: "Documents" });
  const row = documents.getByRole("row").filter({ has: page.getByRole("link", { name: "Customers", exact: true }) });
  await expect(row.getByText("Changed", { exact: true })).toBeVisible();
  await expect(row.locator("time")).toHaveText(
    /^(Today|Yesterday|\w{3}\s\d{1,2}\s\w{3}(\s\d{4})?), \d{1,2}:\d{2}\s[ap]m$/,
  );
  await expect(row.getByRole("cell").filter({ hasText: "Page" }).first()).toBeVisible();

  await page.setViewportSize(MOBILE);
  await expect(row.getByText("Changed", { exact: true })).toBeVisible();
  await expectAccessible(page, "content list at 375 px");
  await openDocument(page, id);
  const menu = bar.getByRole("button", { name: "Sections" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expectAccessible(page, "sections menu at 375 px");
  await page.keyboard.press("Escape");
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await bar.getByRole("link", { name: "Segments" }).click();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(field(page, "segments.title")).toBeInViewport();
  await expectWithinWindow(page, bar);
  // The versions, under the whole form on a phone, are one jump away from the bar too.
  await menu.click();
  await bar.getByRole("link", { name: "Versions" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Versions" })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the editor scrolls sideways").toBeLessThanOrEqual(0);
});

test("a list item's move and remove buttons sit in its header, and each add button names what it adds", async ({
  editor: { page },
}) => {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await openDocument(page, HOME);
    // The lists live in sections that start folded.
    await openSection(page, "Products");
    await openSection(page, "Contact");
    // "Add step", "Add line": never the form library's "Add item" where the list has a word for its items.
    await expect(page.getByRole("button", { name: "Add step" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Add line" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add item" })).toHaveCount(0);
    // A group item ("Step 1"): its buttons on its title's line, above its first field.
    const title = page.locator("summary", { hasText: /^Step 1$/ });
    const item = itemOf(title);
    const summary = (await title.boundingBox())!;
    const remove = (await item.getByRole("button", { name: "Remove" }).boundingBox())!;
    const firstField = (await item.getByRole("textbox").first().boundingBox())!;
    expect(Math.abs(remove.y + remove.height / 2 - (summary.y + summary.height / 2))).toBeLessThan(6);
    expect(remove.y + remove.height).toBeLessThanOrEqual(firstField.y);
    // A one-line item ("Line 1"): one compact row, its buttons beside its box.
    const lineField = page.getByRole("textbox", { name: "Line 1", exact: true }).first();
    const line = itemOf(lineField);
    const lineBox = (await lineField.boundingBox())!;
    const moveDown = (await line.getByRole("button", { name: "Move down" }).boundingBox())!;
    expect(moveDown.x).toBeGreaterThanOrEqual(lineBox.x + lineBox.width);
    expect(Math.abs(moveDown.y + moveDown.height / 2 - (lineBox.y + lineBox.height / 2))).toBeLessThan(6);
  }
  await expectAccessible(page, "list items at 375 px");
});

test("the Markdown editor inserts the site's components from its toolbar", async ({ editor: { page } }) => {
  await page.setViewportSize(DESKTOP);
  await openDocument(page, "legal:privacy");
  const editor = page.getByRole("textbox", { name: /text/i }).and(page.locator(".cm-content"));
  // The policy's MDX source, as the repository holds it.
  await expect(editor).toContainText("## 1. Definitions");
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.getByRole("button", { name: "Callout", exact: true }).click();
  await page.keyboard.type("Reviewed by the legal team.");
  await expect(editor).toContainText('<Callout title="Title">');
  await expectSaved(page);
  await expectAccessible(page, "Markdown editor at 1440 px");

  // From lg the preview sits beside the text, as the site renders it (the callout included), with no switch.
  const preview = page.getByRole("region", { name: /preview/i });
  await expect(preview.getByRole("heading", { name: "1. Definitions" })).toBeVisible();
  // The callout as the site renders it (an aside), not the editor's line of source.
  await expect(preview.getByRole("complementary").getByText("Reviewed by the legal team.")).toBeVisible();
  await expect(editor).toBeVisible();
  await expect(page.getByRole("button", { name: "Preview", exact: true })).toBeHidden();
  const [editorBox, previewBox] = await Promise.all([editor.boundingBox(), preview.boundingBox()]);
  expect(previewBox?.x).toBeGreaterThan((editorBox?.x ?? 0) + (editorBox?.width ?? 0) - 1);

  // On a phone they take turns: Preview shows the rendered text, Write brings the editor back.
  await page.setViewportSize(MOBILE);
  await expect(preview).toBeHidden();
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(preview.getByRole("heading", { name: "1. Definitions" })).toBeVisible();
  await expect(editor).toBeHidden();
  await expectAccessible(page, "Markdown preview at 375 px");
  await page.getByRole("button", { name: "Write", exact: true }).click();
  await expect(editor).toBeVisible();
  await expect(preview).toBeHidden();
});

test("sales staff get 403 and visitors the sign-in page or 401 on every studio page and API", async ({
  staff: { page },
  browser,
}) => {
  for (const path of ["/console/content", studioPath(HOME), studioPath(HOME, "/preview")]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  }
  const api = [
    ["GET", "/console/api/content"],
    ["GET", `/console/api/content/${HOME}`],
    ["GET", `/console/api/content/${HOME}/versions`],
    ["PUT", `/console/api/content/${HOME}/draft`],
    ["POST", `/console/api/content/${HOME}/publish`],
    ["POST", `/console/api/content/${HOME}/restore`],
  ] as const;
  const origin = new URL(page.url()).origin;
  for (const [method, path] of api) {
    const response = await page.request.fetch(path, {
      method,
      headers: { Origin: origin, "Content-Type": "application/json" },
      ...(method === "GET" ? {} : { data: {} }),
    });
    expect(response.status(), `${method} ${path}`).toBe(403);
  }

  const context = await browser.newContext();
  const visitor = await context.newPage();
  for (const path of ["/console/content", studioPath(HOME), studioPath(HOME, "/preview")]) {
    await visitor.goto(path);
    await expect(visitor).toHaveURL(/\/console\/sign-in\?next=/);
  }
  for (const [method, path] of api) {
    const response = await visitor.request.fetch(path, {
      method,
      headers: { Origin: origin, "Content-Type": "application/json" },
      ...(method === "GET" ? {} : { data: {} }),
    });
    expect(response.status(), `${method} ${path}`).toBe(401);
  }
  await context.close();
});

test("two editors on one document: the second save is refused with a message, the first edit is kept", async ({
  page,
  browser,
}) => {
  const id = "page:about";
  await signInAs(page, "editor");
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAs(other, "editor");
  await openDocument(page, id);
  await openDocument(other, id);

  const first = `First editor's line ${Date.now()}`;
  await field(page, "hero.title").fill(first);
  await expectSaved(page);

  const second = `Second editor ${Date.now() % 100_000}`;
  await field(other, "hero.eyebrow").fill(second);
  const alert = other.getByRole("alert");
  await expect(alert).toContainText("not saved");
  await expect(other.getByRole("status").filter({ hasText: "someone else changed this document" })).toBeVisible();
  // Nothing lost: their text stays in the form and in the copy box.
  await expect(field(other, "hero.eyebrow")).toHaveValue(second);
  await expect(alert.getByLabel("Your version (as JSON)")).toHaveValue(new RegExp(second));
  await expectAccessible(other, "editor with a conflict");

  await page.reload();
  await expect(field(page, "hero.title")).toHaveValue(first);
  await other.getByRole("button", { name: "Load their version" }).click();
  await expect(field(other, "hero.title")).toHaveValue(first);
  await otherContext.close();
});

test("a preview link works signed out, and fails when altered or expired", async ({ editor: { page }, browser }) => {
  const headline = `Shown to a reviewer ${Date.now()}`;
  await openDocument(page, SOLUTIONS);
  await field(page, "hero.title").fill(headline);
  await expectSaved(page);
  await page.goto(studioPath(SOLUTIONS, "/preview"));
  // The server writes the link relative to the site; the page's code makes it absolute for copying.
  await waitForHydration(page);
  await expect(page.getByLabel("Preview link")).toHaveValue(/^http/);
  const link = await page.getByLabel("Preview link").inputValue();

  const context = await browser.newContext();
  const reviewer = await context.newPage();
  const shown = await reviewer.goto(link);
  expect(shown?.status()).toBe(200);
  expect(shown?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(shown?.headers()["cache-control"]).toBe("no-store");
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(headline);
  await waitForHydration(reviewer);

  const url = new URL(link);
  const token = url.searchParams.get("preview") ?? "";
  const [payload = "", signature = ""] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
  const otherDocument = Buffer.from(JSON.stringify({ ...claims, documentId: "seo" })).toString("base64url");
  const altered = await reviewer.goto(`/?preview=${encodeURIComponent(`${otherDocument}.${signature}`)}`);
  expect(altered?.status()).toBe(403);
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText("This preview link is not valid");

  const expiredToken = signLink(await linkSecret(), {
    purpose: "preview",
    documentId: SOLUTIONS,
    locale: "en",
    expiresAt: Date.now() - 1000,
  });
  const expired = await reviewer.goto(`/?preview=${encodeURIComponent(expiredToken)}`);
  expect(expired?.status()).toBe(410);
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText("This preview link has expired");
  await context.close();
});

test("what is typed before the editor's code has arrived is kept and saved", async ({ editor: { page } }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = false;
  await page.route(/\/assets\/console\.content-document-[\w-]+\.js$/, async (route) => {
    await released;
    arrived = true;
    await route.continue();
  });
  // The page's modules wait for the held chunk, so neither "load" nor DOMContentLoaded comes until it is let through.
  await page.goto(studioPath("page:partners"), { waitUntil: "commit" });
  const typed = `Partners ${Date.now() % 100_000}`;
  const control = field(page, "title");
  await expect(control).toBeVisible();
  await control.evaluate((input: HTMLInputElement, value) => {
    input.focus();
    input.select();
    document.execCommand("insertText", false, value);
  }, typed);
  expect(arrived, "the editor's code was still held back").toBe(false);
  release();
  await waitForHydration(page);
  await expect(control).toHaveValue(typed);
  await expectSaved(page);
  await page.reload();
  await expect(field(page, "title")).toHaveValue(typed);
});

test("the content list sorts by a column's header, and below lg by the order choice, with the address keeping it", async ({
  editor: { page },
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/console/content?kind=page");
  await waitForHydration(page);
  const documents = page.getByRole("region", { name: "Documents" });
  const titles = () => documents.locator("tbody tr td:first-child a").allTextContents();
  const byTitle = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  const titleHeader = documents.getByRole("columnheader", { name: "Title" });
  await titleHeader.getByRole("link").click();
  await expect(page).toHaveURL(/\?kind=page&sort=title-asc$/);
  await expect(titleHeader).toHaveAttribute("aria-sort", "ascending");
  const ascending = await titles();
  expect(ascending).toEqual(byTitle(ascending));
  // The same header again sorts the other way; the kind tabs keep the order.
  await titleHeader.getByRole("link").click();
  await expect(page).toHaveURL(/sort=title-desc$/);
  await expect(titleHeader).toHaveAttribute("aria-sort", "descending");
  expect(await titles()).toEqual([...ascending].reverse());
  await expect(
    page.getByRole("navigation", { name: "Kinds" }).getByRole("link", { name: /^All \d+$/ }),
  ).toHaveAttribute("href", "/console/content?sort=title-desc");
  // One status treatment: a dot and a word in every row.
  await expect(documents.locator("tbody tr td:nth-child(4) [data-tone]").first()).toBeVisible();
  await expectAccessible(page, "content list sorted at 1440 px");

  // Below lg the headers are not shown: the order is a choice beside the search.
  await page.setViewportSize(MOBILE);
  const order = page.getByLabel("Order");
  await expect(order).toHaveValue("title-desc");
  await order.selectOption("title-asc");
  await expect(page).toHaveURL(/sort=title-asc/);
  expect(await titles()).toEqual(ascending);
  await expectAccessible(page, "content list sorted at 375 px");
});
