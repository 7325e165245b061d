/**
 * The console's deliveries page: outbox jobs that failed or still wait, newest first, with
 * the lead each announces; and sending them again (one, or every failed one), each retry
 * audited in the same transaction and the worker nudged so it goes out at once.
 */
import type { Kysely } from "kysely";
import {
  type ConsoleDeliveries,
  DELIVERIES_PAGE_SIZE,
  type DeliveryFilter,
  type DeliveryJob,
} from "#shared/console/deliveries.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { Delivery } from "../delivery/delivery.ts";
import type { AuditLog } from "./audit-log.ts";

/** "booking.created/visitor" → "visitor"; a webhook event has no suffix. */
function recipientOf(topic: string, channel: string): string {
  if (channel === "webhook") return "webhook";
  const slash = topic.lastIndexOf("/");
  return slash >= 0 ? topic.slice(slash + 1) : topic.startsWith("staff.") ? "staff" : "—";
}

export function createConsoleDeliveries({
  db,
  delivery,
  audit,
  now,
}: {
  db: Kysely<DatabaseSchema>;
  delivery: Pick<Delivery, "outbox" | "committed">;
  audit: Pick<AuditLog, "record">;
  now: Clock;
}): ConsoleDeliveries {
  return {
    async list({ page, status }: { page: number; status?: DeliveryFilter }) {
      const statuses = status ? [status] : ["failed", "pending"];
      const jobs = db.selectFrom("outbox_jobs").where("status", "in", statuses);
      const [rows, count, backlog] = await Promise.all([
        jobs
          .select(["id", "topic", "channel", "status", "attempts", "last_error", "created_at", "run_at", "subject_id"])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(DELIVERIES_PAGE_SIZE)
          .offset((page - 1) * DELIVERIES_PAGE_SIZE)
          .execute(),
        jobs.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst(),
        delivery.outbox.backlog(now()),
      ]);
      const subjects = [...new Set(rows.map((row) => row.subject_id))];
      const leads =
        subjects.length === 0
          ? []
          : await db.selectFrom("lead_ids as lead").where("lead.id", "in", subjects).select("lead.id").execute();
      const leadIds = new Set(leads.map((lead) => lead.id));
      const list: DeliveryJob[] = rows.map((row) => ({
        id: row.id,
        topic: row.topic,
        channel: row.channel,
        recipient: recipientOf(row.topic, row.channel),
        status: row.status,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        createdAt: row.created_at,
        runAt: row.run_at,
        leadId: leadIds.has(row.subject_id) ? row.subject_id : null,
      }));
      return { jobs: list, total: Number(count?.total ?? 0), page, pageSize: DELIVERIES_PAGE_SIZE, backlog };
    },

    async retry(jobId, actor) {
      const retried = await db.transaction().execute(async (trx) => {
        const count = await delivery.outbox.sendAgain({ jobId }, now(), trx);
        if (count > 0) await audit.record({ actor, action: "delivery.retry", target: jobId }, trx);
        return count;
      });
      if (retried === 0) {
        const exists = await db.selectFrom("outbox_jobs").select("status").where("id", "=", jobId).executeTakeFirst();
        return exists
          ? {
              ok: false,
              code: "not_retryable",
              message: `This delivery is ${exists.status === "delivered" ? "already delivered" : "being sent right now"}: nothing to retry.`,
            }
          : { ok: false, code: "not_found", message: "There is no delivery with this id." };
      }
      delivery.committed();
      return { ok: true, retried, message: "The delivery will be tried again now." };
    },

    backlog: () => delivery.outbox.backlog(now()),

    async retryAllFailed(actor) {
      const retried = await db.transaction().execute(async (trx) => {
        const count = await delivery.outbox.sendAgain({ allFailed: true }, now(), trx);
        await audit.record({ actor, action: "delivery.retry-all", detail: { retried: count } }, trx);
        return count;
      });
      if (retried > 0) delivery.committed();
      return {
        ok: true,
        retried,
        message:
          retried === 0
            ? "No failed deliveries to retry."
            : `${retried} failed deliver${retried === 1 ? "y" : "ies"} will be tried again now.`,
      };
    },
  };
}
