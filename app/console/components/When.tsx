import { formatAgo, formatDateTime, formatNearDateTime, formatTimeZone, useTeamTimeZone } from "../format";
import pageStyles from "./work-pages.module.css";

/**
 * A moment in a list: its date and time as the whole console writes them, in the team's zone, on one line; how long
 * ago (within the day) and the zone are in its title, so a column stays one fixed width. `near`: within a week its
 * day is written near today ("Today, 3:15 pm", "Mon 30 Nov, 12:00 pm"), the full date in the title (the work pages;
 * logs keep full dates). The server and the browser may read the clock a minute apart, hence no hydration warning.
 */
export function When({ iso, near = false }: { iso: string; near?: boolean }) {
  const timeZone = useTeamTimeZone();
  const now = Date.now();
  const ago = formatAgo(iso, now);
  const zone = formatTimeZone(timeZone, new Date(iso));
  const full = formatDateTime(iso, timeZone);
  const title = [near ? full : null, ago, zone].filter(Boolean).join(", ");
  return (
    <time className={pageStyles.nowrap} dateTime={iso} title={title} suppressHydrationWarning>
      {near ? formatNearDateTime(iso, timeZone, now) : full}
    </time>
  );
}
