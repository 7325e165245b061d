/**
 * Backs up the embedded SQLite database while the server runs:
 *
 *   npm run backup                      # DATA_DIR/backups/horizon-<UTC time>.sqlite
 *   npm run backup -- /backups/site.sqlite
 *
 * The copy is one consistent snapshot, checked with `integrity_check` before it is named.
 * Restore: README.md, "Backup and restore". With DATABASE_URL set, use PostgreSQL's tools.
 */
import { parseArgs } from "node:util";
import { backupSqlite, defaultBackupFile } from "../server/db/backup.ts";
import { readSettings } from "../server/settings/settings.ts";

const USAGE = "Usage: npm run backup [-- FILE]";

function main() {
  const { positionals, values } = parseArgs({
    options: { help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help || positionals.length > 1) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const { url, dataDir } = readSettings().database;
  if (url) {
    process.stderr.write(
      "DATABASE_URL is set: back up PostgreSQL with pg_dump, or base backups and WAL archiving (README.md).\n",
    );
    process.exit(2);
  }
  const result = backupSqlite(dataDir, positionals[0] ?? defaultBackupFile(dataDir));
  const { whitepaperRequests, meetingRequests, bookings } = result.counts;
  process.stdout.write(
    `Backup written to ${result.file} (${(result.bytes / 1024).toFixed(0)} KB, integrity ok): ` +
      `${whitepaperRequests} whitepaper requests, ${meetingRequests} meeting requests, ${bookings} bookings.\n`,
  );
}

try {
  main();
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
