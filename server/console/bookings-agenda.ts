/**
 * The console's bookings: the agenda by day in the team's time zone (all meetings, or the
 * signed-in member's), who takes each meeting, cancelling and moving a booking through the
 * scheduler's own change logic (compare-and-set on the sequence, the visitor's e-mail with a
 * calendar update carrying the staff member's message, the team's e-mail and the webhook
 * event), and marking a meeting held or a no-show once it has ended. Every change is audited; a
 * change's internal note goes on the lead's timeline through the lead workflow.
 */
import type { Transaction } from "kysely";
import {
  AGENDA_DEFAULT_DAYS,
  AGENDA_MAX_DAYS,
  type Agenda,
  type AgendaBooking,
  AWAITING_OUTCOME_DAYS,
  CANCEL_REASON_MAX,
  type ChangeBookingResult,
  type ConsoleBookings,
  type MeetingOwner,
  type TeamChangeInput,
  VISITOR_MESSAGE_MAX,
} from "#shared/console/bookings.ts";
import type { Actor } from "#shared/console/staff.ts";
import { readTypedDay } from "#shared/console/typed-day.ts";
import { MEETING_OUTCOME_LABELS } from "#shared/scheduling/meeting-outcome.ts";
import { addDays, isoDateInZone, startOfDayInZone } from "#shared/scheduling/zoned-time.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { PersonRecord } from "../people/record.ts";
import type { TeamBookingChanges, TeamChangeOutcome } from "../scheduling/booking-changes.ts";
import { type Booking, createBookingRepository } from "../scheduling/booking-repository.ts";
import type { SchedulingService } from "../scheduling/scheduling-service.ts";
import { agendaBooking } from "./agenda-booking.ts";
import type { AuditLog } from "./audit-log.ts";
import type { TimeOffService } from "./time-off.ts";

const CHANGE_PROBLEMS: Record<
  Extract<TeamChangeOutcome, { ok: false }>["problem"],
  { code: "not_found" | "changed"; message: string }
> = {
  unknown: { code: "not_found", message: "There is no booking with this id." },
  cancelled: { code: "changed", message: "This meeting is already cancelled." },
  changed: {
    code: "changed",
    message: "The visitor moved or cancelled this meeting after you opened it. Check it again before changing it.",
  },
  started: { code: "changed", message: "This meeting has already started, so it can no longer be changed." },
  taken: { code: "changed", message: "That time is no longer free. Pick another." },
  "not-bookable": { code: "changed", message: "That time cannot be booked. Pick another." },
};

function daysOf(value: string | null | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= AGENDA_MAX_DAYS ? days : AGENDA_DEFAULT_DAYS;
}

/** The texts of a change, trimmed; a message naming the field at fault when one is too long. */
function checkTexts(input: TeamChangeInput): { message: string; reason: string } | { problem: string } {
  const message = input.message.trim();
  const reason = input.reason.trim();
  if (message.length > VISITOR_MESSAGE_MAX) {
    return { problem: `Keep the message to the visitor under ${VISITOR_MESSAGE_MAX} characters.` };
  }
  if (reason.length > CANCEL_REASON_MAX)
    return { problem: `Keep the internal note under ${CANCEL_REASON_MAX} characters.` };
  return { message, reason };
}

