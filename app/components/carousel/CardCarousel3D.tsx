import { type KeyboardEvent, useState } from "react";
import { Link } from "react-router";
import { Picture } from "~/components/ui";
import type { ResponsiveImage } from "~/content/types";
import { ControlIcon } from "../motion/icons";
import styles from "./CardCarousel3D.module.css";
import { CarouselControls } from "./Carousel";

export interface Card3D {
  title: string;
  description: string;
  details: readonly string[];
  image: ResponsiveImage;
  href: string;
  linkLabel: string;
}

interface CardCarousel3DProps {
  label: string;
  cards: readonly Card3D[];
  /** Distance of the cards from the ring's axis, in px. */
  radius?: number;
}

/** The turn (in cards, either way) that brings `to` to the front from `from` the short way round. */
function shortestTurn(from: number, to: number, count: number): number {
  const forward = (((to - from) % count) + count) % count;
  return forward > count / 2 ? forward - count : forward;
}

/**
 * Cards standing on a rotating ring. Previous/next (and ←/→ inside it) turn the ring
 * one card, wrapping around; only the front card is interactive (the others are inert),
 * so Tab reaches just its link. The ring keeps turning the same way across the wrap.
 */
export function CardCarousel3D({ label, cards, radius = 500 }: CardCarousel3DProps) {
  const [turn, setTurn] = useState(0);
  const count = cards.length;
  const step = 360 / count;
  const front = ((turn % count) + count) % count;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    setTurn((value) => value + (event.key === "ArrowLeft" ? -1 : 1));
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.carousel} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <div className={styles.ring} style={{ transform: `translateZ(-${radius}px) rotateY(${-turn * step}deg)` }}>
          {cards.map((card, index) => (
            <div
              key={card.href}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${card.title}`}
              className={styles.card}
              style={{ transform: `rotateY(${index * step}deg) translateZ(${radius}px)` }}
              inert={index !== front}
              data-front={index === front ? "" : undefined}
            >
              <Picture image={card.image} className={styles.image} />
              <div className={styles.body}>
                <h3 className={styles.title}>{card.title}</h3>
                <p>{card.description}</p>
                <ul className={styles.details}>
                  {card.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
                <Link to={card.href} className={styles.link}>
                  {card.linkLabel}
                  <ControlIcon name="next" size={16} />
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        count={count}
        current={front}
        itemName="product"
        onStep={(delta) => setTurn((value) => value + delta)}
        onGoTo={(index) => setTurn((value) => value + shortestTurn(front, index, count))}
      />
      <p className="visually-hidden" aria-live="polite">
        {`${front + 1} of ${count}: ${cards[front]?.title ?? ""}`}
      </p>
    </section>
  );
}
