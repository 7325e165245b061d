/**
 * Exports leads as CSV to standard output (or --output FILE):
 *
 *   npm run leads:export -- --from 2026-01-01 --to 2026-12-31 [--type whitepaper|meeting|booking] > leads.csv
 *
 * Dates are UTC days (both ends included) or ISO 8601 instants. --type may be
 * repeated or comma-separated; all types by default. Uses the same database as
 * the server: DATABASE_URL (PostgreSQL) or the SQLite file in DATA_DIR (default "data").
 * From a damaged SQLite file it exports every lead it can read, lists what it skipped on
 * stderr and exits with code 3.
 */
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, SQLITE_FILE_NAME } from "../server/db/database.ts";
import { LEAD_TYPES, type LeadType, leadsToCsv, listLeads, parseDateBound } from "../server/leads/export.ts";
import { readSettings } from "../server/settings/settings.ts";

const USAGE =
  "Usage: npm run leads:export -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--type whitepaper|meeting|booking] [--output FILE]";

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parse() {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options }>>;
  const options = {
    from: { type: "string" },
    to: { type: "string" },
    type: { type: "string", multiple: true },
    output: { type: "string", short: "o" },
    help: { type: "boolean", short: "h" },
  } as const;
  try {
    parsed = parseArgs({ options, allowPositionals: false });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const from = values.from === undefined ? undefined : parseDateBound(values.from, "from");
  if (values.from !== undefined && !from) fail(`--from: not a date: ${values.from}`);
  const to = values.to === undefined ? undefined : parseDateBound(values.to, "to");
  if (values.to !== undefined && !to) fail(`--to: not a date: ${values.to}`);
  if (from && to && from >= to) fail("--from must be before --to");
  const types = (values.type ?? []).flatMap((value) => value.split(",")).map((value) => value.trim());
  for (const type of types) {
    if (!(LEAD_TYPES as readonly string[]).includes(type)) fail(`--type: unknown type "${type}"`);
  }
  return { from, to, types: types.length > 0 ? (types as LeadType[]) : undefined, output: values.output };
}

async function main() {
  const { from, to, types, output } = parse();
  const settings = readSettings();
  const { url: databaseUrl, dataDir } = settings.database;
  if (!databaseUrl && !existsSync(path.join(dataDir, SQLITE_FILE_NAME))) {
    fail(`No database found at ${path.join(dataDir, SQLITE_FILE_NAME)} (set DATA_DIR or DATABASE_URL).`);
  }
  const database = await openDatabase({ databaseUrl, dataDir, waitForPostgresMs: 0 });
  try {
    const { records, damaged } = await listLeads(database, {
      from,
      to,
      types,
      timeZone: settings.scheduling.teamTimeZone,
    });
    const csv = leadsToCsv(records);
    if (output) await writeFile(output, csv);
    else process.stdout.write(csv);
    process.stderr.write(`Exported ${records.length} lead${records.length === 1 ? "" : "s"}.\n`);
    if (damaged.length > 0) {
      process.stderr.write(
        `The database file is damaged; what could not be read was left out:\n${damaged.map((line) => `  ${line}\n`).join("")}` +
          'Restore the latest backup (README.md, "Backup and restore") and export again.\n',
      );
      process.exitCode = 3;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Export failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
