import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import consoleStyles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";
import styles from "./studio.module.css";

const WIDTHS = [
  { label: "Phone", width: 375, height: 800 },
  { label: "Desktop", width: 1440, height: 900 },
] as const;

/** How much a frame of `width` pixels must shrink to fit its container (1: it fits). */
function useFitScale(width: number) {
  const container = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setScale(Math.min(1, element.clientWidth / width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { container, scale };
}

export interface ContentPreviewPageProps {
  id: string;
  title: string;
  /** The page with the draft: `<page path>?preview=<signed token>`, on this origin (the frame's source). */
  previewUrl: string;
  /** The same link in full, on the console's origin: the one to send to a reviewer. */
  shareUrl: string;
  expiresAt: string;
}

/**
 * The document's page with its draft, in a frame as wide as a phone (375 px) or a desktop
 * (1440 px), and the link to send to a reviewer without an account.
 */
export function ContentPreviewPage({ id, title, previewUrl, shareUrl, expiresAt }: ContentPreviewPageProps) {
  const timeZone = useTeamTimeZone();
  const [size, setSize] = useState<(typeof WIDTHS)[number]>(WIDTHS[0]);
  const { container, scale } = useFitScale(size.width);
  const [copied, setCopied] = useState(false);
  return (
    <>
      <div className={consoleStyles.pageHeader}>
        <div>
          <p className={consoleStyles.muted}>
            <Link to="/console/content">Content</Link> ›{" "}
            <Link to={`/console/content/${encodeURIComponent(id)}`}>{title}</Link>
          </p>
          <h1 className={consoleStyles.title}>Preview: {title}</h1>
          <p className={consoleStyles.lede}>
            The real page with the latest draft. Visitors still see the published version.
          </p>
        </div>
        <div className={styles.widths} role="group" aria-label="Preview width">
          {WIDTHS.map((option) => (
            <button
              key={option.width}
              type="button"
              className={consoleStyles.quietButton}
              aria-pressed={size.width === option.width}
              onClick={() => setSize(option)}
            >
              {option.label} ({option.width} px)
            </button>
          ))}
        </div>
      </div>
      <section className={consoleStyles.panel} aria-labelledby="share-title">
        <h2 id="share-title" className={consoleStyles.panelTitle}>
          Link for a reviewer
        </h2>
        <p className={consoleStyles.muted}>
          Anyone with this link can see the draft, without an account, until{" "}
          <time dateTime={expiresAt}>{formatDateTime(expiresAt, timeZone)}</time>. It always shows the latest draft.
        </p>
        <div className={consoleStyles.actions}>
          <label className="visually-hidden" htmlFor="preview-link">
            Preview link
          </label>
          <input
            id="preview-link"
            className={consoleStyles.input}
            readOnly
            value={shareUrl}
            style={{ flex: "1 1 20rem" }}
          />
          <button
            type="button"
            className={consoleStyles.quietButton}
            onClick={() => void navigator.clipboard.writeText(shareUrl).then(() => setCopied(true))}
          >
            {copied ? "Copied" : "Copy link"}
          </button>
          <a className={consoleStyles.quietButton} href={previewUrl} target="_blank" rel="noreferrer">
            Open in a new tab
          </a>
        </div>
      </section>
      <p className={consoleStyles.muted}>
        {size.label}: {size.width} × {size.height} px{scale < 1 ? `, shown at ${Math.round(scale * 100)}% to fit` : ""}.
      </p>
      <div ref={container} className={styles.viewport} style={{ height: `${Math.ceil(size.height * scale)}px` }}>
        <iframe
          className={styles.frame}
          title={`Preview of ${title} at ${size.width} pixels wide`}
          src={previewUrl}
          width={size.width}
          height={size.height}
          style={scale < 1 ? { transform: `scale(${scale})` } : { marginInline: "auto" }}
        />
      </div>
    </>
  );
}
