import { lazy, Suspense, useRef } from "react";
import { TextLink } from "~/components/ui";
import { siteConfig } from "~/config/site";
import { useHydrated } from "~/lib/use-hydrated";
import { useInView } from "~/lib/use-in-view";
import styles from "./MeetingScheduler.module.css";
import { SchedulerLoading } from "./SchedulerLoading";

// The scheduler sits below the fold: its code loads, and its slots are fetched and laid out, only
// when it comes within about a third of a phone screen of the viewport, so a phone that opens the
// page spends its first seconds on what it shows (decision 015).
const SchedulerApp = lazy(() => import("./SchedulerApp"));
const SchedulerEmbed = lazy(() => import("./SchedulerEmbed"));

export interface MeetingSchedulerProps {
  /** Where visitors without JavaScript can ask for a meeting instead. */
  requestFormHref?: string;
  /** Level of the scheduler's own headings under the page section's heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Book a meeting with the sales team: the built-in scheduler, or the external
 * scheduling page when `siteConfig.integrations.schedulerEmbedUrl` is set.
 */
export function MeetingScheduler({
  requestFormHref = "/bookmeeting#request",
  headingLevel = 3,
}: MeetingSchedulerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const near = useInView(ref, { rootMargin: "300px", once: true });
  const embedUrl = siteConfig.integrations.schedulerEmbedUrl;

  return (
    <div ref={ref} className={styles.root} data-testid="meeting-scheduler">
      <noscript>
        <p className={styles.noscript}>
          Picking a time online needs JavaScript, which is turned off in this browser.{" "}
          <TextLink href={requestFormHref}>Send us a meeting request instead</TextLink>.
        </p>
      </noscript>
      {hydrated && !near ? <SchedulerLoading /> : null}
      {hydrated && near ? (
        <Suspense fallback={<SchedulerLoading />}>
          {embedUrl ? (
            <SchedulerEmbed url={embedUrl} />
          ) : (
            <SchedulerApp headingLevel={headingLevel} requestFormHref={requestFormHref} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
