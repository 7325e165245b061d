/**
 * The console's bookings: the agenda by day in the team's time zone, and cancelling a
 * booking through the scheduler's own cancel logic (compare-and-set on the sequence, the
 * visitor's e-mail with a cancellation .ics, the team's e-mail and the webhook event). A
 * cancellation's note goes on the lead's timeline through the lead workflow.
 */
import {
  AGENDA_DEFAULT_DAYS,
  AGENDA_MAX_DAYS,
  type Agenda,
  CANCEL_REASON_MAX,
  type CancelBookingResult,
  type ConsoleBookings,
} from "#shared/console/bookings.ts";
import type { Actor } from "#shared/console/staff.ts";
import { addDays, isoDateInZone, parseIsoDate, startOfDayInZone } from "#shared/scheduling/zoned-time.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import type { PersonRecord } from "../people/record.ts";
import type { TeamCancelOutcome } from "../scheduling/booking-changes.ts";
import { createBookingRepository } from "../scheduling/booking-repository.ts";
import type { SchedulingService } from "../scheduling/scheduling-service.ts";
import { agendaBooking } from "./agenda-booking.ts";
import type { AuditLog } from "./audit-log.ts";
import type { TimeOffService } from "./time-off.ts";

const CANCEL_PROBLEMS: Record<Extract<TeamCancelOutcome, { ok: false }>["problem"], CancelBookingResult> = {
  unknown: { ok: false, status: 404, message: "There is no booking with this id." },
  cancelled: { ok: false, status: 409, message: "This meeting is already cancelled." },
  changed: {
    ok: false,
    status: 409,
    message: "The visitor moved or cancelled this meeting after you opened it. Check it again before cancelling.",
  },
  started: { ok: false, status: 409, message: "This meeting has already started, so it can no longer be cancelled." },
};

function daysOf(value: string | null | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= AGENDA_MAX_DAYS ? days : AGENDA_DEFAULT_DAYS;
}

export function createAgenda({
  database,
  scheduling,
  timeOff,
  audit,
  workflow,
  now,
}: {
  database: AppDatabase;
  scheduling: Pick<SchedulingService, "config" | "links">;
  timeOff: TimeOffService;
  audit: AuditLog;
  workflow: Pick<PersonRecord, "checkNote" | "addNote">;
  now: Clock;
}): Omit<ConsoleBookings, "timeOff" | "addTimeOff" | "removeTimeOff"> {
  const repository = createBookingRepository(database.db);
  const zone = scheduling.config.teamTimeZone;

  async function agenda(query: { from?: string | null; days?: string | null }): Promise<Agenda> {
    const today = isoDateInZone(now().getTime(), zone);
    const from = query.from && parseIsoDate(query.from) ? query.from : today;
    const days = daysOf(query.days);
    const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
    const bounds = [...dates, addDays(from, days)].map((date) => startOfDayInZone(date, zone));
    const [bookings, periods] = await Promise.all([
      repository.listOverlapping(bounds[0]!, bounds[days]!),
      timeOff.between(bounds[0]!, bounds[days]!),
    ]);
    const dayList = dates.map((date, index) => {
      const [dayStart, dayEnd] = [bounds[index]!, bounds[index + 1]!];
      return {
        date,
        bookings: bookings
          .filter((booking) => isoDateInZone(Date.parse(booking.start), zone) === date)
          .map(agendaBooking),
        timeOff: periods.filter((period) => Date.parse(period.start) < dayEnd && Date.parse(period.end) > dayStart),
      };
    });
    return { from, today, days, previous: addDays(from, -days), next: addDays(from, days), dayList };
  }

  async function cancel(id: string, request: { sequence: number; reason: string }, actor: Actor) {
    const reason = request.reason.trim();
    if (reason.length > CANCEL_REASON_MAX) {
      return { ok: false, status: 400, message: `Keep the note under ${CANCEL_REASON_MAX} characters.` } as const;
    }
    const note = reason ? workflow.checkNote(`Cancelled from the agenda: ${reason}`) : undefined;
    if (note && !note.ok) return { ok: false, status: 400, message: note.message } as const;
    const outcome = await scheduling.links.cancelByTeam(id, request.sequence, async (trx, booking) => {
      await audit.record(
        { actor, action: "booking.cancel", target: booking.id, detail: { withNote: reason !== "" } },
        trx,
      );
      if (note) await workflow.addNote(trx, booking.id, note.text, actor);
    });
    return outcome.ok
      ? ({ ok: true, booking: agendaBooking(outcome.booking) } as const)
      : CANCEL_PROBLEMS[outcome.problem];
  }

  return {
    agenda,
    async booking(id) {
      const booking = await repository.findById(id);
      return booking ? agendaBooking(booking) : null;
    },
    cancel,
  };
}
