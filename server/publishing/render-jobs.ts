/**
 * The site-wide content revision and the render jobs it starts.
 *
 * Every publish bumps the revision and writes a render request in its own transaction
 * (`requestSiteRender`), so a publish that commits is never without its render. Each instance's
 * worker (./render-worker.ts) claims the render of the newest requested revision for its build
 * with a lease, renews the lease while it renders, and gives it back when the generation is live.
 * The claim is one `UPDATE … RETURNING` of the build's lease row, guarded by the lease's end:
 * PostgreSQL's row lock makes a second claimer re-check the guard and find the lease taken, and
 * SQLite runs one write at a time. A dead instance's lease simply ends, and the next claim takes it.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Bumps the content revision and asks for the site to be rendered from it; returns the new revision. */
export async function requestSiteRender(trx: Executor, at: Date): Promise<number> {
  const row = await trx
    .updateTable("content_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", 1)
    .returning("revision")
    .executeTakeFirstOrThrow();
  const revision = Number(row.revision);
  await trx.insertInto("render_requests").values({ revision, requested_at: at.toISOString() }).execute();
  return revision;
}

/** The newest requested revision (0 before the first publish). */
export async function latestRequestedRevision(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("render_requests")
    .select((eb) => eb.fn.max("revision").as("revision"))
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

export interface RenderClaim {
  buildId: string;
  revision: number;
  token: string;
}

export function createRenderJobs(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * Claims the render of the newest requested revision for this build, when it is newer than the
     * build's live generation and no other instance holds the build's lease; undefined otherwise.
     */
    async claim(buildId: string, leaseMs: number, now: Date): Promise<RenderClaim | undefined> {
      const requested = await latestRequestedRevision(db);
      const live = await db
        .selectFrom("live_generations")
        .select("revision")
        .where("build_id", "=", buildId)
        .executeTakeFirst();
      if (requested === 0 || (live && Number(live.revision) >= requested)) return undefined;
      await db
        .insertInto("render_leases")
        .values({ build_id: buildId, revision: null, claim_token: null, locked_until: null })
        .onConflict((conflict) => conflict.column("build_id").doNothing())
        .execute();
      const token = randomUUID();
      const claimed = await db
        .updateTable("render_leases")
        .set({ claim_token: token, revision: requested, locked_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where("build_id", "=", buildId)
        .where((eb) =>
          eb.or([
            eb("claim_token", "is", null),
            eb("locked_until", "is", null),
            eb("locked_until", "<=", now.toISOString()),
          ]),
        )
        .returning("revision")
        .executeTakeFirst();
      return claimed ? { buildId, revision: requested, token } : undefined;
    },

    /** Extends the lease; false when this claim was lost (the lease ended and another instance took it). */
    async renew(claim: RenderClaim, leaseMs: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable("render_leases")
        .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where("build_id", "=", claim.buildId)
        .where("claim_token", "=", claim.token)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Gives the lease back (rendered, failed or shutting down): the next claim may take it at once. */
    async release(claim: RenderClaim): Promise<void> {
      await db
        .updateTable("render_leases")
        .set({ claim_token: null, locked_until: null })
        .where("build_id", "=", claim.buildId)
        .where("claim_token", "=", claim.token)
        .execute();
    },
  };
}

export type RenderJobs = ReturnType<typeof createRenderJobs>;
