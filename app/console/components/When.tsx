import { formatAgo, formatDateTime, formatTimeZone, useTeamTimeZone } from "../format";
import { formatNearDateTime } from "../near-days";
import pageStyles from "./work-pages.module.css";

/**
 * A moment in a list, as the console writes a recent event: relative to the team's today ("Today, 1:28 am",
 * "Yesterday, 4:10 pm", "Thu 26 Nov, 1:28 am"), on one line; its date, how long ago (within the day) and the zone
 * are in its title, so a column stays one fixed width. `text`: the same written against the page's own clock. The
 * server and the browser may read the clock a minute apart, hence no hydration warning. `inSentence`: "today, 1:28 am",
 * inside a sentence.
 */
export function When({ iso, text: given, inSentence = false }: { iso: string; text?: string; inSentence?: boolean }) {
  const timeZone = useTeamTimeZone();
  const now = Date.now();
  const ago = formatAgo(iso, now);
  const zone = formatTimeZone(timeZone, new Date(iso));
  const text = given ?? formatNearDateTime(iso, timeZone, now, { inSentence });
  const full = formatDateTime(iso, timeZone, now);
  const title = [full === text ? null : full, ago, zone].filter(Boolean).join(", ");
  return (
    <time className={pageStyles.nowrap} dateTime={iso} title={title} suppressHydrationWarning>
      {text}
    </time>
  );
}
