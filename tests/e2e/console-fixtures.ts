/**
 * Staff console helpers for end-to-end tests: staff accounts made with the real command
 * (`npm run staff`, on the test server's database) and sign-in through the real e-mail link.
 */
import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { CONSOLE_ROOT, landingPathFor } from "#shared/console/routes.ts";
import type { StaffRole } from "#shared/console/staff.ts";
import { linkPath, mailsTo } from "./mailbox";

let counter = 0;

/** Runs `npm run staff -- …` against the test server's database. */
export function staffCommand(...args: string[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: "warn" };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  return execFileSync(process.execPath, ["scripts/staff.ts", ...args], { env, encoding: "utf8" });
}

const DEFAULT_NAMES: Record<StaffRole, string> = { admin: "Asha Admin", staff: "Ravi Staff", editor: "Esha Editor" };

/** Creates a staff member with a fresh address; returns the address. */
export function addStaff(role: StaffRole, name = DEFAULT_NAMES[role]): string {
  const email = `console.${role}.${process.pid}.${Date.now()}.${++counter}@horizon.example.com`;
  staffCommand("add", email, "--role", role, "--name", name);
  return email;
}

/** Asks for a sign-in link on the sign-in page and returns the link's path from the e-mail. */
export async function requestSignInLink(page: Page, email: string): Promise<string> {
  const before = (await mailsTo(email, 0)).length;
  await page.goto("/console/sign-in");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  const mails = await mailsTo(email, before + 1);
  return linkPath(mails.at(-1)!, "/console/sign-in/");
}

/** Signs in through the e-mail link and lands on the console's overview (an editor: the studio). */
export async function signInByLink(page: Page, email: string, landing = CONSOLE_ROOT): Promise<void> {
  const path = await requestSignInLink(page, email);
  await page.goto(path);
  await page.getByRole("button", { name: "Continue to the console" }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

/** A new member of the role, signed in; returns their address. */
export async function signInAs(page: Page, role: StaffRole): Promise<string> {
  const email = addStaff(role);
  await signInByLink(page, email, landingPathFor(role));
  return email;
}
