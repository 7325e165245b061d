import { Link } from "react-router";
import { Picture } from "~/components/ui";
import styles from "./BlogCard.module.css";
import type { BlogCardData } from "./types";

interface BlogCardProps {
  card: BlogCardData;
  /** Blog cards on the Resources page open the article in a new tab (spec). */
  newTab?: boolean;
  headingLevel?: 2 | 3;
}

/** A blog article teaser; the whole card is clickable through its title link. */
export function BlogCard({ card, newTab = false, headingLevel = 3 }: BlogCardProps) {
  const Title = `h${headingLevel}` as const;
  const linkContent = (
    <>
      {card.title}
      {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </>
  );
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Picture image={card.image} className={styles.image} />
      </div>
      <div className={styles.body}>
        <span className={styles.topic}>{card.topic}</span>
        <Title className={styles.title}>
          {newTab ? (
            <a href={card.path} target="_blank" rel="noopener" className={styles.link}>
              {linkContent}
            </a>
          ) : (
            <Link to={card.path} className={styles.link}>
              {linkContent}
            </Link>
          )}
        </Title>
        <p className={styles.summary}>{card.summary}</p>
        <p className={styles.meta}>
          <time dateTime={card.published.iso}>{card.published.label}</time>
          <span aria-hidden="true"> · </span>
          <span>{card.readingMinutes} min read</span>
        </p>
      </div>
    </article>
  );
}
