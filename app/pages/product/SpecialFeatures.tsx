import { LineIcon } from "~/components/ui";
import { KeepCompoundsTogether } from "~/components/ui/KeepTogether";
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
 * "What makes it special", one treatment on every product page: a bento of a lead card and eight
 * smaller cards, each with its own line icon. The lead card draws `leadStack` above its text: where
 * the product sits between the screens and the systems under it (the page's screens are in the hero
 * and the carousel, each once).
 */
export function SpecialFeatures({
  cards,
  leadStack,
}: {
  cards: readonly SpecialCard[];
  leadStack: readonly StackLayer[];
}) {
  return (
    <ul className={styles.bento}>
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
  stack?: readonly StackLayer[];
}

function Item({ card, className, stack }: ItemProps) {
  return (
    <li id={card.id} className={[styles.item, className].filter(Boolean).join(" ")}>
      {stack ? <Stack layers={stack} /> : null}
      {card.iconPath && !stack ? (
        <span className={styles.icon}>
          <LineIcon path={card.iconPath} size={20} />
        </span>
      ) : null}
      <h3 className={styles.title}>
        <KeepCompoundsTogether text={withAmpersandsHeld(card.title)} />
      </h3>
      <p className={styles.description}>{card.description}</p>
    </li>
  );
}

/** "discovery & engagement": the ampersand stays on the line of the word before it, never starting a line. */
function withAmpersandsHeld(title: string): string {
  return title.replaceAll(" & ", "\u00a0& ");
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
