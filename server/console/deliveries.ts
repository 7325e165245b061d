/**
 * The console's deliveries page: outbox jobs that failed or still wait, newest first, with
 * the address and the lead each announces; sending them again (one, or every failed one);
 * for a visitor's e-mail refused for good, correcting the lead's address and resending; and
 * dismissing a failed job. Each change is audited in its transaction and the worker nudged
 * so a resent job goes out at once.
 */
import type { Kysely } from "kysely";
import { safeParse } from "zod/mini";
import {
  type ConsoleDeliveries,
  DELIVERIES_PAGE_SIZE,
  type DeliveryFilter,
  type DeliveryJob,
} from "#shared/console/deliveries.ts";
import { emailAddress } from "#shared/forms/text-rules.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { Delivery } from "../delivery/delivery.ts";
import type { MailMessage } from "../delivery/mail-channel.ts";
import { changeLeadEmail } from "../leads/lead-repository.ts";
import { refileUnderAddress } from "../people/enrolment.ts";
import type { PersonRecord } from "../people/record.ts";
import { replaceAttendeeAddress } from "../scheduling/ics.ts";
import type { AuditLog } from "./audit-log.ts";
import { maskEmail } from "./tokens.ts";

const ADDRESS_MESSAGE = "Enter the corrected e-mail address, like name@example.com.";

/** The address an e-mail job goes to, read from its stored message (gone once delivered). */
function addressOf(channel: string, payload: string, teamInbox: string | undefined): string | null {
  if (channel !== "email") return null;
  try {
    const message = JSON.parse(payload) as Partial<MailMessage>;
    if (message.audience === "team") return teamInbox ?? null;
    return message.to?.address ?? null;
  } catch {
    return null;
  }
}

/** "booking.created/visitor" → "visitor"; a webhook event has no suffix. */
function recipientOf(topic: string, channel: string): string {
  if (channel === "webhook") return "webhook";
  const slash = topic.lastIndexOf("/");
  return slash >= 0 ? topic.slice(slash + 1) : topic.startsWith("staff.") ? "staff" : "—";
}

/** Whom a lead's job is about, as the inbox names them; null for staff mail and erased people. */
function personOf(lead: { personName: string | null; companyName: string | null } | undefined): DeliveryJob["person"] {
  return lead?.personName ? { name: lead.personName, company: lead.companyName ?? "" } : null;
}

