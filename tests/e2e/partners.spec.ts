import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { expectNoHorizontalOverflow } from "./pages-ii-helpers";

async function focusIsInside(page: Page, dialog: Locator): Promise<boolean> {
  const handle = await dialog.elementHandle();
  return page.evaluate((element) => element?.contains(document.activeElement) ?? false, handle);
}

test.describe("partners chooser", () => {
  test.use({ viewport: DESKTOP });

  test("offers the two choices", async ({ page }) => {
    await page.goto("/partners");
    await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Solution partners" })).toHaveAttribute("aria-haspopup", "dialog");
    await expect(page.getByRole("button", { name: "Technology partners" })).toHaveAttribute("aria-haspopup", "dialog");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("below the chooser: the programme, how partnering works, the technology by kind and a next step", async ({
    page,
  }) => {
    await page.goto("/partners");
    await expect(page.locator("#programme").getByRole("heading", { level: 3 })).toHaveCount(5);
    await expect(page.locator("#steps li")).toHaveCount(4);
    const technology = page.locator("#technology");
    for (const kind of ["Device platforms", "Streaming formats", "DRM and advertising"]) {
      await expect(technology.getByRole("heading", { level: 3, name: kind, exact: true })).toBeVisible();
    }
    await expect(technology.getByRole("img")).toHaveCount(17);
    await expect(technology).toContainText("Names and marks belong to their owners");
    await expect(
      page
        .getByRole("region", { name: "Bring Horizon to your customers" })
        .getByRole("link", { name: "Book a meeting" }),
    ).toHaveAttribute("href", "/bookmeeting#request");
    // The chooser previews wordmarks, not a count of hidden chips.
    await expect(page.locator("#choose")).not.toContainText(/\+\d+ more/);
  });

  test("technology partners get a section parallel to solution partners': what they get and how to apply", async ({
    page,
  }) => {
    await page.goto("/partners");
    const technology = page.locator("#technology");
    await expect(technology.getByRole("heading", { level: 3, name: "What technology partners get" })).toBeVisible();
    await expect(technology.getByRole("heading", { level: 3, name: "How to apply" })).toBeVisible();
    await expect(technology).toContainText("Book a meeting and tell us about your platform or standard");
    // One bullet style on the page: the check lists, no plain list markers.
    const markers = await page.locator("main ul li").evaluateAll(
      (items) =>
        items.filter((item) => {
          const style = getComputedStyle(item);
          return style.display === "list-item" && style.listStyleType !== "none" && item.checkVisibility();
        }).length,
    );
    expect(markers).toBe(0);
    // The hero's first action leads to the programme; booking is the closing band's one action.
    await expect(page.getByRole("main").getByRole("link", { name: "What solution partners get" })).toHaveAttribute(
      "href",
      "#programme",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Book a meeting" })).toHaveCount(1);
  });

  test("Technology partners opens a modal panel with the logo grid; Escape returns to the choice", async ({ page }) => {
    await page.goto("/partners");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Technology partners" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Technology partners" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveCount(17);
    await expect(dialog.getByRole("img", { name: "Tizen" })).toBeVisible();
    await expect(dialog).toContainText("Names and marks belong to their owners");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    // The page behind is inert while the panel is open.
    expect(await page.evaluate(() => document.querySelector("dialog[open]")?.matches(":modal"))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("Solution partners by keyboard: focus stays in the panel, the close X returns to the choice", async ({
    page,
  }) => {
    await page.goto("/partners");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Solution partners" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Solution partners" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "What partners get" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Book a meeting" })).toHaveAttribute("href", "/bookmeeting");

    // Tab forwards past the last control and backwards past the first: focus never leaves the panel.
    const close = dialog.getByRole("button", { name: "Close" });
    await expect(close).toBeFocused();
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInside(page, dialog)).toBe(true);
    }
    await close.focus();
    await page.keyboard.press("Shift+Tab");
    expect(await focusIsInside(page, dialog)).toBe(true);
    await expect(dialog.getByRole("link", { name: "Book a meeting" })).toBeFocused();

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a click on the backdrop closes the panel", async ({ page }) => {
    await page.goto("/partners");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Technology partners" }).click();
    const dialog = page.getByRole("dialog", { name: "Technology partners" });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 450);
    await expect(dialog).toBeHidden();
  });

  test("has no axe violations, with a panel open too", async ({ page }) => {
    await page.goto("/partners");
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Solution partners" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("partners without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test("the panels still open and close (invoker commands)", async ({ page }) => {
    await page.goto("/partners");
    await page.getByRole("button", { name: "Technology partners" }).click();
    const dialog = page.getByRole("dialog", { name: "Technology partners" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("partners on a phone", () => {
  test.use({ viewport: MOBILE });

  test("nothing overflows at 375 px and the panel fits the screen", async ({ page }) => {
    await page.goto("/partners");
    await waitForHydration(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole("button", { name: "Technology partners" }).click();
    const box = await page.getByRole("dialog").boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
  });
});
