/** Staff console: sign-in by e-mail link (read from the test SMTP server), sessions, sign-out. */
import { expectAccessible } from "./axe";
import { addStaff, expect, requestSignInLink, signInAs, signInByLink, test } from "./console-fixtures";
import { DESKTOP, MOBILE } from "./fixtures";

test("a visitor asking for the console is sent to sign in, and comes back after the link", async ({
  page,
  mailbox,
}) => {
  const email = addStaff("staff");
  await page.goto("/console/account");
  await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Fconsole%2Faccount$/);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText(email);
  await expect(page.getByRole("heading", { name: "Sign in to the console" })).toBeVisible();
  const [mail] = await mailbox.to(email);
  expect(mail!.subject).toBe("Your sign-in link for the Horizon console");
  await page.goto(mailbox.linkPath(mail!, "/console/sign-in/"));
  await page.getByRole("button", { name: "Continue to the console" }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome, Ravi Staff");
});

test("a link works once", async ({ page, browser }) => {
  const email = addStaff("staff");
  const path = await requestSignInLink(page, email);
  await page.goto(path);
  await page.getByRole("button", { name: "Continue to the console" }).click();
  await expect(page).toHaveURL(/\/console$/);

  const other = await browser.newPage();
  const response = await other.goto(path);
  expect(response?.status()).toBe(410);
  await expect(other.getByRole("alert")).toHaveText("This sign-in link has already been used. Ask for a new one.");
  await other.close();
});

test("an unknown address gets the same answer and no e-mail", async ({ page }) => {
  await page.goto("/console/sign-in");
  await page.getByLabel("Work e-mail").fill("not.staff@example.com");
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("If not.staff@example.com belongs to a member of the team");
});

test("a malformed address is refused with a message on the field", async ({ page }) => {
  await page.goto("/console/sign-in");
  await page.getByLabel("Work e-mail").fill("not-an-address");
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter your work e-mail address, like name@company.com.");
  await expect(page.getByLabel("Work e-mail")).toHaveAttribute("aria-invalid", "true");
});

test("sign out ends the session; sign out everywhere ends the others too", async ({ page, browser }) => {
  const email = addStaff("staff");
  await signInByLink(page, email);
  const second = await browser.newPage();
  await signInByLink(second, email);

  await page.goto("/console/account");
  await expect(page.getByRole("row")).toHaveCount(3);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/console\/sign-in\?signed-out$/);
  await expect(page.getByRole("status")).toHaveText("You have signed out.");

  await second.goto("/console/account");
  await expect(second).toHaveURL(/\/console\/sign-in/);
  await second.close();
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`sign-in and account pages are accessible at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = addStaff("admin");
    await page.goto("/console/sign-in");
    await expectAccessible(page, "sign-in");
    await signInByLink(page, email);
    await expectAccessible(page, "overview");
    await page.goto("/console/account");
    await expectAccessible(page, "account");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`an editor lands on the content studio and sees only its sections at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, "editor");
    // On a phone the sections sit behind the Menu button.
    if (viewport === MOBILE) await page.getByRole("button", { name: "Menu" }).click();
    const navigation = page.getByRole("navigation", { name: "Console" });
    await expect(navigation.getByRole("link")).toHaveText(["Content"]);
    // The account page sits with the member's name, beside sign-out.
    await expect(page.getByRole("banner").getByRole("link", { name: /account$/ })).toHaveAttribute(
      "href",
      "/console/account",
    );
    await expectAccessible(page, "content studio (editor)");
    await page.goto("/console/leads");
    await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
    await expectAccessible(page, "leads refused to an editor");
  });
}

test("a staff member sees no content studio and is refused it", async ({ staff: { page } }) => {
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" })).toHaveCount(0);
  await page.goto("/console/content");
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
});
