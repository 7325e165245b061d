/**
 * Collections in the studio: an editor creates an article from "New article" (the address is
 * suggested from the title and checked as it is typed), publishes it, previews it in its own page,
 * moves it (warned that a redirect is kept) and unpublishes it after a confirmation, all by
 * keyboard where it matters; what is typed in a new entry's form survives a reload; the new-entry pages and an entry's editor pass axe at 375 and
 * 1440 px without scrolling sideways.
 */
import { writeTypedDay } from "#shared/console/typed-day.ts";
import { defaultSchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { expectAccessible } from "./axe";
import { expect, test } from "./console-fixtures";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { createArticle, field } from "./studio-entries";

test("an editor creates an article, publishes it, previews it, moves it and unpublishes it", async ({
  editor: { page },
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize(DESKTOP);
  const run = Date.now().toString(36);
  const title = `Live sport streaming on match day, run ${run}`;

  await page.goto("/console/content");
  await waitForHydration(page);
  await page.getByRole("link", { name: "New article" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "New article" })).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page, "new article at 1440 px");
  // The date starts at the team's today, the day the console's clock shows (after midnight in India, not UTC's).
  await expect(field(page, "publishedAt")).toHaveValue(
    writeTypedDay(isoDateInZone(Date.now(), defaultSchedulingConfig.teamTimeZone)),
  );
  // The text is a card titled as the others; at the form's end, Create is still beside it (the steps card is sticky).
  await expect(page.getByRole("group", { name: "Text" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(field(page, "text")).toBeInViewport();
  await expect(page.getByRole("button", { name: "Create article" })).toBeInViewport({ ratio: 1 });

  const slug = `match-day-${run}`;
  const id = await createArticle(page, title, slug);
  expect(id).toBe(`article:${slug}`);
  await waitForHydration(page);
  await expect(page.getByText("Never published: only previews show it.")).toBeVisible();
  // Every section is a card of its own titled by an H2, as the address's card is (the image no longer shares one).
  for (const name of ["Address and publication", "Basics", "Author", "Image", "Text", "Versions"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  const cardOf = (name: string) =>
    page.locator("details[data-form-section]").filter({ has: page.getByRole("heading", { name, exact: true }) });
  for (const name of ["Author", "Image"]) {
    expect(await cardOf(name).evaluate((card) => getComputedStyle(card).borderTopStyle)).toBe("solid");
  }
  // Save, Preview and Publish stay beside a long form: scrolled down to the text, Publish is still in the window.
  const textTitle = page.getByRole("heading", { level: 2, name: "Text" });
  await textTitle.evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(textTitle).toBeInViewport();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeInViewport({ ratio: 1 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // The outline beside the form lists every stop of the page, the one being read marked, and a jump marks its stop.
  const outline = page.getByRole("navigation", { name: "Sections" });
  await expect(outline.getByRole("link")).toHaveText([
    "Address and publication",
    "Basics",
    "Author",
    "Image",
    "Text",
    "Versions",
  ]);
  await expect(outline.getByRole("link", { name: "Address and publication" })).toHaveAttribute(
    "aria-current",
    "location",
  );
  await outline.getByRole("link", { name: "Image" }).click();
  await expect(page.locator(`[name='["image","alt"]']`)).toBeInViewport();
  await expect(outline.getByRole("link", { name: "Image" })).toHaveAttribute("aria-current", "location");
  await expect(outline.locator("[aria-current]")).toHaveCount(1);
  await expectAccessible(page, "new entry's editor at 1440 px");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published as version \d+/)).toBeVisible();
  await expect(page.getByText("Published: live at its address.")).toBeVisible();

  await page.getByRole("link", { name: "Preview" }).click();
  await waitForHydration(page);
  const link = await page.getByLabel("Preview link").inputValue();
  const preview = await page.request.get(link);
  expect(preview.status(), await preview.text()).toBe(200);
  await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toHaveText(title);

  // Moving a published entry says a redirect is kept.
  await page.goBack();
  await waitForHydration(page);
  await expect(page.getByText(`Changing it keeps a permanent redirect (301) from /${slug}`)).toBeVisible();
  await page.getByLabel("Address", { exact: true }).fill(`${slug}-moved`);
  await page.getByRole("button", { name: "Change address" }).click();
  await expect(page.getByText(`The address is now /${slug}-moved; /${slug} redirects to it.`)).toBeVisible();
  await expect(page.getByText(`Earlier addresses, redirected here: /${slug}`)).toBeVisible();

  // Unpublishing asks first; the confirmation takes the focus.
  await page.getByRole("button", { name: "Unpublish…" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: /Take \/.* off the site\?/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish", exact: true })).toBeFocused();
  await expectAccessible(page, "unpublish confirmation");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/is off the site: it answers 410 Gone/)).toBeVisible();
  await expect(page.getByText("Unpublished: its address answers 410 Gone")).toBeVisible();

  // Addresses the site already has are refused while typing, with the reason; what is typed survives a reload.
  await page.goto("/console/content/new/article");
  await waitForHydration(page);
  await field(page, "title").fill("A title typed before a reload");
  await field(page, "slug").fill("about");
  await expect(page.getByRole("status").filter({ hasText: "/about is already a page of the site" })).toBeVisible();
  await expect(field(page, "slug")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "new article with a refused address");
  await page.reload();
  await waitForHydration(page);
  await expect(field(page, "title")).toHaveValue("A title typed before a reload");
  await expect(field(page, "slug")).toHaveValue("about");
});

test("the new-entry pages and an entry's editor at 375 px pass axe without scrolling sideways", async ({
  editor: { page },
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize(MOBILE);
  const run = Date.now().toString(36);
  const id = await createArticle(page, `Smart TV launch checklist for phones, run ${run}`, `phone-checklist-${run}`);
  for (const [label, path] of [
    ["new article", "/console/content/new/article"],
    ["new customer story", "/console/content/new/story"],
    ["entry editor", `/console/content/${encodeURIComponent(id)}`],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await expectAccessible(page, `${label} at 375 px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test("an unknown single-segment address is the not-found page, also once hydrated", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/no-such-entry-anywhere");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByTestId("not-found-notice")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
