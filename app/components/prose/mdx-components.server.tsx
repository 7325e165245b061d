import {
  Children,
  type ComponentProps,
  type CSSProperties,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";
import { type ProductSlug, productSlugs } from "#shared/content/products.ts";
import { Picture } from "~/components/ui/Picture";
import { productScreen } from "~/content/product-media";

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

/** Words that must stay on one line, such as a hyphenated name: `<NoBreak>Wi-Fi</NoBreak>`. */
function NoBreak({ children }: { children: ReactNode }) {
  return <span className="doc-nobreak">{children}</span>;
}

/**
 * A drawn sequence, one or more lanes of steps with arrows between them, as a figure with a caption:
 * `<Flows caption="…"><Flow title="…" steps={["…", "…"]} /></Flows>`. Steps run across wide
 * columns and down narrow ones.
 */
function Flows({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="doc-figure doc-flows" data-pagefind-ignore="">
      <div className="doc-flows-lanes">{children}</div>
      <figcaption className="doc-figure-caption">{caption}</figcaption>
    </figure>
  );
}

function Flow({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <div className="doc-flow">
      <p className="doc-flow-title">{title}</p>
      <ol className="doc-flow-steps" style={{ "--steps": steps.length } as CSSProperties}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

const SCREEN_NUMBERS = [1, 2, 3, 4] as const;

/**
 * One of a product's own UI screens (the ones its product page shows) as a figure with a caption:
 * `<ProductScreen product="hospitality" screen={2} alt="…">Caption.</ProductScreen>`.
 */
function ProductScreen({
  product,
  screen,
  alt,
  children,
}: {
  product: string;
  screen: number;
  alt: string;
  children: ReactNode;
}) {
  const number = SCREEN_NUMBERS.find((candidate) => candidate === screen);
  const slug = productSlugs.find((candidate): candidate is ProductSlug => candidate === product);
  if (!slug || !number) {
    throw new Error(`<ProductScreen> needs a product's slug and a screen from 1 to 4 (got "${product}", ${screen}).`);
  }
  return (
    // Left out of search excerpts: a caption read alone, out of its place, makes a confusing snippet.
    <figure className="doc-figure" data-pagefind-ignore="">
      <Picture image={productScreen(slug, number, alt)} className="doc-figure-image" />
      <figcaption className="doc-figure-caption">{children}</figcaption>
    </figure>
  );
}

/** The text of a React tree (for naming a table after its column headings). */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

/** The column headings of a table's first row (the `th` cells MDX renders for a Markdown table). */
function columnHeadings(children: ReactNode): string[] {
  const headings: string[] = [];
  const visit = (node: ReactNode) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isValidElement<{ children?: ReactNode }>(node)) {
      if (node.type === "th") headings.push(textOf(node.props.children).trim());
      else if (headings.length === 0) visit(node.props.children);
    }
  };
  visit(children);
  return headings.filter(Boolean);
}

/** Gives every body cell its column's heading (`data-label`), which narrow screens show beside the value. */
function labelCells(node: ReactNode, headings: readonly string[]): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return child;
    if (child.type === "tr") {
      let column = 0;
      return cloneElement(
        child,
        {},
        Children.map(child.props.children, (cell) =>
          isValidElement(cell) && cell.type === "td"
            ? cloneElement(cell as ReactElement<{ "data-label"?: string }>, { "data-label": headings[column++] })
            : cell,
        ),
      );
    }
    return cloneElement(child, {}, labelCells(child.props.children, headings));
  });
}

/**
 * A table named after its columns. Where it is narrower than its columns need (phones), each row
 * stacks into a card whose cells carry their column's heading (CSS only: Prose.module.css), so
 * nothing scrolls sideways.
 */
function Table({ children, ...props }: ComponentProps<"table">) {
  const headings = columnHeadings(children);
  const label = headings.length > 0 ? `Table: ${headings.join(", ")}` : "Table";
  return (
    <div className="doc-table">
      <table aria-label={label} {...props}>
        {labelCells(children, headings)}
      </table>
    </div>
  );
}

export const documentComponents = {
  Stats,
  Stat,
  Examples,
  Example,
  Callout,
  NoBreak,
  ProductScreen,
  Flows,
  Flow,
  table: Table,
};
