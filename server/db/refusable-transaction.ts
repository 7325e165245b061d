/**
 * One transaction that the work inside may refuse: `refuse(reason)` rolls everything back
 * and the caller gets the reason, typed, instead of an exception. Any other error rolls back
 * and is thrown as usual. The one way the services undo a transaction with an answer.
 */
import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

export type Refuse<Refusal> = (refusal: Refusal) => never;

export type TransactionOutcome<Value, Refusal> =
  | { committed: true; value: Value }
  | { committed: false; refusal: Refusal };

/** Thrown by `refuse` to make Kysely roll back; never leaves `refusableTransaction`. */
class Refused extends Error {
  readonly refusal: unknown;
  constructor(refusal: unknown) {
    super("transaction refused");
    this.refusal = refusal;
  }
}

export async function refusableTransaction<Value, Refusal>(
  db: Kysely<DatabaseSchema>,
  work: (trx: Transaction<DatabaseSchema>, refuse: Refuse<Refusal>) => Promise<Value>,
): Promise<TransactionOutcome<Value, Refusal>> {
  const refuse: Refuse<Refusal> = (refusal) => {
    throw new Refused(refusal);
  };
  try {
    return { committed: true, value: await db.transaction().execute((trx) => work(trx, refuse)) };
  } catch (error) {
    if (error instanceof Refused) return { committed: false, refusal: error.refusal as Refusal };
    throw error;
  }
}
