/**
 * Staff console fixtures for end-to-end tests: staff accounts made with the real command
 * (`npm run staff`, on the test server's database), sign-in through the real e-mail link for the
 * sign-in specs, sessions seeded through the server's own session store for the others, and the
 * `test` the console specs use (signed-in members, the mailbox, seeded leads).
 */
import { execFileSync } from "node:child_process";
import { test as base, expect, type Page } from "@playwright/test";
import { CONSOLE_ROOT, landingPathFor } from "#shared/console/routes.ts";
import type { StaffRole } from "#shared/console/staff.ts";
import { waitForHydration } from "./fixtures";
import type { MailboxMessage } from "./mail-server";
import { linkPath, mailsTo, refuseMailTo } from "./mailbox";

let counter = 0;

/** Runs a script of the repository with the test server's database (`DATA_DIR` or `DATABASE_URL`) and console origin. */
function runOnServerDatabase(script: string, args: string[]): string {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: process.env.E2E_DATA_DIR,
    CONSOLE_ORIGIN: process.env.E2E_CONSOLE_ORIGIN,
    LOG_LEVEL: "warn",
  };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  return execFileSync(process.execPath, [script, ...args], { env, encoding: "utf8" });
}

/** Runs `npm run staff -- …` against the test server's database. */
export function staffCommand(...args: string[]): string {
  return runOnServerDatabase("scripts/staff.ts", args);
}

const DEFAULT_NAMES: Record<StaffRole, string> = { admin: "Asha Admin", staff: "Ravi Staff", editor: "Esha Editor" };

function newStaffAddress(role: StaffRole): string {
  return `console.${role}.${process.pid}.${Date.now()}.${++counter}@horizon.example.com`;
}

/** Creates a staff member with a fresh address; returns the address. */
export function addStaff(role: StaffRole, name = DEFAULT_NAMES[role]): string {
  const email = newStaffAddress(role);
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

/** A member with a console session opened on the server's database (tests/e2e/seed-session.ts). */
interface SeededMember {
  email: string;
  role: StaffRole;
  cookie: { name: string; value: string };
}

function seedMember(role: StaffRole, name = DEFAULT_NAMES[role]): SeededMember {
  const email = newStaffAddress(role);
  const { cookie, token } = JSON.parse(runOnServerDatabase("tests/e2e/seed-session.ts", [email, role, name])) as {
    cookie: string;
    token: string;
  };
  return { email, role, cookie: { name: cookie, value: token } };
}

/** Puts the member's session cookie in the page's browser context and opens their landing page. */
async function enterConsole(page: Page, member: SeededMember): Promise<void> {
  const url = base.info().project.use.baseURL!;
  await page.context().addCookies([{ ...member.cookie, url, httpOnly: true, sameSite: "Strict" }]);
  const landing = landingPathFor(member.role);
  await page.goto(landing);
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

/**
 * A new member of the role, signed in on the page (a session seeded on the server's database, not
 * the e-mail link: the sign-in specs test that) and on their landing page; returns their address.
 */
export async function signInAs(page: Page, role: StaffRole, name?: string): Promise<string> {
  const member = seedMember(role, name);
  await enterConsole(page, member);
  return member.email;
}

/** A member signed in on the test's page. */
export interface SignedInMember {
  email: string;
  page: Page;
}

/** The test SMTP server's mailbox (tests/e2e/mail-server.ts). */
export interface Mailbox {
  /** The e-mails to an address, waiting until `count` have arrived. */
  to(address: string, count?: number): Promise<MailboxMessage[]>;
  /** Has the server refuse mail to an address for good (550), or accept it again. */
  refuse(address: string, refused: boolean): Promise<void>;
  /** The path of a link in an e-mail (`/console/sign-in/…`), to open on the test server. */
  linkPath(message: MailboxMessage, prefix: string): string;
}

/** A lead sent through the public API: its address and id. */
export interface SeededLead {
  email: string;
  id: string;
}

let leadCounter = 0;

/** One member per role and worker, seeded when a test first asks for one. */
type WorkerMembers = { workerMember: (role: StaffRole) => SeededMember };

/** The fixture of a role: the worker's member of that role, signed in on the test's page. */
function signedInWorkerMember(role: StaffRole) {
  return async (
    { page, workerMember }: { page: Page } & WorkerMembers,
    use: (member: SignedInMember) => Promise<void>,
  ): Promise<void> => {
    const member = workerMember(role);
    await enterConsole(page, member);
    await use({ email: member.email, page });
  };
}

/**
 * The console's end-to-end test. `staff`, `editor` and `admin` are the worker's member of that role,
 * signed in on the test's `page` and on their landing page: one member and session per role and
 * worker (its session cookie put in each test's browser context), so a test using them must not
 * change what is the member's own (sign-out, passkeys, leads or meetings taken as "mine"); such a
 * test signs a new member in with `signInAs`. `mailbox` reads the test SMTP server, and `seedLead(name)` sends a meeting request
 * (with `message`, or a short default) through the public API (no proof of work, so it is flagged as a suspected bot and only the team
 * is mailed).
 */
export const test = base.extend<
  {
    staff: SignedInMember;
    editor: SignedInMember;
    admin: SignedInMember;
    mailbox: Mailbox;
    seedLead: (name: string, company?: string, message?: string) => Promise<SeededLead>;
  },
  WorkerMembers
>({
  workerMember: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const members = new Map<StaffRole, SeededMember>();
      await use((role) => {
        const member = members.get(role) ?? seedMember(role);
        members.set(role, member);
        return member;
      });
    },
    { scope: "worker" },
  ],
  staff: signedInWorkerMember("staff"),
  editor: signedInWorkerMember("editor"),
  admin: signedInWorkerMember("admin"),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  mailbox: async ({}, use) => {
    await use({ to: mailsTo, refuse: refuseMailTo, linkPath });
  },
  seedLead: async ({ request }, use) => {
    await use(
      async (
        name,
        company = "Lotus Streaming",
        message = "We would like a demo of the OTT platform.\nMornings suit us.",
      ) => {
        const email = `console.lead.${process.pid}.${Date.now()}.${++leadCounter}@example.com`;
        const response = await request.post("/api/meeting-requests", { data: { name, email, company, message } });
        expect(response.status()).toBe(201);
        return { email, id: ((await response.json()) as { id: string }).id };
      },
    );
  },
});

export { expect };

/** On a phone the console's sections and sign-out sit behind the Menu button: opens it when it shows. */
export async function openConsoleMenu(page: Page): Promise<void> {
  const menu = page.getByRole("banner").getByRole("button", { name: "Menu" });
  if (!(await menu.isVisible()) || (await menu.getAttribute("aria-expanded")) === "true") return;
  // The button opens the menu once the page's code runs; a press before that does nothing.
  await waitForHydration(page);
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
}
