/**
 * The console's forms about people, one zod/mini schema per form intent: the person's
 * workflow (status, owner, note and next step, saved together), "Assign to me", and the
 * inbox's bulk changes.
 */
import * as z from "zod/mini";
import { hasOnlyPrintable, MESSAGES } from "../forms/text-rules.ts";
import { LEAD_STATUSES, NOTE_MAX } from "./leads.ts";
import { readTypedDay, TYPED_DAY_EXAMPLE } from "./typed-day.ts";

export const NEXT_STEP_MAX = 200;

const status = z.enum(LEAD_STATUSES, { error: "Choose a status from the list." });
const memberId = z.string().check(z.maxLength(64, "Choose an owner from the team's list."));
const printable = z.refine<string>((text) => hasOnlyPrintable(text, true), MESSAGES.controlCharacters);

export const workflowForm = z.object({
  intent: z.literal("workflow"),
  version: z.string({ error: "Reload the page: this form is incomplete." }).check(z.minLength(1)),
  status,
  owner: memberId,
  note: z
    .string()
    .check(
      z.trim(),
      z.maxLength(NOTE_MAX, `Please shorten the note to ${NOTE_MAX.toLocaleString("en-IN")} characters or fewer.`),
      printable,
    ),
  nextStepOn: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (text) => text === "" || readTypedDay(text) !== null,
        `Write the next step's day like ${TYPED_DAY_EXAMPLE}.`,
      ),
    ),
    z.transform((text) => (text === "" ? "" : readTypedDay(text)!)),
  ),
  nextStepText: z
    .string()
    .check(
      z.trim(),
      z.maxLength(NEXT_STEP_MAX, `Please keep the next step under ${NEXT_STEP_MAX} characters.`),
      printable,
    ),
});
export type WorkflowForm = z.infer<typeof workflowForm>;

/** A next step needs its day; a day without words is allowed ("call back"). */
export function nextStepProblem(form: WorkflowForm): string | undefined {
  return form.nextStepText !== "" && form.nextStepOn === "" ? "Choose the day of the next step." : undefined;
}

export const assignToMeForm = z.object({
  intent: z.literal("assign-to-me"),
  person: z.string({ error: "Choose a person." }).check(z.minLength(1, "Choose a person.")),
});

export const BULK_MAX = 100;

export const bulkForm = z.object({
  intent: z.literal("bulk"),
  people: z
    .array(z.string())
    .check(
      z.minLength(1, "Tick at least one person first."),
      z.maxLength(BULK_MAX, `Change at most ${BULK_MAX} people at once.`),
    ),
  /** What to change; without it, what the pressed menu choice names (an `owner` or a `status`). */
  action: z.optional(z.enum(["owner", "status"], { error: "Choose what to change." })),
  owner: z.optional(memberId),
  status: z.optional(z.union([z.literal(""), status])),
});

/** The inbox posts one of these. */
export const inboxForms = z.discriminatedUnion("intent", [assignToMeForm, bulkForm]);
