import { useRef } from "react";
import { CrossfadeSlideshow } from "~/components/carousel/CrossfadeSlideshow";
import { useTilt } from "~/components/motion/use-tilt";
import { GradientText } from "~/components/sections/GradientText";
import { ButtonLink, CheckList, Split } from "~/components/ui";
import styles from "./ProductsPage.module.css";
import type { ProductsPageData } from "./products-data.server";

type Entry = ProductsPageData["entries"][number];

/** One product row: a tilting, cross-fading slideshow beside the logo, gradient name, description, key points and View More. */
export function ProductEntry({ entry, reverse, moreLabel }: { entry: Entry; reverse: boolean; moreLabel: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  useTilt(boxRef, { maxDegrees: 35, perspective: 800, scale: 1.05, durationMs: 1000 });
  const headingId = `product-${entry.key}`;
  return (
    <Split
      as="article"
      columns={reverse ? "minmax(0, 1fr) minmax(0, 700px)" : "minmax(0, 700px) minmax(0, 1fr)"}
      gap={7}
      wideGap={8}
      reverse={reverse}
      aria-labelledby={headingId}
      className={entry.kind === "offering" ? styles.offering : undefined}
    >
      <div className={styles.media} data-reveal="">
        <CrossfadeSlideshow images={entry.images} label={`${entry.name} screens`} boxRef={boxRef} />
      </div>
      <div className={styles.text} data-reveal="">
        {entry.logo ? (
          <img
            src={entry.logo.src}
            alt=""
            width={entry.logo.width}
            height={entry.logo.height}
            className={styles.logo}
            loading="lazy"
          />
        ) : null}
        <h2 id={headingId} className={styles.name}>
          <GradientText gradient={entry.gradient}>{entry.name}</GradientText>
        </h2>
        {entry.description.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <div className={styles.points}>
          <CheckList items={entry.points} columns={2} />
        </div>
        <ButtonLink href={entry.href} variant="secondary" className={styles.more}>
          {moreLabel}
          <span className="visually-hidden"> about {entry.name}</span>
        </ButtonLink>
      </div>
    </Split>
  );
}
