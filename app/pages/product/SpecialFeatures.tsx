import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { LineIcon } from "~/components/ui";
import { KeepCompoundsTogether } from "~/components/ui/KeepTogether";
import type { SpecialLayout } from "~/content/schemas/product-pages";
import styles from "./SpecialFeatures.module.css";

interface SpecialCard {
  id: string;
  title: string;
  description: string;
  /** The card's line icon (shared/icons/line-icons.ts), drawn in a tinted square. */
  iconPath?: string;
}

/** A layer of the bento lead's stack; `product` marks the product itself. */
export interface StackLayer {
  label: string;
  detail: string;
  product?: boolean;
}

/**
 * "What makes it special": the same list drawn one of four ways, chosen per product in its content,
 * so the six product pages do not repeat one section. `bento`: a lead card and eight smaller ones;
 * `lead-tiles`: three large tiles, the rest as a compact list; `checklist`: two columns of checked
 * rows; `numbered`: a numbered list (for features that read as steps). The bento's lead card draws
 * `leadStack` above its text: where the product sits between the screens and the systems under it
 * (the page's screens are in the hero and the carousel, each once).
 */
export function SpecialFeatures({
  cards,
  layout,
  leadStack,
}: {
  cards: readonly SpecialCard[];
  layout: SpecialLayout;
  leadStack?: readonly StackLayer[];
}) {
  if (layout === "numbered") {
    return (
      <div data-layout={layout}>
        <FeatureGrid items={cards} columns={3} tabletColumns={3} numbered variant="list" />
      </div>
    );
  }
  if (layout === "lead-tiles") {
    const lead = cards.slice(0, 3);
    const rest = cards.slice(3);
    return (
      <div data-layout={layout}>
        <ul className={styles.tiles}>
          {lead.map((card) => (
            <Item key={card.id} card={card} className={styles.tile} />
          ))}
        </ul>
        <ul className={styles.compact}>
          {rest.map((card) => (
            <Item key={card.id} card={card} className={styles.compactItem} />
          ))}
        </ul>
      </div>
    );
  }
  if (layout === "checklist") {
    return (
      <ul className={styles.checklist} data-layout={layout}>
        {cards.map((card) => (
          <Item key={card.id} card={card} className={styles.checkItem} check />
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.bento} data-layout={layout}>
      {cards.map((card, index) =>
        index === 0 ? (
          <Item key={card.id} card={card} className={styles.bentoLead} stack={leadStack} />
        ) : (
          <Item key={card.id} card={card} className={styles.bentoCard} />
        ),
      )}
    </ul>
  );
}

interface ItemProps {
  card: SpecialCard;
  className?: string;
  check?: boolean;
  stack?: readonly StackLayer[];
}

function Item({ card, className, check = false, stack }: ItemProps) {
  return (
    <li id={card.id} className={[styles.item, className].filter(Boolean).join(" ")}>
      {check ? <span className={styles.check} aria-hidden="true" /> : null}
      {stack ? <Stack layers={stack} /> : null}
      {card.iconPath && !check && !stack ? (
        <span className={styles.icon}>
          <LineIcon path={card.iconPath} size={20} />
        </span>
      ) : null}
      <h3 className={styles.title}>
        <KeepCompoundsTogether text={card.title} />
      </h3>
      <p className={styles.description}>{card.description}</p>
    </li>
  );
}

/** Layers from the viewer's screen down, joined by a line; the product's layer in its own gradient. */
function Stack({ layers }: { layers: readonly StackLayer[] }) {
  return (
    <div className={styles.leadMedia}>
      <ol className={styles.stack} aria-label="Where it fits, from the screen down">
        {layers.map((layer) => (
          <li key={layer.label} className={styles.layer} data-product={layer.product ? "" : undefined}>
            <span className={styles.layerLabel}>{layer.label}</span>
            <span className={styles.layerDetail}>{layer.detail}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
