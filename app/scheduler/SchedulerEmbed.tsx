import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { siteConfig } from "~/config/site";
import { buildEmbedUrl } from "./prefill";
import styles from "./Scheduler.module.css";
import { SchedulerLoading } from "./SchedulerLoading";

/** The configured external scheduling page, prefilled from this page's query, with a spinner until it loads. */
export default function SchedulerEmbed({ url }: { url: string }) {
  const [searchParams] = useSearchParams();
  const [loaded, setLoaded] = useState(false);
  const src = useMemo(() => buildEmbedUrl(url, searchParams), [url, searchParams]);

  return (
    <div className={styles.embed}>
      {loaded ? null : (
        <div className={styles.embedLoading}>
          <SchedulerLoading label="Loading the scheduling page…" />
        </div>
      )}
      <iframe
        className={styles.embedFrame}
        src={src}
        title={`Book a meeting with the ${siteConfig.brand} team`}
        onLoad={() => setLoaded(true)}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
