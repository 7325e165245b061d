/**
 * The owners' daily e-mail: from `LEADS_DAILY_DIGEST_HOUR` in the team's time zone, each
 * member who owns people with a next step due that day or before is sent the list, once a
 * day. Every instance checks each minute; the e-mail is written to the outbox under the key
 * `people/daily-digest/<day>/<member>`, which the outbox holds once, so however many instances
 * write it the same day only one job exists and one e-mail goes out (the outbox's worker sends
 * it, with its retries).
 */
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { personUrl } from "#shared/console/leads.ts";
import { wallTimeAt } from "#shared/scheduling/zoned-time.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { renderMail } from "../delivery/mail/render.ts";
import type { MailMessage } from "../delivery/mail-channel.ts";
import type { NewJob } from "../delivery/outbox.ts";
import type { PeopleInbox } from "./inbox.ts";

export const DAILY_DIGEST_TOPIC = "people.daily-digest";
const CHECK_EVERY_MS = 15_000;
const LIST_MAX = 100;

type DueSteps = Awaited<ReturnType<PeopleInbox["dueSteps"]>>;

function digestMail(
  to: { name: string; address: string },
  day: string,
  steps: DueSteps,
  consoleOrigin: string,
): MailMessage {
  const overdue = steps.filter((step) => step.nextStep.on < day).length;
  const mail = renderMail({
    subject: `Your next steps for ${day}: ${steps.length} due`,
    heading: "Next steps due today",
    blocks: [
      {
        kind: "paragraph",
        text: `Hello ${to.name}, ${steps.length === 1 ? "one of your leads has" : `${steps.length} of your leads have`} a next step due today${overdue > 0 ? ` (${overdue} overdue)` : ""}.`,
      },
      {
        kind: "fields",
        rows: steps.map((step) => [
          `${step.name}${step.company ? `, ${step.company}` : ""}`,
          `${step.nextStep.on < day ? `Overdue since ${step.nextStep.on}` : "Today"}${step.nextStep.text ? `: ${step.nextStep.text}` : ""}`,
        ]),
      },
      {
        kind: "links",
        links: steps
          .slice(0, 10)
          .map((step) => ({ label: `Open ${step.name}`, href: `${consoleOrigin}${personUrl(step.personId)}` })),
      },
    ],
  });
  return { audience: "staff", to, ...mail };
}

export function createDailyDigest({
  db,
  inbox,
  delivery,
  hour,
  teamTimeZone,
  consoleOrigin,
  logger,
  now,
}: {
  db: Kysely<DatabaseSchema>;
  inbox: Pick<PeopleInbox, "dueSteps" | "today">;
  delivery: {
    enqueue: (executor: Kysely<DatabaseSchema>, jobs: readonly NewJob[]) => Promise<void>;
    committed: () => void;
  };
  hour: number;
  teamTimeZone: string;
  consoleOrigin: string;
  logger: Logger;
  now: Clock;
}) {
  const keyOf = (day: string, staffId: string) => `people/daily-digest/${day}/${staffId}`;

  /** Writes today's e-mails not written yet (none before the hour); the number written by this call. */
  async function runOnce(): Promise<number> {
    if (wallTimeAt(now().getTime(), teamTimeZone).hour < hour) return 0;
    const day = inbox.today();
    const owners = await db
      .selectFrom("people as person")
      .innerJoin("staff_members as owner", "owner.id", "person.owner_id")
      .where("person.next_step_on", "<=", day)
      .where("owner.disabled_at", "is", null)
      .select(["owner.id", "owner.name", "owner.email"])
      .distinct()
      .execute();
    if (owners.length === 0) return 0;
    const sent = await db
      .selectFrom("outbox_jobs")
      .select("idempotency_key")
      .where(
        "idempotency_key",
        "in",
        owners.map((owner) => keyOf(day, owner.id)),
      )
      .execute();
    const done = new Set(sent.map((row) => row.idempotency_key));
    let written = 0;
    for (const owner of owners) {
      if (done.has(keyOf(day, owner.id))) continue;
      const steps = await inbox.dueSteps(day, LIST_MAX, undefined, owner.id);
      if (steps.length === 0) continue;
      await delivery.enqueue(db, [
        {
          channel: "email",
          idempotencyKey: keyOf(day, owner.id),
          topic: DAILY_DIGEST_TOPIC,
          subjectId: owner.id,
          payload: digestMail({ name: owner.name, address: owner.email }, day, steps, consoleOrigin),
        },
      ]);
      written += 1;
    }
    if (written > 0) delivery.committed();
    return written;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  return {
    runOnce,
    start() {
      const check = () => {
        running = runOnce().catch((error: unknown) => logger.error({ err: error }, "people: the daily e-mail failed"));
      };
      timer ??= setInterval(check, CHECK_EVERY_MS);
      timer.unref();
      check();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
