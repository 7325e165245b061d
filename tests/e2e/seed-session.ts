/**
 * Test-only: adds (or updates) a staff member on the end-to-end server's database and opens a
 * console session for them through the server's own session store, as the sign-in link does
 * once redeemed. Prints `{"cookie": NAME, "token": TOKEN}` for the browser's cookie jar.
 *
 *   node tests/e2e/seed-session.ts EMAIL ROLE NAME
 *
 * Signing in through the e-mail link costs a page load, a mail round trip and a second page per
 * test; the sign-in specs still go through it, the other console specs start from this session.
 */
import { systemClock } from "../../server/clock.ts";
import { createSessionStore } from "../../server/console/sessions.ts";
import { createStaffRepository, isStaffRole } from "../../server/console/staff-repository.ts";
import { openDatabase } from "../../server/db/database.ts";
import { readSettings } from "../../server/settings/settings.ts";

const [email, role, name] = process.argv.slice(2);
if (!email || !isStaffRole(role) || !name) {
  process.stderr.write("Usage: node tests/e2e/seed-session.ts EMAIL ROLE NAME\n");
  process.exit(2);
}

const settings = readSettings();
const database = await openDatabase({ databaseUrl: settings.database.url, dataDir: settings.database.dataDir });
try {
  const member = await createStaffRepository(database.db, systemClock).upsert({ email, name, role });
  const sessions = createSessionStore(database.db, settings.console, systemClock);
  const { token } = await sessions.open(member.id, "email-link", { ip: "127.0.0.1", userAgent: "end-to-end seed" });
  process.stdout.write(`${JSON.stringify({ cookie: sessions.cookieName, token })}\n`);
} finally {
  await database.close();
}
