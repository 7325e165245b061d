/**
 * The lead forms in Chromium, with and without JavaScript: the whitepaper form on
 * /resources (a real PDF download) and the meeting request form on /bookmeeting
 * and on the home page (#contact).
 */
import { readFile } from "node:fs/promises";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { waitForHydration } from "./fixtures";

/**
 * Opens `path`, touches the form in `formSelector` (its code loads on first use) and waits until
 * it runs on JavaScript (it then sets novalidate, taking over from the browser's checks).
 */
async function openHydrated(page: Page, path: string, formSelector: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator(`${formSelector} input:not([type=hidden])`).first().focus();
  await expect(page.locator(`${formSelector} form`)).toHaveAttribute("novalidate", "", { timeout: 20_000 });
}

async function pdfOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** Counts requests to `path`, to prove that nothing was sent. */
function countRequests(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) count++;
  });
  return { count: () => count };
}

function whitepaperForm(page: Page): Locator {
  return page.locator("#whitepaper-form");
}

async function fillWhitepaper(form: Locator, phone = "9876543210") {
  await form.getByLabel("Name", { exact: true }).fill("Asha Rao");
  await form.getByLabel("Email").fill("asha.e2e@example.com");
  await form.getByLabel("Company").fill("Example Streaming");
  await form.getByLabel("Phone number").fill(phone);
}

test.describe("whitepaper form on /resources", () => {
  test("loads its code on first use, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/resources");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((script) => /WhitepaperForm|text-rules|use-proof-of-work/.test(script))).toEqual([]);
    // Its styles came with the page: the whitepaper choice is a styled grid, not a bordered native fieldset.
    await expect(whitepaperForm(page).locator("fieldset").first()).toHaveCSS("display", "grid");
    // Typing at once (the code is still on its way) loses nothing.
    await whitepaperForm(page).getByLabel("Name", { exact: true }).fill("Asha Rao");
    await expect(whitepaperForm(page).locator("form")).toHaveAttribute("novalidate", "");
    expect(scripts.some((script) => script.includes("/WhitepaperForm-"))).toBe(true);
    await expect(whitepaperForm(page).getByLabel("Name", { exact: true })).toHaveValue("Asha Rao");
  });

  test("checks the fields in the browser: inline alerts, focus on the first invalid field, nothing sent", async ({
    page,
  }) => {
    await openHydrated(page, "/resources", "#whitepaper-form");
    const requests = countRequests(page, "/local/getPdf");
    const form = whitepaperForm(page);
    await form.getByRole("button", { name: "Download whitepaper" }).click();
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(form.getByRole("alert").filter({ hasText: "Please enter your name." })).toBeVisible();
    await expect(form.getByText("Please enter a valid e-mail address.")).toBeVisible();

    await fillWhitepaper(form, "98765 4321");
    await form.getByRole("button", { name: "Download whitepaper" }).click();
    const phone = form.getByLabel("Phone number");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(
      form.getByRole("alert").filter({ hasText: "Please enter a 10-digit phone number, without the country code." }),
    ).toBeVisible();
    expect(requests.count()).toBe(0);

    // Scan with the whole form in view, not partly under the sticky navigation bar.
    await form.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await expectAccessible(page, "the whitepaper form", { include: "#whitepaper-form" });
  });

  test("downloads the selected whitepaper as a real PDF with a descriptive name", async ({ page }) => {
    await openHydrated(page, "/resources", "#whitepaper-form");
    const form = whitepaperForm(page);
    // The first paper is selected to begin with; choose the second one.
    await expect(form.getByRole("radio", { name: "Gamification and AI in streaming" })).toBeChecked();
    await form.getByRole("radio", { name: "Content discovery and personalization" }).check();
    const consent = form.getByRole("checkbox");
    await expect(consent).not.toBeChecked();
    await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
    await fillWhitepaper(form);

    const downloading = page.waitForEvent("download");
    await form.getByRole("button", { name: "Download whitepaper" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("horizon-content-discovery-and-personalization.pdf");
    const pdf = await pdfOf(download);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(6);
    await expect(form.getByRole("status")).toContainText(
      "“Content discovery and personalization” is downloading as horizon-content-discovery-and-personalization.pdf",
    );
    await expect(form.getByRole("link", { name: "download it again" })).toHaveAttribute(
      "download",
      "horizon-content-discovery-and-personalization.pdf",
    );
  });

  test("a person whose browser autofills the form and who sends it within a second gets the PDF (issue #14, item 10)", async ({
    page,
  }) => {
    await openHydrated(page, "/resources", "#whitepaper-form");
    const form = whitepaperForm(page);
    const posted = page.waitForRequest((request) => new URL(request.url()).pathname === "/local/getPdf");
    const downloading = page.waitForEvent("download");
    // As autofill does: the visitor focuses the first field, the browser fills every field at once,
    // and the visitor goes straight to the button.
    await form.locator("form").evaluate((element: HTMLFormElement) => {
      const values: Record<string, string> = {
        name: "Asha Rao",
        email: "asha.autofill@example.com",
        companyName: "Example Streaming",
        phone: "9876543210",
      };
      (element.elements.namedItem("name") as HTMLInputElement).focus();
      for (const [name, value] of Object.entries(values)) {
        const input = element.elements.namedItem(name) as HTMLInputElement;
        input.value = value;
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
    await form.getByRole("button", { name: "Download whitepaper" }).click();

    const body = JSON.parse((await posted).postData() ?? "{}") as { altcha?: string; elapsedMs?: unknown };
    expect(body.elapsedMs).toBeUndefined();
    // The invisible proof of work, solved in the background since the first focus.
    expect(JSON.parse(Buffer.from(body.altcha ?? "", "base64").toString())).toMatchObject({
      challenge: { parameters: { algorithm: "PBKDF2/SHA-256" } },
      solution: { counter: expect.any(Number) },
    });
    const pdf = await pdfOf(await downloading);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(form.getByRole("status")).toContainText("is downloading as");
  });

  test("says so when the request fails or the answer is not a success", async ({ page }) => {
    await openHydrated(page, "/resources", "#whitepaper-form");
    const form = whitepaperForm(page);
    await fillWhitepaper(form);
    const submit = form.getByRole("button", { name: "Download whitepaper" });

    await page.route("**/local/getPdf", (route) => route.abort("connectionrefused"));
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText("Failed to download the whitepaper. Please try again later.");

    await page.unroute("**/local/getPdf");
    await page.route("**/local/getPdf", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        headers: { "Retry-After": "30" },
        body: JSON.stringify({ responseCode: 0, error: "Our database is unavailable. Please try again in a minute." }),
      }),
    );
    await submit.click();
    await expect(form.getByRole("alert")).toContainText("Failed to download the whitepaper. Please try again later.");
    await expect(form.getByRole("alert")).toContainText("Please try again in a minute.");

    await page.unroute("**/local/getPdf");
    await page.route("**/local/getPdf", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ responseCode: 2 }) }),
    );
    await submit.click();
    await expect(form.getByRole("alert")).toContainText("We could not prepare the whitepaper (response code 2)");
  });
});

