import type { RJSFSchema } from "@rjsf/utils";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { SECTION_ATTRIBUTE } from "./DocumentOutline";
import styles from "./studio.module.css";
import { resolve, type SchemaNode, valueBranch } from "./ui-schema";

/** Whether an error schema (the form library's tree of `__errors`) holds any error. */
export function holdsErrors(node: unknown): boolean {
  if (!node || typeof node !== "object") return false;
  return Object.entries(node).some(([key, value]) =>
    key === "__errors" ? Array.isArray(value) && value.length > 0 : holdsErrors(value),
  );
}

/**
 * A folded section's line: its first filled-in text (its heading, as a rule), not a file address, cut at a word
 * before the limit rather than in the middle of one. A text that only repeats the section's `title` is passed over.
 */
export function sectionGist(value: unknown, limit = 90, title = ""): string {
  const repeated = title.trim().toLowerCase();
  let first = "";
  const walk = (node: unknown) => {
    if (first) return;
    if (typeof node === "string") {
      const text = node.replace(/\s+/g, " ").trim();
      if (text && !/^\/(media|assets)\//.test(text) && text.toLowerCase() !== repeated) first = text;
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(value);
  if (first.length <= limit) return first;
  const cut = first.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:·—-]+$/, "")}…`;
}

/**
 * Whether the section `id` starts open: the document's first section (its first top-level group) does. A document
 * of named entries (a record, like the SEO texts of each page) has no fixed sections: its entries, a couple of
 * short fields each, all start open.
 */
export function startsOpen(root: RJSFSchema, id: string): boolean {
  if (!root.properties) return true;
  const first = Object.keys(root.properties).find((name) => {
    const found = resolve(root.properties?.[name] as SchemaNode, root);
    return (found && valueBranch(found, root).type) === "object";
  });
  return id === `root_${first}`;
}

/**
 * A section of a long document: folded to its title and a line of its texts, apart from the first one and one
 * the editor opens (a press, a jump from the outline, an address naming one of its fields); one with an error
 * unfolds, so the error is never hidden. Native `details`: it folds and unfolds by keyboard, and without the code.
 */
export function FormSection({
  id,
  title,
  gist,
  first,
  failing,
  children,
}: {
  id: string;
  title: ReactNode;
  gist: string;
  /** Open when the page arrives (see `startsOpen`). */
  first: boolean;
  failing: boolean;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  // Open or folded as the page arrives; after that only the editor (or an error) changes it.
  const [openAtFirst] = useState(first || failing);
  useLayoutEffect(() => {
    if (failing && details.current) details.current.open = true;
  }, [failing]);
  useLayoutEffect(() => {
    const target = window.location.hash.slice(1);
    if (target.startsWith(id) && details.current) details.current.open = true;
  }, [id]);
  return (
    <details ref={details} open={openAtFirst} className={styles.section} {...{ [SECTION_ATTRIBUTE]: id }}>
      <summary className={styles.sectionSummary}>
        {/* A card's title, as every card of the editor has (the address, the basics, the text, the versions). */}
        <h2 className={styles.sectionTitle}>{title}</h2>
        {/* Drawn from the live values: text typed before the code ran may differ from the server's. */}
        <span className={styles.sectionGist} suppressHydrationWarning>
          {gist}
        </span>
      </summary>
      {children}
    </details>
  );
}
