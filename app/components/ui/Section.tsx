import type { ComponentProps, ReactNode } from "react";
import { Container } from "./Container";
import { Eyebrow, Heading } from "./Heading";
import styles from "./Section.module.css";

interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** Section heading (an h2); also labels the section for assistive tech. */
  title?: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  centered?: boolean;
  tone?: "plain" | "raised";
  spacing?: "normal" | "tight";
}

/** A page section: vertical rhythm, optional heading block, content in a container. */
export function Section({
  title,
  eyebrow,
  intro,
  centered = false,
  tone = "plain",
  spacing = "normal",
  className,
  children,
  id,
  ...props
}: SectionProps) {
  const headingId = title && id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[
        styles.section,
        spacing === "tight" ? styles.tight : "",
        tone === "raised" ? styles.raised : "",
        className ?? "",
      ]
        .filter(Boolean)
        .join(" ")}
      {...props}
    >
      <Container>
        {title ? (
          <header className={[styles.header, centered ? styles.centered : ""].join(" ")}>
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
