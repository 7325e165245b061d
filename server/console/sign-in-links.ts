/**
 * One-time sign-in links sent by e-mail (table `sign_in_links`). A link holds a random
 * token; the table keeps its SHA-256, when it expires (15 minutes) and when it was used.
 * Using a link is a compare-and-set, so two clicks (or two instances) open one session.
 * The request answers the same whether or not the address belongs to staff; the link is
 * written and mailed after the answer, through the delivery outbox.
 *
 * Requests are limited per client address only: a limit per e-mail address would let anyone
 * lock a member out by asking for their links. What protects the member's inbox instead is
 * a pace: five link mails per member within a link's lifetime, then one per minute. A request
 * inside that minute is mailed when it ends, and a newer request replaces a link still
 * waiting, so the member's own request always brings them a working link within a minute,
 * however many others ask for one.
 */
import type { Transaction } from "kysely";
import * as z from "zod/mini";
import type { SignInLinkRedemption, SignInLinkRequest } from "#shared/console/contract.ts";
import { SIGN_IN_PATH } from "#shared/console/routes.ts";
import { emailAddress } from "#shared/forms/text-rules.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { Delivery } from "../delivery/delivery.ts";
import { renderMail } from "../delivery/mail/render.ts";
import type { MailMessage } from "../delivery/mail-channel.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import { tooManyRequestsMessage } from "../http/rate-limit.ts";
import type { AuditLog } from "./audit-log.ts";
import type { SessionClient, SessionStore } from "./sessions.ts";
import type { StaffRepository } from "./staff-repository.ts";
import { hashToken, maskEmail, randomToken } from "./tokens.ts";

export const SIGN_IN_LINK_MS = 15 * 60_000;
/** Sign-in mails a member gets at once within a link's lifetime; after that, one per interval. */
export const SIGN_IN_MAILS_AT_ONCE = 5;
export const SIGN_IN_MAIL_INTERVAL_MS = 60_000;
const SIGN_IN_TOPIC = "staff.sign-in-link";
const IDEMPOTENCY_PREFIX = "sign-in/";

const PROBLEMS = {
  invalid: "This sign-in link is not valid. Ask for a new one.",
  expired: "This sign-in link has expired (links work for 15 minutes). Ask for a new one.",
  used: "This sign-in link has already been used. Ask for a new one.",
} as const;

const emailSchema = emailAddress("Enter your work e-mail address, like name@company.com.");

export interface SignInLinkOptions {
  database: AppDatabase;
  staff: StaffRepository;
  sessions: SessionStore;
  audit: AuditLog;
  delivery: Pick<Delivery, "enqueue" | "committed">;
  /** Counts requests per client address. */
  limiter: RateLimiter;
  origin: string;
  now: Clock;
  /** Reports failures of the work done after the answer. */
  onBackgroundError: (error: unknown) => void;
}

function signInMail(to: { name: string; address: string }, url: string): MailMessage {
  const mail = renderMail({
    subject: "Your sign-in link for the Horizon console",
    heading: "Sign in to the Horizon console",
    blocks: [
      {
        kind: "paragraph",
        text: `Hello ${to.name}, use this link to sign in. It works once, for 15 minutes, in any browser.`,
      },
      { kind: "links", links: [{ label: "Sign in to the console", href: url }] },
      {
        kind: "paragraph",
        text: "If you did not ask to sign in, you can ignore this e-mail: nobody can use the link without access to your inbox.",
      },
    ],
  });
  return { audience: "staff", to, ...mail };
}

