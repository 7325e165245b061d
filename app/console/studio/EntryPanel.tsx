import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { CollectionEntry } from "#shared/console/collections.ts";
import { useCsrfToken } from "../CsrfField";
import consoleStyles from "../console.module.css";
import { valuesTypedEarly } from "../typed-early";
import { ENTRY_SECTION_ID } from "./DocumentOutline";
import styles from "./studio.module.css";
import { callContentApi } from "./studio-api";

const STATE_LABELS: Record<CollectionEntry["state"], string> = {
  draft: "Never published: only previews show it.",
  published: "Published: live at its address.",
  unpublished: "Unpublished: its address answers 410 Gone until you publish it again.",
};

/** An article or story created in the studio: its address (with a change that keeps a redirect) and unpublishing. */
export function EntryPanel({ entry }: { entry: CollectionEntry }) {
  const csrfToken = useCsrfToken();
  const revalidator = useRevalidator();
  const [slug, setSlug] = useState(entry.slug);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasPublic = entry.state !== "draft";

  const [shownSlug, setShownSlug] = useState(entry.slug);
  if (entry.slug !== shownSlug) {
    setShownSlug(entry.slug);
    setSlug(entry.slug);
  }
  const slugForm = useRef<HTMLFormElement>(null);

  // An address typed before this code ran stays in the box.
  useLayoutEffect(() => {
    const typed = slugForm.current ? valuesTypedEarly(slugForm.current).slug : undefined;
    if (typed !== undefined) setSlug(typed);
  }, []);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function changeSlug() {
    setBusy(true);
    const outcome = await callContentApi<{ entry: CollectionEntry }>(`/${encodeURIComponent(entry.id)}/slug`, {
      method: "PUT",
      body: { slug },
      csrfToken,
    });
    setBusy(false);
    if (!outcome.ok) {
      setMessage({ text: outcome.message, error: true });
      return;
    }
    setMessage({
      text: wasPublic
        ? `The address is now /${outcome.value.entry.slug}; /${entry.slug} redirects to it.`
        : `The address is now /${outcome.value.entry.slug}.`,
      error: false,
    });
    await revalidator.revalidate();
  }

  async function unpublish() {
    setBusy(true);
    const outcome = await callContentApi<{ entry: CollectionEntry }>(`/${encodeURIComponent(entry.id)}/unpublish`, {
      method: "POST",
      body: {},
      csrfToken,
    });
    setBusy(false);
    setConfirming(false);
    setMessage(
      outcome.ok
        ? { text: `/${entry.slug} is off the site: it answers 410 Gone. Publish again to bring it back.`, error: false }
        : { text: outcome.message, error: true },
    );
    await revalidator.revalidate();
  }

  return (
    <section
      id={ENTRY_SECTION_ID}
      className={`${consoleStyles.panel} ${styles.entryPanel}`}
      aria-labelledby="entry-title"
    >
      <h2 id="entry-title" className={consoleStyles.panelTitle}>
        Address and publication
      </h2>
      <p>
        <a href={`/${entry.slug}`}>/{entry.slug}</a> · {STATE_LABELS[entry.state]}
      </p>
      {entry.oldSlugs.length > 0 && (
        <p className={consoleStyles.muted}>
          Earlier addresses, redirected here: {entry.oldSlugs.map((old) => `/${old}`).join(", ")}
        </p>
      )}
      <form
        ref={slugForm}
        className={consoleStyles.field}
        onSubmit={(event) => {
          event.preventDefault();
          void changeSlug();
        }}
      >
        <label htmlFor="entry-slug">Address</label>
        {wasPublic && (
          <p id="entry-slug-hint" className={consoleStyles.hint}>
            Changing it keeps a permanent redirect (301) from /{entry.slug} to the new address.
          </p>
        )}
        {/* The address and its button on one row: the button acts on the box beside it. */}
        <div className={styles.slugRow}>
          <input
            id="entry-slug"
            name="slug"
            className={consoleStyles.input}
            value={slug}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={wasPublic ? "entry-slug-hint" : undefined}
            onChange={(event) => setSlug(event.target.value)}
          />
          <button type="submit" className={consoleStyles.quietButton} disabled={busy || slug === entry.slug}>
            Change address
          </button>
        </div>
      </form>
      {entry.state === "published" &&
        (confirming ? (
          <div role="group" aria-labelledby="unpublish-question" className={consoleStyles.notice}>
            <p id="unpublish-question">
              Take /{entry.slug} off the site? Its page will answer 410 Gone and leave the blog list, the sitemap and
              search.
            </p>
            <div className={consoleStyles.actions}>
              <button
                ref={confirmRef}
                type="button"
                className={consoleStyles.dangerButton}
                disabled={busy}
                onClick={() => void unpublish()}
              >
                Unpublish
              </button>
              <button type="button" className={consoleStyles.quietButton} onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <div className={consoleStyles.actions}>
            <button type="button" className={consoleStyles.dangerButton} onClick={() => setConfirming(true)}>
              Unpublish…
            </button>
          </div>
        ))}
      {message && (
        <p
          role={message.error ? "alert" : "status"}
          className={message.error ? consoleStyles.error : consoleStyles.notice}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
