import { FeatureGrid } from "~/components/sections/FeatureGrid";
import type { SpecialLayout } from "~/content/schemas/product-pages";
import styles from "./SpecialFeatures.module.css";

interface SpecialCard {
  id: string;
  title: string;
  description: string;
}

/**
 * "What makes it special": the same list drawn one of four ways, chosen per product in its content,
 * so the six product pages do not repeat one section. `bento`: a lead card and eight smaller ones;
 * `lead-tiles`: three large tiles, the rest as a compact list; `checklist`: two columns of checked
 * rows; `numbered`: a numbered list (for features that read as steps).
 */
export function SpecialFeatures({ cards, layout }: { cards: readonly SpecialCard[]; layout: SpecialLayout }) {
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
      {cards.map((card, index) => (
        <Item key={card.id} card={card} className={index === 0 ? styles.bentoLead : styles.bentoCard} />
      ))}
    </ul>
  );
}

function Item({ card, className, check = false }: { card: SpecialCard; className?: string; check?: boolean }) {
  return (
    <li id={card.id} className={[styles.item, className].filter(Boolean).join(" ")}>
      {check ? <span className={styles.check} aria-hidden="true" /> : null}
      <h3 className={styles.title}>{card.title}</h3>
      <p className={styles.description}>{card.description}</p>
    </li>
  );
}
