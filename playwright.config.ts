import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eMailPorts } from "./tests/e2e/mail-ports";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the runner so its workers (which run `npm run staff` on the server's database) see the same folder.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `horizon-e2e-${port}-${process.pid}`);
// Passkeys need a host name (not an IP address) as their relying party; passkey tests browse localhost.
// Set here too so the sessions the tests seed (tests/e2e/seed-session.ts) get the server's cookie.
process.env.E2E_CONSOLE_ORIGIN ??= `http://localhost:${port}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 1,
  // A test that passes only on a retry hides a race: find it instead.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // A real SMTP server that the web server sends to; tests read its mailbox.
  globalSetup: "./tests/e2e/mail-server.ts",
  webServer: {
    command: `"${process.execPath}" server/main.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: process.env.E2E_DATA_DIR,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      // Every test posts from 127.0.0.1; the limits themselves are tested on servers of their own.
      LEADS_WHITEPAPER_RATE_LIMIT: "100/600",
      LEADS_MEETING_RATE_LIMIT: "100/600",
      LEADS_BOOKING_RATE_LIMIT: "100/600",
      // The owners' daily e-mail goes out at any hour, so a step due today is mailed during the test.
      LEADS_DAILY_DIGEST_HOUR: "0",
      STAFF_SIGN_IN_RATE_LIMIT: "300/600",
      // Published content goes live at the next poll: the shortest interval, as tests wait for it.
      PUBLISH_POLL_SECONDS: "1",
      CONSOLE_ORIGIN: process.env.E2E_CONSOLE_ORIGIN,
      SMTP_URL: `smtp://127.0.0.1:${e2eMailPorts().smtp}`,
      MAIL_FROM: "Horizon <no-reply@horizon.example.com>",
      SALES_INBOX: "sales@horizon.example.com",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
