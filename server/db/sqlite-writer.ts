/**
 * The SQLite writer thread: owns the one connection that writes, so a commit's
 * fsync (synchronous = FULL) never blocks the server's event loop. Writes that
 * arrive together are committed together (group commit: one transaction, one
 * fsync, a savepoint per statement so each succeeds or fails on its own); each is
 * answered only once it is durable. Statements of an explicit transaction run
 * one by one, as sent.
 */
import { DatabaseSync } from "node:sqlite";
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import { toSqliteValues } from "./sqlite-values.ts";

export interface WriterRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  /** Part of an explicit transaction, or maintenance (a pragma, VACUUM): run alone, in order. */
  alone: boolean;
}

export interface WriterError {
  message: string;
  code?: unknown;
  errcode?: unknown;
  errstr?: unknown;
}

export type WriterReply = {
  id: number;
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: WriterError;
};

export interface WriterOptions {
  file: string;
  busyTimeoutMs: number;
}

const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

function serialize(error: unknown): WriterError {
  const { message, code, errcode, errstr } = error as Error & WriterError;
  return { message: String(message ?? error), code, errcode, errstr };
}

function startWriter(port: NonNullable<typeof parentPort>, { file, busyTimeoutMs }: WriterOptions) {
  const db = new DatabaseSync(file, { timeout: busyTimeoutMs, enableForeignKeyConstraints: true });
  // WAL lets readers (the server's read connection, the export command) read while this writes;
  // FULL makes every commit durable before success is answered.
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  // Freed space is zeroed, so an erased or replaced value leaves no copy in the file.
  db.exec("PRAGMA secure_delete = ON");
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);

  const queue: WriterRequest[] = [];
  let draining = false;
  let closing = false;

  function accept(message: WriterRequest | "close"): void {
    if (message === "close") closing = true;
    else queue.push(message);
  }

  function execute({ id, sql, parameters }: WriterRequest): WriterReply {
    // A failed write (SQLITE_FULL, SQLITE_IOERR) may already have rolled the transaction back;
    // the caller's rollback then has nothing to do, and must not replace the original error.
    if (ROLLBACK.test(sql) && !db.isTransaction) return { id, changes: 0 };
    const statement = db.prepare(sql);
    const values = toSqliteValues(parameters);
    if (statement.columns().length > 0) return { id, rows: statement.all(...values) };
    const { changes, lastInsertRowid } = statement.run(...values);
    return { id, changes: Number(changes), lastInsertRowid };
  }

  function runAlone(request: WriterRequest): WriterReply {
    try {
      return execute(request);
    } catch (error) {
      return { id: request.id, error: serialize(error) };
    }
  }

  function commitTogether(group: WriterRequest[]): WriterReply[] {
    if (group.length <= 1) return group.map(runAlone);
    try {
      db.exec("BEGIN IMMEDIATE");
    } catch (error) {
      return group.map(({ id }) => ({ id, error: serialize(error) }));
    }
    const replies: WriterReply[] = [];
    for (const request of group) {
      db.exec("SAVEPOINT one_write");
      const reply = runAlone(request);
      if (!db.isTransaction) {
        // The failure ended the whole transaction (disk full, I/O error): nothing of the group was kept.
        const error = reply.error ?? serialize(new Error("The write was rolled back."));
        return group.map(({ id }) => ({ id, error }));
      }
      if (reply.error) db.exec("ROLLBACK TO one_write");
      db.exec("RELEASE one_write");
      replies.push(reply);
    }
    try {
      db.exec("COMMIT");
      return replies;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      return group.map(({ id }) => ({ id, error: serialize(error) }));
    }
  }

  function drain() {
    draining = false;
    // Everything sent meanwhile joins this batch (the port would otherwise hand it over one at a time).
    for (let next = receiveMessageOnPort(port); next; next = receiveMessageOnPort(port)) accept(next.message);
    const batch = queue.splice(0);
    let group: WriterRequest[] = [];
    const send = (replies: WriterReply[]) => {
      for (const reply of replies) port.postMessage(reply);
    };
    for (const request of batch) {
      if (!request.alone) {
        group.push(request);
        continue;
      }
      send(commitTogether(group));
      group = [];
      send([runAlone(request)]);
    }
    send(commitTogether(group));
    if (closing) {
      db.close();
      port.close();
    }
  }

  port.on("message", (message: WriterRequest | "close") => {
    accept(message);
    if (!draining) {
      draining = true;
      setImmediate(drain);
    }
  });
  port.postMessage("ready");
}

if (parentPort) startWriter(parentPort, workerData as WriterOptions);
