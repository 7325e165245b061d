/**
 * Staff accounts of the console, on the same database as the server (DATABASE_URL, or the
 * SQLite file in DATA_DIR):
 *
 *   npm run staff -- add alice@example.com --role admin [--name "Alice Rao"]
 *   npm run staff -- list
 *   npm run staff -- disable alice@example.com
 *
 * `add` on an existing address changes its name and role and enables it again. There are no
 * passwords: members sign in with a link sent to their address, then may add a passkey.
 */
import { parseArgs } from "node:util";
import * as z from "zod/mini";
import { STAFF_ROLES } from "#shared/console/staff.ts";
import { emailAddress } from "#shared/forms/text-rules.ts";
import { systemClock } from "../server/clock.ts";
import { createAuditLog } from "../server/console/audit-log.ts";
import { createStaffRepository, isStaffRole } from "../server/console/staff-repository.ts";
import { openDatabase } from "../server/db/database.ts";
import { readSettings } from "../server/settings/settings.ts";

const USAGE = `Usage:
  npm run staff -- add EMAIL --role ${STAFF_ROLES.join("|")} [--name NAME]
  npm run staff -- list
  npm run staff -- disable EMAIL`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parse() {
  const options = {
    role: { type: "string" },
    name: { type: "string" },
    help: { type: "boolean", short: "h" },
  } as const;
  try {
    return parseArgs({ options, allowPositionals: true });
  } catch (error) {
    fail((error as Error).message);
  }
}

function checkedEmail(value: string | undefined): string {
  const parsed = z.safeParse(emailAddress(), value ?? "");
  if (!parsed.success) fail(`Not an e-mail address: "${value ?? ""}"`);
  return parsed.data.toLowerCase();
}

/** "alice.rao@example.com" → "Alice Rao", when no name is given. */
function nameFromEmail(email: string): string {
  const local = email.slice(0, email.indexOf("@"));
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(" ");
}

async function main() {
  const { values, positionals } = parse();
  const [command, address] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  if (!["add", "list", "disable"].includes(command)) fail(`Unknown command "${command}".`);
  const email = command === "list" ? "" : checkedEmail(address);
  if (command === "add" && !isStaffRole(values.role)) fail(`--role must be one of: ${STAFF_ROLES.join(", ")}.`);

  const { url: databaseUrl, dataDir } = readSettings().database;
  const database = await openDatabase({ databaseUrl, dataDir });
  const staff = createStaffRepository(database.db, systemClock);
  const audit = createAuditLog(database.db, systemClock);
  const actor = { name: "cli", ip: "local" };
  try {
    if (command === "list") {
      for (const member of await staff.list()) {
        const state = member.disabledAt ? `disabled ${member.disabledAt}` : "active";
        process.stdout.write(`${member.email}\t${member.role}\t${member.name}\t${state}\n`);
      }
    } else if (command === "add" && isStaffRole(values.role)) {
      const name = values.name?.trim() || nameFromEmail(email);
      const member = await staff.upsert({ email, name, role: values.role });
      await audit.record({ actor, action: "staff.add", target: member.id, detail: { role: member.role } });
      process.stdout.write(`${member.email} can sign in as ${member.role} (${member.name}).\n`);
    } else if (command === "disable") {
      if (!(await staff.disable(email))) fail(`No staff member has the address ${email}.`);
      await audit.record({ actor, action: "staff.disable", target: email });
      process.stdout.write(`${email} is disabled; their sessions have ended.\n`);
    }
  } finally {
    await database.close();
  }
}

await main();