export function createConsoleDeliveries({
  db,
  delivery,
  audit,
  workflow,
  teamInbox,
  now,
}: {
  db: Kysely<DatabaseSchema>;
  delivery: Pick<Delivery, "outbox" | "committed">;
  audit: Pick<AuditLog, "record">;
  /** The correction's note goes on the lead's timeline as the workflow writes notes. */
  workflow: Pick<PersonRecord, "addNote">;
  /** Where team e-mails go (`SALES_INBOX`), shown as their recipient. */
  teamInbox: string | undefined;
  now: Clock;
}): ConsoleDeliveries {
  return {
    async list({ page, status }: { page: number; status?: DeliveryFilter }) {
      const statuses = status ? [status] : ["failed", "pending"];
      const jobs = db.selectFrom("outbox_jobs").where("status", "in", statuses);
      const [rows, count, backlog] = await Promise.all([
        jobs
          .select([
            "id",
            "topic",
            "channel",
            "status",
            "attempts",
            "last_error",
            "created_at",
            "run_at",
            "subject_id",
            "payload",
            "refused",
          ])
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
          : await db
              .selectFrom("lead_ids as lead")
              .leftJoin("people as person", "person.id", "lead.person_id")
              .leftJoin("companies as company", "company.id", "person.company_id")
              .where("lead.id", "in", subjects)
              .select(["lead.id", "person.name as personName", "company.name as companyName"])
              .execute();
      const leadsById = new Map(leads.map((lead) => [lead.id, lead]));
      const list: DeliveryJob[] = rows.map((row) => ({
        id: row.id,
        topic: row.topic,
        channel: row.channel,
        recipient: recipientOf(row.topic, row.channel),
        address: addressOf(row.channel, row.payload, teamInbox),
        refused: Number(row.refused) === 1,
        status: row.status,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        createdAt: row.created_at,
        runAt: row.run_at,
        leadId: leadsById.has(row.subject_id) ? row.subject_id : null,
        person: personOf(leadsById.get(row.subject_id)),
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

    async fixAddressAndResend(jobId, email, actor) {
      const parsed = safeParse(emailAddress(ADDRESS_MESSAGE), email);
      if (!parsed.success) return { ok: false, code: "invalid_input", field: "email", message: ADDRESS_MESSAGE };
      const address = parsed.data;
      const job = await db
        .selectFrom("outbox_jobs")
        .select(["status", "refused", "channel", "payload", "subject_id"])
        .where("id", "=", jobId)
        .executeTakeFirst();
      if (!job) return { ok: false, code: "not_found", message: "There is no delivery with this id." };
      const message = JSON.parse(job.payload) as Partial<MailMessage>;
      const previous = message.to?.address;
      if (job.status !== "failed" || Number(job.refused) !== 1 || message.audience !== "visitor" || !previous) {
        return {
          ok: false,
          code: "not_retryable",
          message: "Only a visitor's e-mail that the receiving server refused can have its address corrected.",
        };
      }
      if (previous.toLowerCase() === address.toLowerCase()) {
        return {
          ok: false,
          code: "invalid_input",
          field: "email",
          message: "This is the address that was refused. Enter the corrected one.",
        };
      }
      const corrected: Partial<MailMessage> = {
        ...message,
        to: { name: message.to?.name ?? "", address },
        ...(message.calendar
          ? {
              calendar: {
                ...message.calendar,
                content: replaceAttendeeAddress(message.calendar.content, previous, address),
              },
            }
          : {}),
      };
      const resent = await db.transaction().execute(async (trx) => {
        if (!(await changeLeadEmail(trx, job.subject_id, address))) return false;
        await refileUnderAddress(trx, job.subject_id, address, now().toISOString());
        await trx
          .updateTable("outbox_jobs")
          .set({ payload: JSON.stringify(corrected) })
          .where("id", "=", jobId)
          .where("status", "=", "failed")
          .execute();
        if ((await delivery.outbox.sendAgain({ jobId }, now(), trx)) === 0) return false;
        await audit.record(
          {
            actor,
            action: "delivery.fix-address",
            target: jobId,
            detail: { leadId: job.subject_id, from: maskEmail(previous), to: maskEmail(address) },
          },
          trx,
        );
        await workflow.addNote(
          trx,
          job.subject_id,
          `E-mail address corrected after a bounce: ${previous} → ${address}`,
          actor,
        );
        return true;
      });
      if (!resent) {
        return {
          ok: false,
          code: "not_retryable",
          message: "This delivery changed meanwhile. Reload the page and try again.",
        };
      }
      delivery.committed();
      return { ok: true, message: `The address is corrected and the e-mail is being sent to ${address} now.` };
    },

    async dismiss(jobId, actor) {
      const dismissed = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("outbox_jobs")
          .set({ status: "dismissed", payload: "{}", finished_at: now().toISOString() })
          .where("id", "=", jobId)
          .where("status", "=", "failed")
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await audit.record({ actor, action: "delivery.dismiss", target: jobId }, trx);
        return true;
      });
      if (dismissed) return { ok: true, retried: 0, message: "The delivery is dismissed: it will not be sent." };
      const exists = await db.selectFrom("outbox_jobs").select("status").where("id", "=", jobId).executeTakeFirst();
      return exists
        ? { ok: false, code: "not_retryable", message: "Only a failed delivery can be dismissed." }
        : { ok: false, code: "not_found", message: "There is no delivery with this id." };
    },

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
