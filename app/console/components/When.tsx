import { formatAgo, formatDateTime, formatTimeZone, useTeamTimeZone } from "../format";
import pageStyles from "./work-pages.module.css";

/**
 * A moment in a list: its date and time as the whole console writes them, in the team's zone, on one line; how long
 * ago (within the day) and the zone are in its title, so a column stays one fixed width. The server and the browser
 * may read the clock a minute apart, hence no hydration warning on the title.
 */
export function When({ iso }: { iso: string }) {
  const timeZone = useTeamTimeZone();
  const ago = formatAgo(iso, Date.now());
  const zone = formatTimeZone(timeZone, new Date(iso));
  return (
    <time className={pageStyles.nowrap} dateTime={iso} title={ago ? `${ago}, ${zone}` : zone} suppressHydrationWarning>
      {formatDateTime(iso, timeZone)}
    </time>
  );
}
