import { useRef, useState } from "react";
import { Button, CardGrid } from "~/components/ui";
import { BlogCard } from "./BlogCard";
import styles from "./BlogList.module.css";
import type { BlogCardData } from "./types";

interface BlogListProps {
  cards: BlogCardData[];
  /** Cards shown at first (spec: 4). */
  initialCount: number;
  /** Cards added by each Show More (spec: 3). */
  step: number;
  labelledBy: string;
}

/**
 * The Featured list: shows `initialCount` cards, each Show More adds `step`, and the button
 * disappears once every card is shown. Focus moves to the first newly shown card.
 */
export function BlogList({ cards, initialCount, step, labelledBy }: BlogListProps) {
  const [visible, setVisible] = useState(Math.min(initialCount, cards.length));
  const listRef = useRef<HTMLUListElement>(null);

  function showMore() {
    const firstNew = visible;
    setVisible((count) => Math.min(count + step, cards.length));
    requestAnimationFrame(() => {
      listRef.current?.querySelectorAll<HTMLAnchorElement>("li a")[firstNew]?.focus();
    });
  }

  return (
    <>
      <CardGrid ref={listRef} columns={4} smallColumns={2} aria-labelledby={labelledBy}>
        {cards.slice(0, visible).map((card) => (
          <li key={card.path}>
            <BlogCard card={card} newTab />
          </li>
        ))}
      </CardGrid>
      <p className={styles.status} aria-live="polite">
        Showing {visible} of {cards.length} articles
      </p>
      {visible < cards.length ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={showMore}>
            Show more articles
          </Button>
        </div>
      ) : null}
    </>
  );
}
