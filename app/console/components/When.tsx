import { formatDateTime, formatRelative, useTeamTimeZone } from "../format";
import pageStyles from "./work-pages.module.css";

/**
 * A moment in a list, said relatively with its clock time ("2 h ago · 3:05 pm") on one line, with the full
 * date and time (and the team's zone) in its title. The server and the browser may read the clock a minute apart, hence no hydration warning.
 */
export function When({ iso }: { iso: string }) {
  const timeZone = useTeamTimeZone();
  return (
    <time
      className={pageStyles.nowrap}
      dateTime={iso}
      title={`${formatDateTime(iso, timeZone)} (${timeZone})`}
      suppressHydrationWarning
    >
      {formatRelative(iso, timeZone, Date.now())}
    </time>
  );
}
