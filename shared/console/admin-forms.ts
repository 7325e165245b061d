/**
 * The console's remaining forms, one zod/mini schema per form intent: the outbox's deliveries
 * (retry, dismiss, fix the address, retry everything), data protection (find, erase, download)
 * and signing out. The address's own rules are the services' to check.
 */
import * as z from "zod/mini";

const typed = z._default(z.string(), "");
const job = z.string({ error: "Choose a delivery." }).check(z.minLength(1, "Choose a delivery."));

/** The deliveries page posts one of these. */
export const deliveryForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("retry"), job }),
    z.object({ intent: z.literal("dismiss"), job }),
    z.object({ intent: z.literal("fix-address"), job, email: typed }),
    z.object({ intent: z.literal("retry-all") }),
  ],
  { error: "Choose what to do with the delivery." },
);

/** Data protection: find an address's records (the form without an intent), or erase them. */
export const privacyForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("find"), email: typed }),
    z.object({ intent: z.literal("erase"), email: typed, confirmation: typed }),
  ],
  { error: "Choose to find or to erase an address's records." },
);

export const privacyDownloadForm = z.object({ email: typed });

/** This browser only, or every browser the member is signed in on. */
export const signOutForm = z.object({
  scope: z._default(z.enum(["this-browser", "everywhere"], { error: "Choose where to sign out." }), "this-browser"),
});
