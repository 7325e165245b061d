import type { RJSFSchema } from "@rjsf/utils";
import { useEffect, useId, useRef, useState } from "react";
import consoleStyles from "../console.module.css";
import { humanize } from "./change-labels";
import styles from "./studio.module.css";
import { resolve, valueBranch } from "./ui-schema";

/** The attribute marking the form's foldable top-level sections (set by the form's section template). */
export const SECTION_ATTRIBUTE = "data-form-section";

/** The document's top-level groups and lists, each with the id the form gives it (`root_<name>`). */
export function outlineOf(schema: RJSFSchema): { id: string; label: string }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const found = resolve(property, schema);
    const value = found && valueBranch(found, schema);
    if (value?.type !== "object" && value?.type !== "array") return [];
    const title = typeof property === "object" && typeof property.title === "string" ? property.title : undefined;
    return [{ id: `root_${name}`, label: title ?? humanize(name) }];
  });
}

/** A jump to a folded section unfolds it first, so the jump lands on its fields. */
function unfoldSectionOf(id: string): void {
  const section = document.getElementById(id)?.closest(`details[${SECTION_ATTRIBUTE}]`);
  if (section instanceof HTMLDetailsElement) section.open = true;
}

function foldAll(open: boolean): void {
  for (const section of document.querySelectorAll<HTMLDetailsElement>(`details[${SECTION_ATTRIBUTE}]`)) {
    section.open = open;
  }
}

/** The section being read: the last one whose top has passed the upper third of the window. */
function useSectionInView(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids change only with the document (their joined key).
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const section = entry.target.closest(`details[${SECTION_ATTRIBUTE}]`)?.getAttribute(SECTION_ATTRIBUTE);
          if (!section) continue;
          if (entry.isIntersecting) visible.add(section);
          else visible.delete(section);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: "-20% 0px -60% 0px" },
    );
    for (const id of ids) {
      const section = document.querySelector(`details[${SECTION_ATTRIBUTE}="${id}"]`);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);
  return current;
}

function SectionLinks({
  sections,
  current,
  onJump,
}: {
  sections: readonly { id: string; label: string }[];
  current: string | null;
  onJump?: () => void;
}) {
  return (
    <ol className={styles.outline}>
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            aria-current={section.id === current ? "location" : undefined}
            onClick={() => {
              unfoldSectionOf(section.id);
              onJump?.();
            }}
          >
            {section.label}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The form's sections beside it on wide screens (sticky, the one being read marked), with buttons that fold
 * or unfold them all, so a long document can be crossed in one press.
 */
export function DocumentOutline({ schema }: { schema: RJSFSchema }) {
  const sections = outlineOf(schema);
  const current = useSectionInView(sections.map((section) => section.id));
  if (sections.length < 2) return null;
  return (
    <nav className={`${consoleStyles.panel} ${styles.outlinePanel}`} aria-labelledby="outline-title">
      <div className={consoleStyles.panelHeader}>
        <h2 id="outline-title" className={consoleStyles.panelTitle}>
          Sections
        </h2>
        <div className={styles.foldButtons}>
          <button
            type="button"
            className={`${consoleStyles.quietButton} ${consoleStyles.compact}`}
            onClick={() => foldAll(false)}
          >
            Collapse all
          </button>
          <button
            type="button"
            className={`${consoleStyles.quietButton} ${consoleStyles.compact}`}
            onClick={() => foldAll(true)}
          >
            Expand all
          </button>
        </div>
      </div>
      <SectionLinks sections={sections} current={current} />
    </nav>
  );
}

/** The versions panel's id: the save bar's menu jumps to it below lg, where it is under the whole form. */
export const VERSIONS_ID = "versions";

/**
 * The same links behind one button in the save bar, for screens too narrow for the column beside the form, and a
 * last one to the versions under the form (a document in one section gets that link alone).
 */
export function SectionsMenu({ schema }: { schema: RJSFSchema }) {
  const sections = outlineOf(schema);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  if (sections.length < 2) {
    return (
      <a href={`#${VERSIONS_ID}`} className={`${consoleStyles.quietButton} ${styles.sectionsMenu}`}>
        Versions
      </a>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape or focus leaving closes the menu from anywhere inside it.
    <div
      className={styles.sectionsMenu}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      // Focus leaving the menu (a press elsewhere, Tab past its last link) closes it.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={consoleStyles.quietButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Sections
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <nav id={listId} hidden={!open} aria-label="Sections" className={styles.sectionsPopover}>
        <SectionLinks sections={sections} current={null} onJump={() => setOpen(false)} />
        <ul className={`${styles.outline} ${styles.menuSeparator}`}>
          <li>
            <a href={`#${VERSIONS_ID}`} onClick={() => setOpen(false)}>
              Versions
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
