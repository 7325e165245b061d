/**
 * Staff console passkeys in Chromium with a virtual authenticator (DevTools protocol): add a
 * passkey on the account page, sign out, sign in with it (no address typed), remove it.
 * WebAuthn needs a host name, so these tests browse the server as localhost (the server's
 * CONSOLE_ORIGIN); cookies are per host, so the whole flow stays on localhost.
 */
import { type Browser, type CDPSession, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { addStaff, openConsoleMenu, signInByLink, staffCommand } from "./console-fixtures";
import { DESKTOP, MOBILE } from "./fixtures";

interface Authenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

async function onLocalhost(
  browser: Browser,
  baseURL: string | undefined,
  options: { javaScriptEnabled?: boolean } = {},
) {
  const local = new URL(baseURL ?? "http://127.0.0.1:4173");
  local.hostname = "localhost";
  const context = await browser.newContext({ baseURL: local.origin, ...options });
  return { context, page: await context.newPage() };
}

/** A platform authenticator that keeps discoverable credentials and verifies its user. */
async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function credentialCount({ cdp, authenticatorId }: Authenticator): Promise<number> {
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  return credentials.length;
}

async function addPasskey(page: Page, name: string): Promise<void> {
  await page.goto("/console/account");
  await page.getByLabel("Passkey name").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText(`Passkey “${name}” added. You can sign in with it from now on.`);
  await expect(
    page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem").filter({ hasText: name }),
  ).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await openConsoleMenu(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/console\/sign-in\?signed-out$/);
}

test("add a passkey, sign out, sign in with it, then remove it", async ({ browser, baseURL }) => {
  const { context, page } = await onLocalhost(browser, baseURL);
  const authenticator = await addAuthenticator(page);
  const email = addStaff("staff", "Priya Passkey");
  await signInByLink(page, email);

  await addPasskey(page, "Work laptop");
  expect(await credentialCount(authenticator)).toBe(1);
  const item = page.getByRole("listitem").filter({ hasText: "Work laptop" });
  await expect(item).toContainText("last used never");

  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome, Priya Passkey");

  await page.goto("/console/account");
  await expect(item).not.toContainText("last used never");
  await expect(page.getByRole("row", { name: /this one/i })).toContainText("with a passkey");

  await page.getByRole("button", { name: "Remove Work laptop" }).click();
  await expect(page.getByRole("status")).toHaveText("The passkey was removed. It can no longer sign in.");
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  // The authenticator still holds the credential, but the server no longer accepts it.
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The passkey could not be verified. Try again, or sign in with an e-mail link.",
  );
  await expect(page).toHaveURL(/\/console\/sign-in/);
  await context.close();
});

test("a cancelled passkey request says so and changes nothing", async ({ browser, baseURL }) => {
  const { context, page } = await onLocalhost(browser, baseURL);
  const authenticator = await addAuthenticator(page);
  await signInByLink(page, addStaff("staff"));
  await page.goto("/console/account");
  // The user does not confirm on the device: the browser ends the ceremony with NotAllowedError.
  await authenticator.cdp.send("WebAuthn.setUserVerified", {
    authenticatorId: authenticator.authenticatorId,
    isUserVerified: false,
  });
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The passkey request was cancelled or timed out. Nothing was changed; you can try again.",
  );
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await context.close();
});

test("a disabled member's passkey no longer signs in", async ({ browser, baseURL }) => {
  const { context, page } = await onLocalhost(browser, baseURL);
  await addAuthenticator(page);
  const email = addStaff("staff");
  await signInByLink(page, email);
  await addPasskey(page, "Laptop");
  await signOut(page);
  staffCommand("disable", email);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText("This account can no longer sign in.");
  await page.goto("/console/account");
  await expect(page).toHaveURL(/\/console\/sign-in\?next=/);
  await context.close();
});

test("without JavaScript the sign-in page offers the e-mail link only", async ({ browser, baseURL }) => {
  const { context, page } = await onLocalhost(browser, baseURL, { javaScriptEnabled: false });
  await page.goto("/console/sign-in");
  await expect(page.getByRole("button", { name: "E-mail me a sign-in link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await context.close();
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`passkey sign-in and account pages are accessible at ${viewport.width} px`, async ({ browser, baseURL }) => {
    const { context, page } = await onLocalhost(browser, baseURL);
    await page.setViewportSize(viewport);
    await addAuthenticator(page);
    await page.goto("/console/sign-in");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await expectAccessible(page, "sign-in with the passkey button");
    await signInByLink(page, addStaff("admin"));
    await addPasskey(page, "Phone");
    await expectAccessible(page, "account with a passkey");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await signOut(page);
    // The new passkey signs in at this size too.
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/console$/);
    await context.close();
  });
}