export function createSignInLinks(options: SignInLinkOptions) {
  const { database, staff, sessions, audit, delivery, limiter, origin, now } = options;
  const db = database.db;

  /**
   * When a new link for the member may be mailed: at once while fewer than five went out in
   * the link's lifetime, then a minute after the last one. A link still waiting for its minute
   * is replaced (its mail and the link itself are removed): only the newest one goes out.
   */
  async function pacedSendingTime(trx: Transaction<DatabaseSchema>, staffId: string, at: Date): Promise<Date> {
    // One member's requests are paced one after the other (SQLite's writer already runs one transaction at a time).
    await trx
      .selectFrom("staff_members")
      .select("id")
      .where("id", "=", staffId)
      .$if(database.dialect === "postgres", (query) => query.forUpdate())
      .execute();
    const recent = await trx
      .selectFrom("outbox_jobs")
      .select(["id", "idempotency_key", "run_at", "status", "locked_until"])
      .where("topic", "=", SIGN_IN_TOPIC)
      .where("subject_id", "=", staffId)
      .orderBy("run_at", "desc")
      .limit(SIGN_IN_MAILS_AT_ONCE)
      .execute();
    const last = recent[0];
    if (!last) return at;
    const lastRunAt = new Date(last.run_at);
    if (last.status === "pending" && last.locked_until === null && lastRunAt > at) {
      await trx.deleteFrom("outbox_jobs").where("id", "=", last.id).execute();
      await trx
        .deleteFrom("sign_in_links")
        .where("token_hash", "=", last.idempotency_key.slice(IDEMPOTENCY_PREFIX.length))
        .execute();
      return lastRunAt;
    }
    const oldest = recent[SIGN_IN_MAILS_AT_ONCE - 1];
    if (!oldest || Date.parse(oldest.run_at) <= at.getTime() - SIGN_IN_LINK_MS) return at;
    const next = new Date(lastRunAt.getTime() + SIGN_IN_MAIL_INTERVAL_MS);
    return next > at ? next : at;
  }

  async function sendLink(email: string, client: SessionClient): Promise<void> {
    const member = await staff.findActiveByEmail(email);
    if (!member) {
      await audit.record({
        actor: { name: "anonymous", ip: client.ip },
        action: "sign-in.link-refused",
        target: maskEmail(email),
      });
      return;
    }
    const token = randomToken();
    const at = now();
    await db.transaction().execute(async (trx) => {
      const runAt = await pacedSendingTime(trx, member.id, at);
      // Links that ended a day ago are no longer worth telling apart from unknown ones.
      await trx
        .deleteFrom("sign_in_links")
        .where("expires_at", "<", new Date(at.getTime() - 86_400_000).toISOString())
        .execute();
      await trx
        .insertInto("sign_in_links")
        .values({
          token_hash: hashToken(token),
          staff_id: member.id,
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + SIGN_IN_LINK_MS).toISOString(),
        })
        .execute();
      await delivery.enqueue(trx, [
        {
          channel: "email",
          idempotencyKey: `${IDEMPOTENCY_PREFIX}${hashToken(token)}`,
          topic: SIGN_IN_TOPIC,
          subjectId: member.id,
          payload: signInMail({ name: member.name, address: member.email }, `${origin}${SIGN_IN_PATH}/${token}`),
          runAt,
        },
      ]);
      await audit.record(
        { actor: { name: member.email, ip: client.ip }, action: "sign-in.link-sent", target: member.id },
        trx,
      );
    });
    delivery.committed();
  }

  /** Why a link cannot be used now, or undefined when it can. */
  async function problemOf(tokenHash: string): Promise<keyof typeof PROBLEMS | undefined> {
    const row = await db
      .selectFrom("sign_in_links")
      .select(["expires_at", "used_at"])
      .where("token_hash", "=", tokenHash)
      .executeTakeFirst();
    if (!row) return "invalid";
    if (row.used_at !== null) return "used";
    return now().getTime() >= Date.parse(row.expires_at) ? "expired" : undefined;
  }

  return {
    async request(input: string, client: SessionClient): Promise<SignInLinkRequest> {
      const parsed = z.safeParse(emailSchema, input);
      if (!parsed.success) {
        return {
          ok: false,
          code: "invalid_input",
          field: "email",
          message: parsed.error.issues[0]?.message ?? "Enter your e-mail address.",
        };
      }
      const email = parsed.data.toLowerCase();
      const decision = await limiter.hit(`ip:${client.ip}`);
      if (!decision.allowed) {
        return {
          ok: false,
          code: "rate_limited",
          message: tooManyRequestsMessage(decision.retryAfterSeconds),
          retryAfterSeconds: decision.retryAfterSeconds,
        };
      }
      setImmediate(() => {
        sendLink(email, client).catch(options.onBackgroundError);
      });
      return { ok: true };
    },

    async check(token: string) {
      const problem = await problemOf(hashToken(token));
      return problem ? { ok: false as const, problem, message: PROBLEMS[problem] } : { ok: true as const };
    },

    async redeem(token: string, client: SessionClient): Promise<SignInLinkRedemption> {
      const tokenHash = hashToken(token);
      const at = now().toISOString();
      const used = await db
        .updateTable("sign_in_links")
        .set({ used_at: at })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning("staff_id")
        .executeTakeFirst();
      if (!used) {
        const problem = (await problemOf(tokenHash)) ?? "used";
        await audit.record({
          actor: { name: "anonymous", ip: client.ip },
          action: "sign-in.link-rejected",
          detail: { problem },
        });
        return { ok: false, problem, message: PROBLEMS[problem] };
      }
      const member = await staff.findActiveById(used.staff_id);
      if (!member) return { ok: false, problem: "invalid", message: PROBLEMS.invalid };
      const opened = await sessions.open(member.id, "email-link", client);
      // Older links of the member stop working once one has been used.
      await db.deleteFrom("sign_in_links").where("staff_id", "=", member.id).where("used_at", "is", null).execute();
      const session = {
        id: opened.id,
        staff: member,
        csrfToken: opened.csrfToken,
        signInMethod: "email-link",
        expiresAt: opened.expiresAt,
      };
      await audit.record({
        actor: { staff: session.staff, ip: client.ip },
        action: "session.sign-in",
        detail: { method: "email-link" },
      });
      return { ok: true, session, setCookie: opened.setCookie };
    },
  };
}

export type SignInLinks = ReturnType<typeof createSignInLinks>;
