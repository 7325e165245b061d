/**
 * When the sales team can be booked through the built-in meeting scheduler.
 *
 * These are the defaults. The server reads overrides from environment variables
 * (the `SCHEDULING_*` entries of `server/settings/settings.ts`), so the team can change its hours,
 * slot length or holidays without a rebuild: the browser always receives the
 * free slots from the server and never reads this file's rules itself.
 *
 * Kept free of Vite and Node imports so the server can import it directly.
 */

/** ISO weekday numbers: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface Holiday {
  /** Calendar date in the team's time zone, `YYYY-MM-DD`. */
  date: string;
  name: string;
}

export interface SchedulingConfig {
  /** IANA time zone the working hours are given in. */
  teamTimeZone: string;
  workingDays: IsoWeekday[];
  /** First slot starts at this wall-clock time (`HH:MM`, team time zone). */
  dayStart: string;
  /** The last slot ends at or before this wall-clock time (`HH:MM`, team time zone). */
  dayEnd: string;
  /** Length of a meeting, in minutes. */
  slotMinutes: number;
  /** Gap kept free after every meeting, in minutes; slots start every `slotMinutes + bufferMinutes`. */
  bufferMinutes: number;
  /** How far ahead a meeting can be booked, in days from now. */
  horizonDays: number;
  /** A meeting must start at least this many hours from now. */
  minimumNoticeHours: number;
  /** Days without meetings (besides non-working days). */
  holidays: Holiday[];
  /** Title of the calendar event sent to the visitor. */
  meetingTitle: string;
}

/**
 * Public holidays observed by the Bengaluru office. Only fixed-date holidays are
 * listed; the company should replace this list (or set SCHEDULING_HOLIDAYS) with
 * its own holiday calendar, including festivals whose dates move every year.
 */
export const defaultHolidays: Holiday[] = [
  { date: "2026-12-25", name: "Christmas Day" },
  { date: "2027-01-26", name: "Republic Day" },
  { date: "2027-04-14", name: "Dr. B. R. Ambedkar Jayanti" },
  { date: "2027-05-01", name: "May Day" },
  { date: "2027-08-15", name: "Independence Day" },
  { date: "2027-10-02", name: "Gandhi Jayanti" },
  { date: "2027-11-01", name: "Karnataka Rajyotsava" },
  { date: "2027-12-25", name: "Christmas Day" },
];

export const defaultSchedulingConfig: SchedulingConfig = {
  teamTimeZone: "Asia/Kolkata",
  workingDays: [1, 2, 3, 4, 5],
  dayStart: "10:00",
  dayEnd: "18:00",
  slotMinutes: 30,
  bufferMinutes: 10,
  horizonDays: 30,
  minimumNoticeHours: 12,
  holidays: defaultHolidays,
  meetingTitle: "Meeting with the Horizon team",
};
