import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { useCsrfToken } from "../CsrfField";
import consoleStyles from "../console.module.css";
import styles from "./studio.module.css";
import { callContentApi } from "./studio-api";

/** How long the typing pauses before the preview is rendered again. */
const RENDER_PAUSE_MS = 400;

type Preview = { state: "loading" } | { state: "ready"; html: string } | { state: "failed"; message: string };

/**
 * A Markdown/MDX text as the site will show it, rendered by the server's own pipeline (the site's components
 * included), once the typing pauses. Loaded only when shown, so the editor's first load carries none of it.
 */
export default function MarkdownPreview({ text }: { text: string }) {
  const csrfToken = useCsrfToken();
  // The studio's document (its page's address): its text is rendered as the document's kind renders.
  const { id = "" } = useParams();
  const [preview, setPreview] = useState<Preview>({ state: "loading" });
  const rendered = useRef(false);
  useEffect(() => {
    let current = true;
    // The first render at once; then, beside the text, it follows the typing: one render once the typing pauses,
    // not one per key.
    const timer = setTimeout(
      () => {
        rendered.current = true;
        void callContentApi<{ html: string }>(`/${encodeURIComponent(id)}`, {
          method: "POST",
          body: { text },
          csrfToken,
        }).then((result) => {
          if (!current) return;
          setPreview(
            result.ok ? { state: "ready", html: result.value.html } : { state: "failed", message: result.message },
          );
        });
      },
      rendered.current ? RENDER_PAUSE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, csrfToken, id]);
  if (preview.state === "loading") return <p className={styles.previewPending}>Rendering the preview…</p>;
  if (preview.state === "failed") {
    return <p className={`${consoleStyles.notice} ${consoleStyles.noticeError}`}>{preview.message}</p>;
  }
  // The server's own HTML (the site's pipeline), set in the studio's preview type: the site's prose styles stay
  // with the public pages, out of the console's chunks.
  return <div className={styles.previewText} dangerouslySetInnerHTML={{ __html: preview.html }} />;
}
