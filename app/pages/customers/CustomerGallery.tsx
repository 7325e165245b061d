import { Carousel, SLIDESHOW_INTERVAL_MS } from "~/components/carousel";
import { Picture } from "~/components/ui";
import styles from "./CustomerGallery.module.css";
import type { CustomersData } from "./customers-data.server";

type Slide = CustomersData["content"]["gallery"]["slides"][number];

/** The seven gallery images in the shared carousel, each with a caption. */
export function CustomerGallery({ slides }: { slides: Slide[] }) {
  return (
    <Carousel
      label="Gallery of streaming experiences"
      slideLabels={slides.map((slide) => slide.caption)}
      className={styles.gallery}
      autoplayMs={SLIDESHOW_INTERVAL_MS}
    >
      {slides.map((slide) => (
        <figure key={slide.caption} className={styles.figure}>
          <Picture image={slide.image} className={styles.image} />
          <figcaption className={styles.caption}>
            <span className={styles.captionKind}>
              Example<span className={styles.captionWide}> screen</span>
            </span>
            {slide.caption}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
