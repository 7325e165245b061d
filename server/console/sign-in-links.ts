/**
 * One-time sign-in links sent by e-mail (table `sign_in_links`). A link holds a random
 * token; the table keeps its SHA-256, when it expires (15 minutes) and when it was used.
 * Using a link is a compare-and-set, so two clicks (or two instances) open one session.
 * The request answers the same whether or not the address belongs to staff; the link is
 * written and mailed after the answer, through the delivery outbox.
 */
import * as z from "zod/mini";
import type { SignInLinkRedemption, SignInLinkRequest } from "#shared/console/contract.ts";
import { SIGN_IN_PATH } from "#shared/console/routes.ts";
import { emailAddress } from "#shared/forms/text-rules.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
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
  /** Counts requests per client address and per e-mail address. */
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
          idempotencyKey: `sign-in/${hashToken(token)}`,
          topic: "staff.sign-in-link",
          subjectId: member.id,
          payload: signInMail({ name: member.name, address: member.email }, `${origin}${SIGN_IN_PATH}/${token}`),
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
          status: 400,
          field: "email",
          message: parsed.error.issues[0]?.message ?? "Enter your e-mail address.",
        };
      }
      const email = parsed.data.toLowerCase();
      const [byClient, byAddress] = await Promise.all([
        limiter.hit(`ip:${client.ip}`),
        limiter.hit(`email:${hashToken(email)}`),
      ]);
      const refusal = [byClient, byAddress].find((decision) => !decision.allowed);
      if (refusal) {
        return {
          ok: false,
          status: 429,
          message: tooManyRequestsMessage(refusal.retryAfterSeconds),
          retryAfterSeconds: refusal.retryAfterSeconds,
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
