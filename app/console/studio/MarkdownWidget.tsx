import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useMediaQuery } from "~/lib/use-media-query";
import consoleStyles from "../console.module.css";
import { valueTypedEarly } from "../typed-early";
import type { MarkdownEditorHandle } from "./codemirror-editor";
import { MDX_SNIPPETS } from "./mdx-snippets";
import styles from "./studio.module.css";

const MarkdownPreview = lazy(() => import("./MarkdownPreview"));

/**
 * A Markdown/MDX body: a plain text box until CodeMirror has loaded (and without JavaScript),
 * then CodeMirror, started from whatever the box holds by then, so nothing typed early is lost.
 * The toolbar inserts the site's components (statistics, callouts, examples).
 */
export function MarkdownWidget({ id, value, label, onChange, onBlur, rawErrors, disabled, readonly }: WidgetProps) {
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<MarkdownEditorHandle | null>(null);
  const [ready, setReady] = useState(false);
  const text = typeof value === "string" ? value : "";
  const invalid = (rawErrors?.length ?? 0) > 0;
  const describedBy = ariaDescribedByIds(id);
  const [previewing, setPreviewing] = useState(false);
  // From lg (tokens.css) the preview sits beside the text; below it, it is drawn only while chosen.
  const sideBySide = useMediaQuery("(min-width: 1024px)");
  const latest = useRef({ onChange, onBlur, id });
  latest.current = { onChange, onBlur, id };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor starts once; later values arrive through setText.
  useEffect(() => {
    let cancelled = false;
    void import("./codemirror-editor").then(({ createMarkdownEditor }) => {
      const host = hostRef.current;
      if (cancelled || !host) return;
      const box = boxRef.current;
      const typed = (box && valueTypedEarly(box)) ?? text;
      editorRef.current = createMarkdownEditor({
        parent: host,
        text: typed,
        label,
        describedBy,
        invalid,
        onChange: (next) => latest.current.onChange(next),
        onBlur: () => latest.current.onBlur(latest.current.id, undefined),
      });
      if (typed !== text) latest.current.onChange(typed);
      setReady(true);
    });
    return () => {
      cancelled = true;
      editorRef.current?.destroy();
      editorRef.current = null;
    };
  }, []);

  useEffect(() => {
    editorRef.current?.setText(text);
  }, [text]);

  return (
    <div className={styles.markdown} data-mode={previewing ? "preview" : "write"}>
      {ready && (
        // Below lg the text and its preview take turns; from lg they sit side by side and the switch is not drawn.
        <div className={`${consoleStyles.segmentedFrame} ${styles.markdownModes}`}>
          <div className={consoleStyles.segmented} role="group" aria-label={`${label}: write or preview`}>
            <button type="button" aria-pressed={!previewing} onClick={() => setPreviewing(false)}>
              Write
            </button>
            <button type="button" aria-pressed={previewing} onClick={() => setPreviewing(true)}>
              Preview
            </button>
          </div>
        </div>
      )}
      <div className={styles.toolbar} role="toolbar" aria-label={`Insert into ${label}`}>
        {MDX_SNIPPETS.map((snippet) => (
          <button
            key={snippet.label}
            type="button"
            className={`${consoleStyles.quietButton} ${consoleStyles.compact}`}
            title={snippet.description}
            disabled={!ready || disabled || readonly}
            onClick={() => editorRef.current?.insert(snippet)}
          >
            {snippet.label}
          </button>
        ))}
      </div>
      <textarea
        ref={boxRef}
        id={id}
        name={id}
        className={`${consoleStyles.input} ${styles.markdownFallback}`}
        hidden={ready}
        defaultValue={text}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        readOnly={readonly}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        rows={16}
      />
      <div className={styles.markdownPanes}>
        <div ref={hostRef} className={styles.markdownEditor} />
        {ready && (previewing || sideBySide) && (
          <section className={styles.markdownPreview} aria-label={`${label}: preview`}>
            <p className={styles.previewLabel}>Preview, as on the site</p>
            <Suspense fallback={<p className={styles.previewPending}>Rendering the preview…</p>}>
              <MarkdownPreview text={text} />
            </Suspense>
          </section>
        )}
      </div>
    </div>
  );
}
