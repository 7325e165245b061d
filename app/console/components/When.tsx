import { formatAgo, formatDateTime, useTeamTimeZone } from "../format";
import pageStyles from "./work-pages.module.css";

/**
 * A moment in a list: its date and time as the whole console writes them, in the team's zone (named in its title),
 * with how long ago as a quiet hint within the day. The server and the browser may read the clock a minute apart,
 * hence no hydration warning on the hint.
 */
export function When({ iso }: { iso: string }) {
  const timeZone = useTeamTimeZone();
  const ago = formatAgo(iso, Date.now());
  return (
    <span className={pageStyles.nowrap}>
      <time dateTime={iso} title={timeZone}>
        {formatDateTime(iso, timeZone)}
      </time>
      <span className={pageStyles.ago} suppressHydrationWarning>
        {ago && ` · ${ago}`}
      </span>
    </span>
  );
}
