import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./pages-ii-helpers";

const DOCUMENTS = [
  {
    path: "/terms",
    alias: "/terms&conditions",
    title: "Terms and Conditions",
    sections: [
      "Acceptance of these terms",
      "Access to the website",
      "Intellectual property",
      "User-submitted media",
      "Disclaimer of warranties",
      "Indemnity",
    ],
  },
  {
    path: "/privacy",
    alias: "/privacypolicy",
    title: "Data Protection and Privacy Policy",
    sections: [
      "Definitions",
      "Consent",
      "Purpose limitation",
      "Data minimisation",
      "Security",
      "Disclosure",
      "Your rights as a data subject",
      "International transfers",
      "Retention",
      "Amendments",
      "Contact",
    ],
  },
];

test.describe("legal pages", () => {
  test.use({ viewport: DESKTOP });

  for (const document of DOCUMENTS) {
    test(`${document.path} is a complete document with a table of contents`, async ({ page }) => {
      await page.goto(document.path);
      await expect(page.getByRole("heading", { level: 1, name: document.title })).toBeVisible();
      const toc = page.getByRole("navigation", { name: "Contents" });
      for (const section of document.sections) {
        const heading = page.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) });
        await expect(heading).toBeVisible();
        const id = await heading.getAttribute("id");
        await expect(toc.getByRole("link", { name: new RegExp(`^\\d+\\. ${section}$`) })).toHaveAttribute(
          "href",
          `#${id}`,
        );
      }
      await expect(page.getByRole("main")).toContainText("Horizon Example Technologies Pvt. Ltd.");
    });

    test(`${document.alias} reaches ${document.path}`, async ({ page }) => {
      await page.goto(document.alias);
      await expect(page).toHaveURL(new RegExp(`${document.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: document.title })).toBeVisible();
    });
  }

  test("the terms include personal non-commercial use and the scraping clause", async ({ page }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main).toContainText("personal, non-commercial use");
    await expect(main).toContainText("commercial licence");
    await expect(main).toContainText(/higher than a person could reasonably produce/);
  });

  test("the privacy policy is effective from 3 September 2024 and gives the privacy contact e-mail", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.locator('time[datetime="2024-09-03"]')).toHaveText("3 September 2024");
    await expect(page.getByRole("main")).toContainText("Effective 3 September 2024");
    const contact = page.getByRole("link", { name: "privacy@example.com" });
    await expect(contact).toHaveAttribute("href", "mailto:privacy@example.com");
  });

  test("the text sits on the light reading surface", async ({ page }) => {
    await page.goto("/privacy");
    const paragraph = page.getByText(/respects your privacy/);
    const colours = await paragraph.evaluate((element) => {
      let surface: Element | null = element;
      while (surface && getComputedStyle(surface).backgroundColor === "rgba(0, 0, 0, 0)")
        surface = surface.parentElement;
      return {
        text: getComputedStyle(element).color,
        background: surface ? getComputedStyle(surface).backgroundColor : "",
      };
    });
    expect(colours.background).toBe("rgb(247, 248, 252)");
    expect(colours.text).toBe("rgb(29, 35, 64)");
  });

  test("have no axe violations", async ({ page }) => {
    for (const { path } of DOCUMENTS) {
      await page.goto(path);
      await waitForHydration(page);
      await expectAccessible(page);
    }
  });
});

test.describe("legal pages on a phone", () => {
  test.use({ viewport: MOBILE });

  test("nothing overflows at 375 px, the data table included", async ({ page }) => {
    for (const { path } of DOCUMENTS) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoHorizontalOverflow(page);
    }
  });
});
