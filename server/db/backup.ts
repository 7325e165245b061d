/**
 * Online backup of the SQLite file: `VACUUM INTO` copies one consistent snapshot (a read
 * transaction; in WAL mode the server keeps writing meanwhile) into a new, compact file, written
 * under a temporary name and renamed once complete and checked, so a file named as a backup is
 * always whole. PostgreSQL is backed up with its own tools (pg_dump, or base backups and WAL
 * archiving for point-in-time recovery).
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { SQLITE_FILE_NAME } from "./database.ts";

export interface BackupResult {
  file: string;
  bytes: number;
  /** Leads of each kind in the copy. */
  counts: { whitepaperRequests: number; meetingRequests: number; bookings: number };
}

/** `<dataDir>/backups/horizon-2026-11-26T04-05-06Z.sqlite`. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  return path.join(dataDir, "backups", `horizon-${stamp}.sqlite`);
}

/** The problems SQLite's full `integrity_check` finds in a file; none when it is sound. */
export function integrityProblems(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare("pragma integrity_check").all();
    const problems = rows.map((row) => String(Object.values(row)[0]));
    return problems.length === 1 && problems[0] === "ok" ? [] : problems;
  } finally {
    db.close();
  }
}

export function backupSqlite(dataDir: string, destination: string, { busyTimeoutMs = 5000 } = {}): BackupResult {
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  if (!existsSync(source)) throw new Error(`No database found at ${source} (set DATA_DIR).`);
  if (existsSync(destination)) throw new Error(`${destination} exists already; name a new file.`);
  mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  const db = new DatabaseSync(source, { readOnly: true, timeout: busyTimeoutMs });
  try {
    db.prepare("vacuum into ?").run(partial);
  } finally {
    db.close();
  }
  const problems = integrityProblems(partial);
  if (problems.length > 0) {
    rmSync(partial, { force: true });
    throw new Error(
      `The copy failed its integrity check (${problems.slice(0, 3).join("; ")}); is the database damaged?`,
    );
  }
  const copy = new DatabaseSync(partial, { readOnly: true });
  const count = (table: string) => Number(copy.prepare(`select count(*) as n from ${table}`).get()?.n ?? 0);
  const counts = {
    whitepaperRequests: count("whitepaper_requests"),
    meetingRequests: count("meeting_requests"),
    bookings: count("bookings"),
  };
  copy.close();
  renameSync(partial, destination);
  return { file: destination, bytes: statSync(destination).size, counts };
}
