import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { useEffect, useId, useRef, useState } from "react";
import consoleStyles from "../console.module.css";
import { humanize } from "./change-labels";
import styles from "./studio.module.css";
import { resolve, valueBranch } from "./ui-schema";

/** The attribute marking the form's foldable top-level sections (set by the form's section template). */
export const SECTION_ATTRIBUTE = "data-form-section";

/** The address-and-publication panel of an article or story: the first stop of its outline. */
export const ENTRY_SECTION_ID = "address";

/** The id of the form's card holding the top-level field `name` (or, for `basics`, the plain fields). */
export function cardId(name: string): string {
  return `card-${name}`;
}

export interface OutlineSection {
  id: string;
  label: string;
}

/** The versions panel's id: the last stop of the outline, under the whole form. */
export const VERSIONS_ID = "versions";

/** The outline's last stop, after the form's own. */
export const VERSIONS_STOP: OutlineSection = { id: VERSIONS_ID, label: "Versions" };

function titleOf(property: unknown, name: string): string {
  return typeof property === "object" && property && "title" in property && typeof property.title === "string"
    ? property.title
    : humanize(name);
}

/**
 * Every stop of the editing form, in the order the page shows them: an entry's address panel, then the form's cards
 * (its plain fields under "Basics", each top-level group, a Markdown text). A document without groups is one card:
 * its stops are its top-level lists, as `root_<name>`.
 */
export function outlineOf(schema: RJSFSchema, uiSchema: UiSchema, { entry = false } = {}): OutlineSection[] {
  const entryStop = entry ? [{ id: ENTRY_SECTION_ID, label: "Address and publication" }] : [];
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const found = resolve(property, schema);
    const type = found && valueBranch(found, schema).type;
    const markdown = (uiSchema[name] as { "ui:widget"?: unknown } | undefined)?.["ui:widget"] === "markdown";
    return { name, property, type, markdown };
  });
  if (!fields.some((field) => field.type === "object")) {
    return [
      ...entryStop,
      ...fields
        .filter((field) => field.type === "array")
        .map((field) => ({ id: `root_${field.name}`, label: titleOf(field.property, field.name) })),
    ];
  }
  const plain = fields.some((field) => field.type !== "object" && !field.markdown);
  return [
    ...entryStop,
    ...(plain ? [{ id: cardId("basics"), label: "Basics" }] : []),
    ...fields
      .filter((field) => field.type === "object" || field.markdown)
      .map((field) => ({
        id: field.markdown ? cardId(field.name) : `root_${field.name}`,
        label: titleOf(field.property, field.name),
      })),
  ];
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

/** What a stop's top is measured on: a foldable section's whole box (its fields are not drawn while it is folded). */
function stopElement(id: string): Element | null {
  const element = document.getElementById(id);
  return element?.closest(`details[${SECTION_ATTRIBUTE}]`) ?? element;
}

/**
 * The stop being read: the last one whose top has passed the upper third of the window (the first until then), so
 * a stop is marked however fast the page is scrolled past it.
 */
export function useSectionInView(sections: readonly OutlineSection[]): string | null {
  const first = sections[0]?.id ?? null;
  const [current, setCurrent] = useState<string | null>(first);
  const key = sections.map((section) => section.id).join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stops change only with the document (their joined key).
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      let reading = first;
      for (const section of sections) {
        const top = stopElement(section.id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) reading = section.id;
      }
      setCurrent(reading);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // A section folded or unfolded moves the ones under it.
    document.addEventListener("toggle", schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("toggle", schedule, true);
    };
  }, [key]);
  return current;
}

function SectionLinks({
  sections,
  current,
  onJump,
}: {
  sections: readonly OutlineSection[];
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
 * Every stop of the form beside it on wide screens (in the sticky column, the one being read marked), with buttons
 * that fold or unfold its sections, so a long document can be crossed in one press.
 */
export function DocumentOutline({
  sections,
  current,
}: {
  sections: readonly OutlineSection[];
  current: string | null;
}) {
  // The versions alone, or one stop of the form and the versions: nothing to cross.
  if (sections.length < 3) return null;
  const foldable = sections.some((section) => section.id.startsWith("root_"));
  return (
    <nav className={`${consoleStyles.panel} ${styles.outlinePanel}`} aria-labelledby="outline-title">
      <div className={consoleStyles.panelHeader}>
        <h2 id="outline-title" className={consoleStyles.panelTitle}>
          Sections
        </h2>
        {foldable && (
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
        )}
      </div>
      <SectionLinks sections={sections} current={current} />
    </nav>
  );
}

/**
 * The same links behind one button in the save bar, for screens too narrow for the column beside the form (a document
 * of one section and its versions gets the versions' link alone).
 */
export function SectionsMenu({ sections, current }: { sections: readonly OutlineSection[]; current: string | null }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  if (sections.length < 3) {
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
        <SectionLinks sections={sections} current={current} onJump={() => setOpen(false)} />
      </nav>
    </div>
  );
}
