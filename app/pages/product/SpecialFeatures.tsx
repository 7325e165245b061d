import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { LineIcon, Picture } from "~/components/ui";
import type { SpecialLayout } from "~/content/schemas/product-pages";
import type { ResponsiveImage } from "~/content/types";
import styles from "./SpecialFeatures.module.css";

interface SpecialCard {
  id: string;
  title: string;
  description: string;
  /** The card's line icon (shared/icons/line-icons.ts), drawn in a tinted square. */
  iconPath?: string;
}

/**
 * "What makes it special": the same list drawn one of four ways, chosen per product in its content,
 * so the six product pages do not repeat one section. `bento`: a lead card and eight smaller ones;
 * `lead-tiles`: three large tiles, the rest as a compact list; `checklist`: two columns of checked
 * rows; `numbered`: a numbered list (for features that read as steps). The bento's lead card shows
 * `leadImage`, a product screen cropped to its top, above its text.
 */
export function SpecialFeatures({
  cards,
  layout,
  leadImage,
}: {
  cards: readonly SpecialCard[];
  layout: SpecialLayout;
  leadImage?: ResponsiveImage;
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
          <Item key={card.id} card={card} className={styles.bentoLead} media={leadImage} />
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
  media?: ResponsiveImage;
}

function Item({ card, className, check = false, media }: ItemProps) {
  return (
    <li id={card.id} className={[styles.item, className].filter(Boolean).join(" ")}>
      {check ? <span className={styles.check} aria-hidden="true" /> : null}
      {media ? (
        <div className={styles.leadMedia}>
          <Picture image={media} className={styles.leadImage} />
        </div>
      ) : null}
      {card.iconPath && !check && !media ? (
        <span className={styles.icon}>
          <LineIcon path={card.iconPath} size={20} />
        </span>
      ) : null}
      <h3 className={styles.title}>{card.title}</h3>
      <p className={styles.description}>{card.description}</p>
    </li>
  );
}
