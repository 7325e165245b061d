/**
 * Time off and blocked periods from the console: listed with the confirmed bookings they
 * cover (kept, shown as a warning), added from dates and times in the team's time zone
 * (whole days when the times are left empty), removed; each change is audited. The public
 * scheduler reads the same table (server/scheduling/time-off-repository.ts) on every request.
 */
import {
  type AddTimeOffResult,
  type ConsoleBookings,
  TIME_OFF_MAX_DAYS,
  TIME_OFF_REASON_MAX,
  type TimeOffField,
  type TimeOffInput,
  type TimeOffPeriod,
} from "#shared/console/bookings.ts";
import type { Actor } from "#shared/console/staff.ts";
import { readTypedDay, TYPED_DAY_EXAMPLE } from "#shared/console/typed-day.ts";
import {
  addDays,
  instantOfWallTime,
  parseClockTime,
  parseIsoDate,
  startOfDayInZone,
} from "#shared/scheduling/zoned-time.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import { createBookingRepository } from "../scheduling/booking-repository.ts";
import { createTimeOffRepository, type TimeOff } from "../scheduling/time-off-repository.ts";
import { agendaBooking } from "./agenda-booking.ts";
import type { AuditLog } from "./audit-log.ts";

const DAY = 86_400_000;
/** "Not ended yet" looks this far ahead. */
const LIST_YEARS = 10;

type Problem = Extract<AddTimeOffResult, { ok: false }>;

function problem(code: Problem["code"], field: TimeOffField, message: string): Problem {
  return { ok: false, code, field, message };
}

/** One end of the period: a date and an optional time; without a time, the day's start (or, for the end, the next day's). */
function instantOf(typedDate: string, time: string, zone: string, end: boolean): number | Problem {
  const dateField: TimeOffField = end ? "endDate" : "startDate";
  const timeField: TimeOffField = end ? "endTime" : "startTime";
  const date = readTypedDay(typedDate);
  const day = date ? parseIsoDate(date) : null;
  if (!date || !day)
    return problem("invalid_input", dateField, `Write the ${end ? "end" : "start"} day like ${TYPED_DAY_EXAMPLE}.`);
  if (!time) return startOfDayInZone(end ? addDays(date, 1) : date, zone);
  const minutes = parseClockTime(time);
  if (minutes === null || minutes >= 24 * 60)
    return problem("invalid_input", timeField, "Enter a time like 09:30 (24-hour clock).");
  const instant = instantOfWallTime({ ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone);
  if (instant === null)
    return problem("impossible_period", timeField, `${date} ${time} does not exist in ${zone} (the clocks change).`);
  return instant;
}

/** Checks the add form; the period as UTC instants, or the first field at fault. */
export function parseTimeOff(
  input: TimeOffInput,
  zone: string,
  now: number,
): { ok: true; start: number; end: number; reason: string } | Problem {
  const reason = input.reason.trim();
  if (reason.length > TIME_OFF_REASON_MAX) {
    return problem("invalid_input", "reason", `Keep the reason under ${TIME_OFF_REASON_MAX} characters.`);
  }
  const start = instantOf(input.startDate.trim(), input.startTime.trim(), zone, false);
  if (typeof start !== "number") return start;
  const end = instantOf(input.endDate.trim() || input.startDate.trim(), input.endTime.trim(), zone, true);
  if (typeof end !== "number") return end;
  const endField = input.endTime.trim() ? "endTime" : "endDate";
  if (end <= start) return problem("impossible_period", endField, "The end must be after the start.");
  if (end <= now)
    return problem("impossible_period", endField, "This period is already over. Time off must end in the future.");
  if (end - start > TIME_OFF_MAX_DAYS * DAY) {
    return problem(
      "impossible_period",
      "endDate",
      `One period can block at most ${TIME_OFF_MAX_DAYS} days. Add longer absences in parts.`,
    );
  }
  return { ok: true, start, end, reason };
}

export function createTimeOffService({
  database,
  audit,
  zone,
  now,
}: {
  database: AppDatabase;
  audit: AuditLog;
  zone: string;
  now: Clock;
}) {
  const repository = createTimeOffRepository(database.db);
  const bookings = createBookingRepository(database.db);

  /** A period with the confirmed bookings it covers. */
  async function withConflicts(period: TimeOff): Promise<TimeOffPeriod> {
    const inside = await bookings.listOverlapping(Date.parse(period.start), Date.parse(period.end), {
      confirmedOnly: true,
    });
    return { ...period, conflicts: inside.map((booking) => agendaBooking(booking)) };
  }

  const between = async (from: number, to: number): Promise<TimeOffPeriod[]> =>
    Promise.all((await repository.listBetween(from, to)).map(withConflicts));

  const service: Pick<ConsoleBookings, "timeOff" | "addTimeOff" | "removeTimeOff"> = {
    timeOff() {
      const current = now().getTime();
      return between(current, current + LIST_YEARS * 366 * DAY);
    },

    async addTimeOff(input: TimeOffInput, actor: Actor): Promise<AddTimeOffResult> {
      const parsed = parseTimeOff(input, zone, now().getTime());
      if (!parsed.ok) return parsed;
      const period = await database.db.transaction().execute(async (trx) => {
        const stored = await createTimeOffRepository(trx).insert({
          start: new Date(parsed.start).toISOString(),
          end: new Date(parsed.end).toISOString(),
          reason: parsed.reason,
          createdBy: actor.staff.email,
          createdAt: now().toISOString(),
        });
        await audit.record(
          { actor, action: "time-off.add", target: stored.id, detail: { start: stored.start, end: stored.end } },
          trx,
        );
        return stored;
      });
      return { ok: true, period: await withConflicts(period) };
    },

    async removeTimeOff(id: string, actor: Actor): Promise<boolean> {
      return database.db.transaction().execute(async (trx) => {
        const removed = await createTimeOffRepository(trx).remove(id);
        if (removed) await audit.record({ actor, action: "time-off.remove", target: id }, trx);
        return removed;
      });
    },
  };

  return { ...service, between };
}

export type TimeOffService = ReturnType<typeof createTimeOffService>;
