/**
 * The navigation bar's search control. Before JavaScript runs it is a link to the search page; once
 * the page is interactive it opens the search dialog, as do Ctrl-K / ⌘-K and "/". The dialog's code
 * and the index are fetched on that first use only, so no page loads more up front.
 */
import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { SearchIcon } from "./SearchIcon";
import styles from "./SearchLauncher.module.css";
import { isSearchShortcut, isTextEntry, isTypedCharacter } from "./shortcuts";

const SearchDialog = lazy(() =>
  import("./SearchDialog").catch(() => {
    // Without the dialog's code (offline, a deploy in between) the search page still works.
    window.location.assign("/search");
    return new Promise<never>(() => undefined);
  }),
);

/** `current`: the visitor is on the search page, so the control is marked as the bar's current item. */
export function SearchLauncher({ current = false }: { current?: boolean }) {
  const [interactive, setInteractive] = useState(false);
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  /** What the visitor types while the dialog's code loads (null once its field has taken over). */
  const typedAhead = useRef<string | null>(null);

  const openSearch = useCallback(() => {
    if (openRef.current) return;
    const focused = document.activeElement;
    returnFocusTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : triggerRef.current;
    openRef.current = true;
    typedAhead.current = "";
    setOpen(true);
  }, []);

  const takeTypedAhead = useCallback(() => {
    const text = typedAhead.current ?? "";
    typedAhead.current = null;
    return text;
  }, []);

  // Called when the dialog closes, and again by its close event: only the first counts.
  const closeSearch = useCallback(() => {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    returnFocusTo.current?.focus();
  }, []);

  useEffect(() => {
    setInteractive(true);
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.defaultPrevented) return;
      if (typedAhead.current !== null && isTypedCharacter(event)) {
        typedAhead.current += event.key;
        event.preventDefault();
      } else if (isSearchShortcut(event, isTextEntry(event.target))) {
        event.preventDefault();
        openSearch();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openSearch]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window gets the search page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openSearch();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    // It acts as a button once interactive, and buttons also answer the space bar.
    if (event.key !== " ") return;
    event.preventDefault();
    openSearch();
  }

  return (
    <>
      <a
        ref={triggerRef}
        href="/search"
        className={styles.trigger}
        role={interactive ? "button" : undefined}
        aria-haspopup={interactive ? "dialog" : undefined}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-current={current ? "page" : undefined}
        onClick={onClick}
        onKeyDown={interactive ? onKeyDown : undefined}
      >
        <SearchIcon />
        <span className={styles.label}>Search</span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={closeSearch} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      ) : null}
    </>
  );
}
