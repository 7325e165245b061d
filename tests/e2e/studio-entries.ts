/** Studio entries in end-to-end tests: the new-article form's fields and an article created through it. */
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./fixtures";

export const field = (page: Page, path: string) => page.locator(`[id="${["root", ...path.split(".")].join("_")}"]`);

/** Creates an article through the form and answers its document id. */
export async function createArticle(page: Page, title: string, slug: string): Promise<string> {
  await page.goto("/console/content/new/article");
  await waitForHydration(page);
  await field(page, "title").fill(title);
  await expect(field(page, "slug")).toHaveValue(
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
  );
  await field(page, "slug").fill(slug);
  await expect(page.getByRole("status").filter({ hasText: `The page will be at /${slug}.` })).toBeVisible();
  await field(page, "summary").fill(
    "Match days bring ten times the usual viewers within minutes. How a service plans capacity, latency and ads.",
  );
  await field(page, "topic").fill("Live sport");
  await field(page, "author.name").fill("Horizon editorial team");
  await field(page, "author.role").fill("Product managers and engineers who build streaming platforms");
  await field(page, "image").selectOption({ index: 1 });
  // A picture of the site's brings its own description as the alt text to start from.
  await expect(field(page, "image.alt")).toHaveValue(/\w{3,}/);
  await field(page, "image.alt").fill(
    "A football match in a TV streaming app, with a “who scores next?” poll, a leaderboard and a 7-day streak badge",
  );
  await field(page, "text").fill("## Why match day is different\n\nEveryone arrives at once.\n");
  await field(page, "text").press("Tab");
  await expect(page.getByRole("button", { name: "Create article" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Address and publication" })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1) ?? "");
}

/** Unfolds the editor's section titled `title` (a long document's sections after the first start folded). */
export async function openSection(page: Page, title: string): Promise<void> {
  const section = page
    .locator("details[data-form-section]")
    .filter({ has: page.locator(":scope > summary > h2", { hasText: new RegExp(`^${title}$`) }) });
  if (!(await section.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await section.locator(":scope > summary").click();
  }
  await expect(section).toHaveAttribute("open", "");
}