test.describe("whitepaper form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers a valid post with the PDF as an attachment", async ({ page }) => {
    await page.goto("/resources");
    const form = whitepaperForm(page);
    await fillWhitepaper(form);
    const downloading = page.waitForEvent("download");
    await form.getByRole("button", { name: "Download whitepaper" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("horizon-gamification-and-ai-in-streaming.pdf");
    const pdf = await pdfOf(download);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(6);
  });

  test("shows the server's message beside the field and keeps what was typed", async ({ page }) => {
    await page.goto("/resources");
    const form = whitepaperForm(page);
    await fillWhitepaper(form, "12345");
    await form.getByRole("radio", { name: "Content discovery and personalization" }).check();
    await form.getByRole("button", { name: "Download whitepaper" }).click();
    await page.waitForURL(/\/resources#whitepaper-form-result$/);
    const again = whitepaperForm(page);
    await expect(again.getByText("Please enter a 10-digit phone number, without the country code.")).toBeVisible();
    await expect(again.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(again.getByLabel("Company")).toHaveValue("Example Streaming");
    await expect(again.getByRole("radio", { name: "Content discovery and personalization" })).toBeChecked();
    await expect(again.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("Phone number")).toBeFocused();
  });
});

function meetingForm(page: Page): Locator {
  return page.locator("#meeting-request-form");
}

async function fillMeeting(form: Locator, email = "vikram.e2e@example.com") {
  await form.getByLabel("Name", { exact: true }).fill("Vikram Shah");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company").fill("Example Hotels");
  await form.getByLabel("Message").fill("A demo of the Hospitality Suite, please.\nWeekday mornings suit us.");
}

test.describe("meeting request form", () => {
  test("on /bookmeeting: checks fields, then sends and confirms", async ({ page }) => {
    await openHydrated(page, "/bookmeeting", "#meeting-request-form");
    const requests = countRequests(page, "/api/meeting-requests");
    const form = meetingForm(page);
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "4");
    await form.getByRole("button", { name: "Request a meeting" }).click();
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(form.getByRole("alert").filter({ hasText: "Please enter your name." })).toBeVisible();

    await fillMeeting(form, "not-an-email");
    await form.getByRole("button", { name: "Request a meeting" }).click();
    await expect(form.getByLabel("Email")).toBeFocused();
    await expect(form.getByRole("alert").filter({ hasText: "Please enter a valid e-mail address." })).toBeVisible();
    expect(requests.count()).toBe(0);

    await form.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await expectAccessible(page, "the meeting request form", { include: "#meeting-request-form" });

    await form.getByLabel("Email").fill("vikram.e2e@example.com");
    await form.getByRole("button", { name: "Request a meeting" }).click();
    const confirmation = meetingForm(page);
    await expect(confirmation.getByRole("heading", { name: "Request received" })).toBeVisible();
    await expect(confirmation).toContainText("Thank you, Vikram Shah.");
    await expect(page.locator("#meeting-request-form-result")).toBeFocused();
    expect(requests.count()).toBe(1);

    await confirmation.getByRole("button", { name: "Send another request" }).click();
    await expect(meetingForm(page).getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(meetingForm(page).getByLabel("Name", { exact: true })).toBeFocused();
  });

  test("sends the honeypot with the JSON post, so a bot that fills it is refused", async ({ page }) => {
    await openHydrated(page, "/bookmeeting", "#meeting-request-form");
    const form = meetingForm(page);
    await fillMeeting(form, "bot.e2e@example.com");
    await form.locator("input[name='website']").evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/meeting-requests");
    await form.getByRole("button", { name: "Request a meeting" }).click();
    expect((await answer).status()).toBe(400);
    await expect(form.getByRole("alert")).toContainText("looked automated");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Vikram Shah");
  });

  test("on the home page (#contact)", async ({ page }) => {
    await openHydrated(page, "/#contact", "#contact #meeting-request-form");
    const form = page.locator("#contact").locator("#meeting-request-form");
    await fillMeeting(form, "home.e2e@example.com");
    await form.getByRole("button", { name: "Request a meeting" }).click();
    await expect(page.locator("#contact").getByRole("heading", { name: "Request received" })).toBeVisible();
  });
});

test.describe("meeting request form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid post comes back as a confirmation", async ({ page }) => {
    await page.goto("/bookmeeting");
    const form = meetingForm(page);
    await fillMeeting(form, "nojs.e2e@example.com");
    await form.getByRole("button", { name: "Request a meeting" }).click();
    await page.waitForURL(/\/bookmeeting#meeting-request-form-result$/);
    const confirmation = meetingForm(page);
    await expect(confirmation.getByRole("heading", { name: "Request received" })).toBeVisible();
    await expect(confirmation).toContainText("will reply to nojs.e2e@example.com");
  });

  test("an invalid post comes back with the message and the values", async ({ page }) => {
    await page.goto("/bookmeeting");
    const form = meetingForm(page);
    await fillMeeting(form, "nojs@");
    // The browser's own check would stop an invalid e-mail; take it away to test the server's answer.
    await form.getByLabel("Email").evaluate((input) => input.setAttribute("type", "text"));
    await form.getByRole("button", { name: "Request a meeting" }).click();
    await page.waitForURL(/\/bookmeeting#meeting-request-form-result$/);
    const again = meetingForm(page);
    await expect(again.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(again.getByLabel("Email")).toBeFocused();
    await expect(again.getByLabel("Name", { exact: true })).toHaveValue("Vikram Shah");
    await expect(again.getByLabel("Message")).toHaveValue(
      "A demo of the Hospitality Suite, please.\nWeekday mornings suit us.",
    );
  });
});