export function createAgenda({
  database,
  scheduling,
  timeOff,
  audit,
  workflow,
  owners: listOwners,
  now,
}: {
  database: AppDatabase;
  scheduling: Pick<SchedulingService, "config" | "freeSlots"> & { links: TeamBookingChanges };
  timeOff: TimeOffService;
  audit: AuditLog;
  workflow: Pick<PersonRecord, "checkNote" | "addNote">;
  /** Members who can take meetings (active staff). */
  owners: () => Promise<MeetingOwner[]>;
  now: Clock;
}): Omit<ConsoleBookings, "timeOff" | "addTimeOff" | "removeTimeOff"> {
  const repository = createBookingRepository(database.db);
  const zone = scheduling.config.teamTimeZone;

  async function ownerNames(): Promise<Map<string, string>> {
    return new Map((await listOwners()).map((owner) => [owner.id, owner.name]));
  }

  async function present(booking: Booking): Promise<AgendaBooking> {
    return agendaBooking(booking, await ownerNames());
  }

  async function agenda(query: { from?: string | null; days?: string | null; mine?: boolean }, actor: Actor) {
    const today = isoDateInZone(now().getTime(), zone);
    const from = (query.from && readTypedDay(query.from)) || today;
    const days = daysOf(query.days);
    const mine = query.mine === true;
    const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
    const bounds = [...dates, addDays(from, days)].map((date) => startOfDayInZone(date, zone));
    const instant = now().getTime();
    const [bookings, periods, owners, unmarked] = await Promise.all([
      repository.listOverlapping(bounds[0]!, bounds[days]!),
      timeOff.between(bounds[0]!, bounds[days]!),
      listOwners(),
      repository.listEndedWithoutOutcome(instant - AWAITING_OUTCOME_DAYS * 86_400_000, instant),
    ]);
    const names = new Map(owners.map((owner) => [owner.id, owner.name]));
    const isShown = (booking: Booking) => !mine || booking.ownerId === actor.staff.id;
    const shown = bookings.filter(isShown);
    const dayList = dates.map((date, index) => {
      const [dayStart, dayEnd] = [bounds[index]!, bounds[index + 1]!];
      return {
        date,
        bookings: shown
          .filter((booking) => isoDateInZone(Date.parse(booking.start), zone) === date)
          .map((booking) => agendaBooking(booking, names)),
        timeOff: periods.filter((period) => Date.parse(period.start) < dayEnd && Date.parse(period.end) > dayStart),
      };
    });
    return {
      from,
      today,
      days,
      previous: addDays(from, -days),
      next: addDays(from, days),
      dayList,
      awaitingOutcome: unmarked.filter(isShown).map((booking) => agendaBooking(booking, names)),
      mine,
      owners,
    } satisfies Agenda;
  }

  /**
   * The texts checked (the note as the lead workflow checks notes), then what the change writes in
   * its transaction: the audit entry and, when there is one, the internal note on the lead.
   */
  function prepareChange(action: string, actor: Actor, input: TeamChangeInput, noteLabel: string) {
    const texts = checkTexts(input);
    if ("problem" in texts) return { ok: false, message: texts.problem } as const;
    const note = texts.reason ? workflow.checkNote(`${noteLabel}: ${texts.reason}`) : undefined;
    if (note && !note.ok) return { ok: false, message: note.message } as const;
    const alongside = async (trx: Transaction<DatabaseSchema>, booking: Booking) => {
      const detail = { withNote: texts.reason !== "", withMessage: texts.message !== "" };
      await audit.record({ actor, action, target: booking.id, detail }, trx);
      if (note) await workflow.addNote(trx, booking.id, note.text, actor);
    };
    return { ok: true, byTeam: { by: actor.staff.name, message: texts.message }, alongside } as const;
  }

  async function answer(outcome: TeamChangeOutcome): Promise<ChangeBookingResult> {
    if (outcome.ok) return { ok: true, booking: await present(outcome.booking) };
    return { ok: false, ...CHANGE_PROBLEMS[outcome.problem] };
  }

  return {
    agenda,

    async booking(id) {
      const booking = await repository.findById(id);
      return booking ? present(booking) : null;
    },

    async cancel(id, input, actor) {
      const change = prepareChange("booking.cancel", actor, input, "Cancelled from the agenda");
      if (!change.ok) return { ok: false, code: "invalid_input", message: change.message };
      const { byTeam, alongside } = change;
      return answer(await scheduling.links.cancelByTeam(id, { sequence: input.sequence, byTeam, alongside }));
    },

    async rescheduleSlots(id) {
      const { slots } = await scheduling.freeSlots({ except: id });
      return slots;
    },

    async reschedule(id, input, actor) {
      if (!input.start) return { ok: false, code: "invalid_input", message: "Pick the new time." };
      const change = prepareChange("booking.reschedule", actor, input, "Moved from the agenda");
      if (!change.ok) return { ok: false, code: "invalid_input", message: change.message };
      const { byTeam, alongside } = change;
      return answer(
        await scheduling.links.rescheduleByTeam(id, input.start, { sequence: input.sequence, byTeam, alongside }),
      );
    },

    async assignOwner(id, ownerId, actor) {
      const owners = await ownerNames();
      if (ownerId !== null && !owners.has(ownerId)) {
        return { ok: false, code: "invalid_input", message: "Choose a member of the team from the list." };
      }
      const booking = await database.db.transaction().execute(async (trx) => {
        const bookings = createBookingRepository(trx);
        if (!(await bookings.assignOwner(id, ownerId))) return undefined;
        await audit.record({ actor, action: "booking.assign", target: id, detail: { ownerId } }, trx);
        return bookings.findById(id);
      });
      if (!booking) return { ok: false, ...CHANGE_PROBLEMS.unknown };
      return { ok: true, booking: agendaBooking(booking, owners) };
    },

    async markOutcome(id, outcome, actor) {
      const marked = await database.db.transaction().execute(async (trx) => {
        const result = await createBookingRepository(trx).markOutcome(id, outcome, actor.staff.id, now());
        if (result) await audit.record({ actor, action: "booking.outcome", target: id, detail: { outcome } }, trx);
        return result;
      });
      if (marked) return { ok: true, booking: await present(marked) };
      const booking = await repository.findById(id);
      if (!booking) return { ok: false, ...CHANGE_PROBLEMS.unknown };
      if (booking.status === "cancelled") {
        return { ok: false, code: "changed", message: "This meeting was cancelled, so it cannot be marked." };
      }
      return {
        ok: false,
        code: "changed",
        message: `This meeting has not ended yet: it can be marked “${MEETING_OUTCOME_LABELS[outcome]}” once it is over.`,
      };
    },
  };
}
