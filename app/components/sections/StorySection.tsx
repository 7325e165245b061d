import type { ReactNode } from "react";
import { CheckList, Container, Eyebrow } from "~/components/ui";
import type { CropRegion, ResponsiveImage } from "~/content/types";
import { MediaSplit } from "./MediaSplit";
import styles from "./StorySection.module.css";

export interface Story {
  title: string;
  eyebrow?: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  image: ResponsiveImage;
  /** The part of the image phones show, enlarged; the whole image from 640 px. */
  crop?: CropRegion;
}

interface StorySectionProps {
  id: string;
  story: Story;
  reverse?: boolean;
  tone?: "plain" | "raised";
  actions?: ReactNode;
}

/** A page section telling one part of the story: illustration beside heading, text and key points. */
export function StorySection({ id, story, reverse = false, tone = "plain", actions }: StorySectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={[styles.section, tone === "raised" ? styles.raised : ""].join(" ")}
    >
      <Container>
        <MediaSplit image={story.image} crop={story.crop} reverse={reverse} reveal>
          <div>
            {story.eyebrow ? <Eyebrow>{story.eyebrow}</Eyebrow> : null}
            <h2 id={`${id}-title`}>{story.title}</h2>
          </div>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {story.points?.length ? <CheckList items={story.points} tone="soft" /> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </MediaSplit>
      </Container>
    </section>
  );
}
