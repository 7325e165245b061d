import { formatAgo, formatDateTime, formatTimeZone, useTeamTimeZone } from "../format";
import pageStyles from "./work-pages.module.css";

/**
 * A moment in a list: its date and time as the whole console writes them, in the team's zone, on one line; how long
 * ago (within the day) and the zone are in its title, so a column stays one fixed width. `text`: the moment written
 * otherwise (a work page's day near today, "Today, 3:15 pm"), the full date then in the title. The server and the
 * browser may read the clock a minute apart, hence no hydration warning.
 */
export function When({ iso, text }: { iso: string; text?: string }) {
  const timeZone = useTeamTimeZone();
  const ago = formatAgo(iso, Date.now());
  const zone = formatTimeZone(timeZone, new Date(iso));
  const full = formatDateTime(iso, timeZone);
  const title = [text ? full : null, ago, zone].filter(Boolean).join(", ");
  return (
    <time className={pageStyles.nowrap} dateTime={iso} title={title} suppressHydrationWarning>
      {text ?? full}
    </time>
  );
}
