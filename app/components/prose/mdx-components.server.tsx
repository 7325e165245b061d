import type { ComponentProps, ReactNode } from "react";

/**
 * Building blocks available inside MDX documents. They render plain, prefixed class names
 * (styled by Prose.module.css) because their HTML is produced on the server only.
 */

/** A row of headline figures. */
function Stats({ children }: { children: ReactNode }) {
  return <dl className="doc-stats">{children}</dl>;
}

function Stat({ value, children }: { value: string; children: ReactNode }) {
  return (
    <div className="doc-stat">
      <dt className="doc-stat-value">{value}</dt>
      <dd className="doc-stat-label">{children}</dd>
    </div>
  );
}

/** A grid of example cards. */
function Examples({ children }: { children: ReactNode }) {
  return <ul className="doc-examples">{children}</ul>;
}

function Example({ title, label, children }: { title: string; label?: string; children: ReactNode }) {
  return (
    <li className="doc-example">
      {label ? <span className="doc-example-label">{label}</span> : null}
      <h3 className="doc-example-title">{title}</h3>
      <div className="doc-example-body">{children}</div>
    </li>
  );
}

/** A highlighted note. */
function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="doc-callout">
      {title ? <strong className="doc-callout-title">{title}</strong> : null}
      {children}
    </aside>
  );
}

/** Wide tables scroll inside their own keyboard-focusable region instead of the page. */
function Table(props: ComponentProps<"table">) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="doc-table" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export const documentComponents = { Stats, Stat, Examples, Example, Callout, table: Table };
