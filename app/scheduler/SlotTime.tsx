import { formatTime, type ZonedSlot } from "#shared/scheduling/slot-days.ts";
import { zoneOffsetMinutes } from "#shared/scheduling/zoned-time.ts";
import styles from "./Scheduler.module.css";

/** A slot's start on the visitor's clock, with the team's clock under it when the two differ. */
export function SlotTime({
  slot,
  timeZone,
  teamTimeZone,
  locale,
}: {
  slot: ZonedSlot;
  timeZone: string;
  teamTimeZone: string;
  locale?: string;
}) {
  const showTeamTime = zoneOffsetMinutes(slot.startMs, timeZone) !== zoneOffsetMinutes(slot.startMs, teamTimeZone);
  return (
    <>
      <span className={styles.slotTime}>{formatTime(slot.startMs, timeZone, locale)}</span>
      {showTeamTime ? (
        <span className={styles.slotTeamTime}>{formatTime(slot.startMs, teamTimeZone, locale)} team time</span>
      ) : null}
    </>
  );
}
