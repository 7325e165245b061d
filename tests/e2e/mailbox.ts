import { expect } from "@playwright/test";
import { e2eMailPorts } from "./mail-ports";
import type { MailboxMessage } from "./mail-server";
import { withProof } from "./proof-of-work";
import { claimSlot } from "./slot-claims";

/** The e-mails the test SMTP server received for an address, waiting until `count` have arrived. */
export async function mailsTo(address: string, count = 1): Promise<MailboxMessage[]> {
  const url = `http://127.0.0.1:${e2eMailPorts().mailbox}/?to=${encodeURIComponent(address)}`;
  let messages: MailboxMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = (await (await fetch(url)).json()) as MailboxMessage[];
        return messages.length;
      },
      { timeout: 20_000, message: `${count} e-mail(s) to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return messages;
}

/**
 * The first e-mail to `address` whose subject matches: mails are delivered by a background worker,
 * so two sent moments apart may arrive in either order (and a retried one twice).
 */
export async function mailWithSubject(address: string, subject: RegExp): Promise<MailboxMessage> {
  const url = `http://127.0.0.1:${e2eMailPorts().mailbox}/?to=${encodeURIComponent(address)}`;
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = ((await (await fetch(url)).json()) as MailboxMessage[]).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000, message: `an e-mail to ${address} with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** Has the test SMTP server refuse mail to an address for good (550), or accept it again. */
export async function refuseMailTo(address: string, refuse: boolean): Promise<void> {
  const url = `http://127.0.0.1:${e2eMailPorts().mailbox}/refused?address=${encodeURIComponent(address)}`;
  const response = await fetch(url, { method: refuse ? "PUT" : "DELETE" });
  expect(response.status).toBe(204);
}

/** The path of a link in a mail's text (`/meeting/cancel/…`), to open on the test server. */
export function linkPath(message: MailboxMessage, prefix: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${prefix}[A-Za-z0-9_.-]+)`).exec(message.text);
  expect(match, `a ${prefix} link in "${message.subject}"`).not.toBeNull();
  return match![1]!;
}

let counter = 0;

/** Books a free slot no other test claimed through the API for a new address; returns the address and its confirmation. */
export async function bookThroughApi(
  request: import("@playwright/test").APIRequestContext,
  { notes }: { notes?: string } = {},
): Promise<{ email: string; start: string; confirmation: MailboxMessage }> {
  const slots = ((await (await request.get("/api/scheduling/slots")).json()) as { slots: { start: string }[] }).slots;
  const start = claimSlot(
    slots.map((slot) => slot.start),
    "latest",
  );
  // The worker in the address too: two workers booking in the same millisecond must not share a mailbox.
  const email = `links.${process.pid}.${Date.now()}.${++counter}@example.com`;
  const response = await request.post("/api/scheduling/bookings", {
    data: await withProof(request, {
      start,
      name: "Nila Menon",
      email,
      timeZone: "Europe/London",
      ...(notes && { notes }),
    }),
  });
  expect(response.status()).toBe(201);
  const [confirmation] = await mailsTo(email);
  return { email, start, confirmation: confirmation! };
}

/** A meeting request with a valid proof of work (so its e-mails are sent) for `email`; returns the lead's id. */
export async function requestMeetingThroughApi(
  request: import("@playwright/test").APIRequestContext,
  email: string,
): Promise<string> {
  const response = await request.post("/api/meeting-requests", {
    data: await withProof(request, { name: "Bharat Bounce", email, company: "Bounce Media", message: "Hello" }),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
