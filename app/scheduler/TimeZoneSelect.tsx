import { useId, useMemo, useState } from "react";
import { dateFormat, describeTimeZone, timeZoneOptions } from "#shared/scheduling/slot-days.ts";
import styles from "./Scheduler.module.css";

function zoneLabel(zone: string, now: number): string {
  const offset = dateFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" })
    .formatToParts(now)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${zone.replaceAll("_", " ").replaceAll("/", " / ")}${offset ? ` (${offset})` : ""}`;
}

/** Which clock the times are shown in: the detected zone first, any IANA zone selectable. */
export function TimeZoneSelect({
  value,
  teamTimeZone,
  detected,
  onChange,
}: {
  value: string;
  teamTimeZone: string;
  detected: string;
  onChange(zone: string): void;
}) {
  const id = useId();
  const noteId = useId();
  const now = useMemo(() => Date.now(), []);
  // Labelling all ~400 zones costs a formatter each (a long task on a phone), so the list holds the
  // likely zones until the visitor reaches for the field; pointer and focus come before it opens.
  const [all, setAll] = useState(false);
  const showAll = () => setAll(true);
  const options = useMemo(
    () => timeZoneOptions([detected, teamTimeZone, value], all).map((zone) => ({ zone, label: zoneLabel(zone, now) })),
    [detected, teamTimeZone, value, now, all],
  );

  return (
    <div className={styles.zoneRow}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          Times shown in
        </label>
        <select
          id={id}
          className={styles.select}
          value={value}
          aria-describedby={noteId}
          onChange={(event) => onChange(event.target.value)}
          onFocus={showAll}
          onPointerDown={showAll}
        >
          {options.map((option) => (
            <option key={option.zone} value={option.zone}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p id={noteId} className={styles.zoneNote}>
        {value === detected ? "Detected from your device. " : ""}
        Our team works in {describeTimeZone(teamTimeZone, now)}.
      </p>
    </div>
  );
}
