/**
 * The search dialog (loaded on first use by SearchLauncher): a WAI-ARIA combobox whose listbox shows
 * results as the visitor types. Arrow keys move through the results, Enter opens one (or, with none
 * chosen, the full results page), Escape closes the dialog. Each result is a real link, so it opens
 * in a new tab, by middle click or from its context menu like any other.
 */
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, IconButton } from "~/components/ui";
import { nextActiveIndex } from "./combobox";
import { HitExcerpt, HitSection, HitTitle, hitTitleClass } from "./HitText";
import { loadPagefind, type SearchHit } from "./pagefind-client";
import styles from "./SearchDialog.module.css";
import { searchPageUrl } from "./search-url";
import { resultsAnnouncement, useSiteSearch, visibleOutcome } from "./use-site-search";

/** Results listed in the dialog; the search page shows them all. */
const DIALOG_RESULTS = 8;
const SUGGESTIONS = ["Smart TV apps", "Hotel TV", "Recommendations", "Advertising"];

interface SearchDialogProps {
  onClose: () => void;
  /** Hands over what was typed while this code loaded, and stops the launcher collecting it. */
  takeTypedAhead: () => string;
}

export default function SearchDialog({ onClose, takeTypedAhead }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const titleId = `${id}-title`;
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const search = useSiteSearch(query, DIALOG_RESULTS);
  const outcome = query.trim() ? visibleOutcome(search) : undefined;
  const hits = outcome?.hits ?? [];
  const expanded = hits.length > 0;

  useEffect(() => {
    dialogRef.current?.showModal();
    inputRef.current?.focus();
    const typed = takeTypedAhead();
    if (typed) setQuery((current) => current + typed);
    // Fetch Pagefind while the visitor types the first letters.
    loadPagefind().catch(() => undefined);
  }, [takeTypedAhead]);

  // A new result list starts with no option chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hits are the trigger, not an input
  useEffect(() => setActive(-1), [outcome?.hits]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  /**
   * Closes the dialog and tells the launcher at once. The dialog's own close event comes a task
   * later: a key pressed in between (Escape, then the space bar on the button that has focus again)
   * would find the launcher still thinking the dialog open, and be lost.
   */
  function close() {
    dialogRef.current?.close();
    onClose();
  }

  function closeOnEscape(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    close();
  }

  function open(url: string) {
    close();
    navigate(url);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive(nextActiveIndex(active, hits.length, event.key));
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const chosen = active >= 0 ? document.getElementById(optionId(active)) : null;
      if (chosen) chosen.click();
      else if (query.trim()) open(searchPageUrl(query));
    }
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  function suggest(text: string) {
    setQuery(text);
    inputRef.current?.focus();
  }

  const moreResults = outcome && outcome.total > hits.length ? outcome : undefined;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click is for the backdrop
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={closeOnEscape}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className="visually-hidden">
          Search the site
        </h2>
        <div className={styles.field}>
          <span className={styles.fieldIcon} />
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            role="combobox"
            aria-labelledby={titleId}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="Search pages, products and articles"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <IconButton label="Close search" onClick={close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        </div>

        <div className={styles.body}>
          <div id={listboxId} role="listbox" aria-label="Results" className={styles.results} hidden={!expanded}>
            {hits.map((hit, index) => (
              <ResultOption
                key={`${hit.url}-${hit.title}`}
                hit={hit}
                query={query}
                id={optionId(index)}
                selected={index === active}
                onFollow={close}
                onPoint={() => setActive(index)}
              />
            ))}
          </div>
          {query.trim() === "" ? <Suggestions onChoose={suggest} /> : null}
          {search.status === "done" && search.total === 0 ? (
            <p className={styles.note}>
              Nothing matches “{search.term}”. Try another word, or <AllPagesLink onClick={close} />.
            </p>
          ) : null}
          {search.status === "failed" ? (
            <p className={styles.note}>
              Search could not load. Try again, or <AllPagesLink onClick={close} />.
            </p>
          ) : null}
        </div>

        <div className={styles.footer}>
          <p role="status" className={styles.status}>
            {resultsAnnouncement(search)}
          </p>
          {moreResults ? (
            <Link to={searchPageUrl(moreResults.term)} className={styles.inlineLink} onClick={close}>
              See all {moreResults.total} results
            </Link>
          ) : (
            <p className={styles.keys} aria-hidden="true">
              <kbd>↑</kbd>
              <kbd>↓</kbd> to move <kbd>↵</kbd> to open <kbd>Esc</kbd> to close
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}

/** Queries to start from while the field is empty. */
function Suggestions({ onChoose }: { onChoose: (text: string) => void }) {
  return (
    <div className={styles.suggestions}>
      <p className={styles.note}>Try searching for</p>
      <ul className={styles.chips}>
        {SUGGESTIONS.map((text) => (
          <li key={text}>
            <Button variant="secondary" size="small" onClick={() => onChoose(text)}>
              {text}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The way out when search finds nothing or cannot run: the search page lists every page. */
function AllPagesLink({ onClick }: { onClick: () => void }) {
  return (
    <Link to="/search" className={styles.inlineLink} onClick={onClick}>
      browse every page
    </Link>
  );
}

interface ResultOptionProps {
  hit: SearchHit;
  /** The query, highlighted in the title and the excerpt. */
  query: string;
  id: string;
  selected: boolean;
  /** Called when a click opens the result here (not in a new tab or window). */
  onFollow: () => void;
  onPoint: () => void;
}

/** A click the link follows in this tab: the main button, without a key asking for a new tab or window. */
function opensHere(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * One result in the listbox: a link with the option role (as DocSearch's), named by its title and
 * section (in that order, though the section shows above the title) and described by its excerpt,
 * which is hidden from the name so it is heard once.
 */
function ResultOption({ hit, query, id, selected, onFollow, onPoint }: ResultOptionProps) {
  return (
    // Focus stays in the combobox, which points at the active option (aria-activedescendant) and
    // follows its link with Enter; so the links are left out of the tab order.
    <Link
      to={hit.url}
      id={id}
      role="option"
      aria-selected={selected}
      aria-describedby={`${id}-excerpt`}
      tabIndex={-1}
      className={styles.option}
      onClick={(event) => {
        if (opensHere(event)) onFollow();
      }}
      onPointerMove={onPoint}
    >
      <span className={hitTitleClass}>
        <HitTitle title={hit.title} query={query} />
      </span>
      <HitSection section={hit.section} className={styles.optionSection} />
      <HitExcerpt excerpt={hit.excerpt} query={query} id={`${id}-excerpt`} clamp hidden />
    </Link>
  );
}
