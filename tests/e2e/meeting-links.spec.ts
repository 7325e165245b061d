/**
 * The links of a booking confirmation, end to end: a meeting booked in the
 * scheduler, its confirmation read from the test SMTP server, and the cancel and
 * reschedule pages it links to (with and without JavaScript, accessible at phone
 * and desktop widths).
 */
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { bookThroughApi, linkPath, mailsTo, mailWithSubject } from "./mailbox";
import { claimSlot, pickTime } from "./slot-claims";

async function expectAccessibleOnBothWidths(page: Page, label: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${label} at ${viewport.width} px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} fits ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
}

async function freeStarts(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/scheduling/slots");
  return ((await response.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
}

/** Books the first free time in the scheduler on /bookmeeting, details prefilled from the link. */
async function confirmFirstFreeTime(page: Page, name: string, email: string) {
  await page.goto(`/bookmeeting?name=${encodeURIComponent(name)}&email=${encodeURIComponent(email)}`);
  await waitForHydration(page);
  const scheduler = page.getByTestId("meeting-scheduler");
  await scheduler.scrollIntoViewIfNeeded();
  await expect(scheduler.getByRole("grid")).toBeVisible({ timeout: 30_000 });
  await pickTime(scheduler, claimSlot(await freeStarts(page), "earliest"), "Europe/London");
  await scheduler.getByRole("button", { name: "Confirm booking" }).click();
  return scheduler;
}

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ timezoneId: "Europe/London", locale: "en-GB", viewport: DESKTOP });

test("books a slot, reads the confirmation e-mail, cancels with its link and sees the slot free again", async ({
  page,
}) => {
  const email = `e2e.cancel.${Date.now()}@example.com`;
  const scheduler = await confirmFirstFreeTime(page, "Asha Rao", email);
  await expect(scheduler.getByRole("heading", { name: "Your meeting is booked" })).toBeVisible();

  // The confirmation: the invitation attached, links to cancel and reschedule.
  const [confirmation] = await mailsTo(email);
  expect(confirmation!.subject).toMatch(/^Your meeting with Horizon: /);
  const invite = confirmation!.attachments.find((file) => file.filename === "invite.ics");
  expect(invite?.content).toContain("METHOD:REQUEST");
  const start = /DTSTART:(\d{8}T\d{6}Z)/.exec(invite!.content)![1]!;
  const startIso = `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 11)}:${start.slice(11, 13)}:${start.slice(13, 15)}.000Z`;
  expect(await freeStarts(page)).not.toContain(startIso);

  // Opening the link changes nothing (mail scanners follow links); the button does.
  const cancelPath = linkPath(confirmation!, "/meeting/cancel/");
  const response = await page.goto(cancelPath);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Cancel your meeting" })).toBeVisible();
  await expect(page.getByTestId("booking-visitor-time")).toContainText(/GMT|BST/);
  expect(await freeStarts(page)).not.toContain(startIso);
  await waitForHydration(page);
  await expectAccessibleOnBothWidths(page, "cancel page");
  await page.getByRole("button", { name: "Cancel the meeting" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your meeting is cancelled" })).toBeVisible();
  await expect(page.getByRole("status")).toBeFocused();
  expect(await freeStarts(page)).toContain(startIso);

  // The visitor is sent the cancellation; the link is spent.
  const cancellation = await mailWithSubject(email, /^Cancelled: /);
  expect(cancellation.attachments.find((file) => file.filename === "cancel.ics")?.content).toContain("METHOD:CANCEL");
  await page.goto(cancelPath);
  await expect(page.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("This meeting has already been cancelled.");
});

test("moves a meeting to another time on the reschedule page", async ({ page }) => {
  const { email, start, confirmation } = await bookThroughApi(page.request);
  await page.goto(linkPath(confirmation, "/meeting/reschedule/"));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Move your meeting" })).toBeVisible();
  await expectAccessibleOnBothWidths(page, "reschedule page");

  // A later day, then its second time.
  const days = page.getByRole("navigation", { name: "Days with free times" }).getByRole("link");
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute("aria-current", "date");
  const times = page.getByRole("radio");
  const chosen = claimSlot(
    await times.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
    "earliest",
  );
  await page.locator(`input[type="radio"][value="${chosen}"]`).check();
  await page.getByRole("button", { name: "Move my meeting" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your meeting has moved" })).toBeVisible();
  await expectAccessibleOnBothWidths(page, "moved page");

  const starts = await freeStarts(page);
  expect(starts).toContain(start);
  expect(starts).not.toContain(chosen);
  const moved = await mailWithSubject(email, /has moved to/);
  expect(moved.subject).toMatch(/has moved to/);
  expect(moved.attachments.find((file) => file.filename === "invite.ics")?.content).toContain("SEQUENCE:1");
});

test("tells a visitor who already holds two upcoming meetings, on the e-mail field", async ({ page }) => {
  const email = `e2e.cap.${Date.now()}@example.com`;
  const free = await freeStarts(page);
  const starts = [claimSlot(free, "latest"), claimSlot(free, "latest")];
  for (const start of starts) {
    const response = await page.request.post("/api/scheduling/bookings", {
      data: { start, name: "Busy Visitor", email, timeZone: "Europe/London" },
    });
    expect(response.status()).toBe(201);
  }
  const scheduler = await confirmFirstFreeTime(page, "Busy Visitor", email);
  const field = scheduler.getByLabel("Email", { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/You already have 2 upcoming meetings with us/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("cancels with the page's form, and refuses a tampered link", async ({ page }) => {
    const { start, confirmation } = await bookThroughApi(page.request);
    const cancelPath = linkPath(confirmation, "/meeting/cancel/");
    await page.goto(cancelPath);
    await page.getByRole("button", { name: "Cancel the meeting" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your meeting is cancelled" })).toBeVisible();
    expect(await freeStarts(page)).toContain(start);

    // A changed first letter of the signature (its last letter carries unused bits, so changing that may change nothing).
    const dot = cancelPath.lastIndexOf(".");
    const first = cancelPath[dot + 1] === "A" ? "B" : "A";
    const tampered = await page.goto(`${cancelPath.slice(0, dot + 1)}${first}${cancelPath.slice(dot + 2)}`);
    expect(tampered?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText("This link is not valid");
  });
});
