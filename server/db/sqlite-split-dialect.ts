/**
 * SQLite for Kysely without blocking the event loop on writes: reads run on a
 * read-only connection in this thread (in WAL mode they never wait for a writer and
 * take microseconds), every write goes to the writer thread (sqlite-writer.ts), which
 * commits durably and answers when done. An explicit transaction runs entirely on the
 * writer; other writes wait until it ends, reads do not.
 */
import { once } from "node:events";
import { DatabaseSync } from "node:sqlite";
import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { toSqliteValues } from "./sqlite-values.ts";
import type { WriterOptions, WriterReply, WriterRequest } from "./sqlite-writer.ts";

class WriterClient {
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<number, { resolve: (reply: WriterReply) => void; reject: (error: Error) => void }>();
  #closed = false;

  constructor(options: WriterOptions) {
    this.#worker = new Worker(new URL("./sqlite-writer.ts", import.meta.url), { workerData: options });
    this.#worker.on("message", (reply: WriterReply | "ready") => {
      if (reply === "ready") return;
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      pending?.resolve(reply);
    });
    this.#worker.on("error", (error) => this.#failAll(error));
    this.#worker.on("exit", () => this.#failAll(new Error("The database is closed.")));
  }

  async ready(): Promise<void> {
    const [message] = (await Promise.race([once(this.#worker, "message"), once(this.#worker, "error")])) as unknown[];
    if (message !== "ready") throw message instanceof Error ? message : new Error("The SQLite writer did not start.");
  }

  #failAll(error: Error): void {
    this.#closed = true;
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }

  execute(sql: string, parameters: readonly unknown[], alone: boolean): Promise<WriterReply> {
    if (this.#closed) return Promise.reject(new Error("The database is closed."));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, sql, parameters, alone } satisfies WriterRequest);
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const exited = once(this.#worker, "exit");
    this.#worker.postMessage("close");
    await exited;
  }
}

/** Rebuilds the writer's error with the fields callers test (errcode, errstr: unique violations). */
function writerError(error: NonNullable<WriterReply["error"]>): Error {
  return Object.assign(new Error(error.message), error);
}

const READ = /^\s*select\b/i;
/** Statements that cannot run inside the writer's group transaction. */
const MAINTENANCE = /^\s*(pragma|vacuum)\b/i;

class SplitConnection implements DatabaseConnection {
  #reader: () => DatabaseSync;
  #writer: WriterClient;
  #lock: TransactionLock;
  #onWriteError: ((error: Error) => void) | undefined;
  inTransaction = false;

  constructor(
    reader: () => DatabaseSync,
    writer: WriterClient,
    lock: TransactionLock,
    onWriteError: ((error: Error) => void) | undefined,
  ) {
    this.#reader = reader;
    this.#writer = writer;
    this.#lock = lock;
    this.#onWriteError = onWriteError;
  }

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const read = !this.inTransaction && READ.test(sql);
    // A read outside a transaction sees the last committed state on its own connection, as a
    // read from another instance would, so it never waits for a transaction to end (a health
    // check under a flood of beacon batches answers at once). A write outside one must wait:
    // the writer would otherwise run it inside the open transaction.
    if (!this.inTransaction && !read) await this.#lock.idle();
    if (read) {
      return {
        rows: this.#reader()
          .prepare(sql)
          .all(...toSqliteValues(parameters)) as R[],
      };
    }
    const reply = await this.#writer.execute(sql, parameters, this.inTransaction || MAINTENANCE.test(sql));
    if (reply.error) {
      const error = writerError(reply.error);
      this.#onWriteError?.(error);
      throw error;
    }
    if (reply.rows) return { rows: reply.rows as R[] };
    return {
      rows: [],
      numAffectedRows: BigInt(reply.changes ?? 0),
      ...(reply.lastInsertRowid !== undefined ? { insertId: BigInt(reply.lastInsertRowid) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported, as in Kysely's own SQLite driver for writes.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported.");
  }
}

/** One explicit transaction at a time; queries outside it wait until it ends. */
class TransactionLock {
  #current: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async idle(): Promise<void> {
    while (this.#current) await this.#current;
  }

  async acquire(): Promise<void> {
    // Checked and taken with no await in between: waiters woken together must not both get it.
    while (this.#current) await this.#current;
    this.#current = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  release(): void {
    const release = this.#release;
    this.#current = undefined;
    this.#release = undefined;
    release?.();
  }
}

export interface SplitSqliteOptions extends WriterOptions {
  /** Told of every failed write (the health check watches for a full disk or an I/O error). */
  onWriteError?: (error: Error) => void;
}

class SplitSqliteDriver implements Driver {
  #options: SplitSqliteOptions;
  #writer: WriterClient | undefined;
  #reader: DatabaseSync | undefined;
  #lock = new TransactionLock();

  constructor(options: SplitSqliteOptions) {
    this.#options = options;
  }

  async init(): Promise<void> {
    const { file, busyTimeoutMs } = this.#options;
    this.#writer = new WriterClient({ file, busyTimeoutMs });
    await this.#writer.ready();
  }

  #openReader = (): DatabaseSync => {
    this.#reader ??= new DatabaseSync(this.#options.file, { readOnly: true, timeout: this.#options.busyTimeoutMs });
    return this.#reader;
  };

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#writer) throw new Error("The database is not open.");
    return new SplitConnection(this.#openReader, this.#writer, this.#lock, this.#options.onWriteError);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#lock.acquire();
    (connection as SplitConnection).inTransaction = true;
    // IMMEDIATE takes the write lock at once (waiting up to the busy timeout): a transaction that
    // reads, then writes, would otherwise fail with "database is locked" when another process
    // wrote in between, and no wait can help it then.
    await this.#transactionStatement(connection, "begin immediate", false);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#transactionStatement(connection, "commit", true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#transactionStatement(connection, "rollback", true);
  }

  /** Runs begin/commit/rollback; the transaction is over after `ends`, or when it fails. */
  async #transactionStatement(connection: DatabaseConnection, sql: string, ends: boolean): Promise<void> {
    let failed = false;
    try {
      await connection.executeQuery(CompiledQuery.raw(sql));
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      if (ends || failed) {
        (connection as SplitConnection).inTransaction = false;
        this.#lock.release();
      }
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    const writer = this.#writer;
    this.#writer = undefined;
    this.#reader?.close();
    this.#reader = undefined;
    await writer?.close();
  }
}

/**
 * SQLite's adapter, except that queries may run side by side: Kysely would otherwise
 * send them one at a time, and the writer could never commit several together.
 * Explicit transactions are kept exclusive by the driver's own lock.
 */
class ConcurrentSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export function splitSqliteDialect(options: SplitSqliteOptions): Dialect {
  return {
    createAdapter: () => new ConcurrentSqliteAdapter(),
    createDriver: () => new SplitSqliteDriver(options),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
