import { expect, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { expectNoHorizontalOverflow } from "./pages-ii-helpers";

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
      // Without LEGAL_NAME the company is named by its brand, once.
      await expect(page.getByRole("main")).toContainText("Horizon (“we”, “us” or “our”)");
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

  test("the privacy policy is effective from 3 September 2024 and says how to contact us", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.locator('time[datetime="2024-09-03"]')).toHaveText("3 September 2024");
    await expect(page.getByRole("term")).toHaveText(["Effective", "Questions"]);
    // No privacy address is configured in the test build: the contact section points to the request form.
    const contact = page.locator('[id="12-contact"] + p');
    await expect(contact.getByRole("link", { name: "request form on our Book a meeting page" })).toHaveAttribute(
      "href",
      "/bookmeeting#request",
    );
    await expect(contact).toContainText("HSR Layout, Bengaluru 560102, India");
    await expect(page.getByRole("main").locator('a[href^="mailto:"]')).toHaveCount(0);
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

  for (const width of [768, 1440]) {
    test(`the header and the document share one centred column at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/privacy");
      const title = await page.getByRole("heading", { level: 1 }).boundingBox();
      const contents = await page.getByRole("navigation", { name: /contents/i }).boundingBox();
      const text = await page.getByText(/respects your privacy/).boundingBox();
      if (!title || !contents || !text) throw new Error("privacy page parts not laid out");
      expect(Math.abs(title.x - contents.x)).toBeLessThanOrEqual(2);
      // As much room on the right of the text as on the left of the column: nothing left empty on one side.
      const left = contents.x;
      const right = width - (text.x + text.width);
      expect(Math.abs(left - right)).toBeLessThan(width * 0.08);
    });
  }

  test("the data table keeps its columns on a wide screen", async ({ page }) => {
    await page.goto("/privacy");
    const table = page.getByRole("table", { name: "Table: When, What we collect" });
    await expect(table.getByRole("columnheader", { name: "What we collect" })).toBeVisible();
    expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe("table");
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

  test("the data table stacks each row into a card whose cells name their column, with nothing to scroll", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const table = page.getByRole("table", { name: "Table: When, What we collect" });
    const frame = table.locator("..");
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe("block");
    const cell = table.locator("tbody tr").first().locator("td").nth(1);
    await expect(cell).toHaveAttribute("data-label", "What we collect");
    expect(await cell.evaluate((element) => getComputedStyle(element, "::before").content)).toBe('"What we collect"');
    // The row's first cell (when) and its second (what) sit one above the other.
    const [when, what] = await Promise.all([
      table.locator("tbody tr").first().locator("td").first().boundingBox(),
      cell.boundingBox(),
    ]);
    expect(what!.y).toBeGreaterThanOrEqual(when!.y + when!.height - 1);
  });
});
