import { Link } from "react-router";
import { BlogCard } from "~/components/blog/BlogCard";
import { Prose } from "~/components/prose/Prose";
import { ReadingSurface } from "~/components/prose/ReadingSurface";
import { TableOfContents } from "~/components/prose/TableOfContents";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { ButtonLink, Container, Eyebrow, Heading, Picture, Section } from "~/components/ui";
import { KeepCompoundsTogether } from "~/components/ui/KeepTogether";
import styles from "./ArticlePage.module.css";
import { AuthorBlock } from "./AuthorBlock";
import type { ArticleData } from "./article-data.server";

/** The hero spans the container: at most 1200 px, the viewport less the page padding below that. */
const ARTICLE_HERO_SIZES = "(min-width: 1264px) 1200px, calc(100vw - 3rem)";
/** Wider than this, a cover is cropped to the 16:9 band; a taller one (a product screen) is shown whole. */
const BAND_RATIO = 1.7;

export function ArticlePage({ content }: { content: ArticleData["content"] }) {
  return (
    <>
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          <Container>
            <div className={styles.headerColumn}>
              <Link to="/resources" className={styles.back} data-pagefind-ignore="">
                <span aria-hidden="true">←</span> All articles
              </Link>
              <Eyebrow>{content.topic}</Eyebrow>
              <Heading level={1} size="section" id="article-title" className={styles.title}>
                <KeepCompoundsTogether text={content.title} />
              </Heading>
              <p className={styles.summary}>{content.summary}</p>
              <p className={styles.meta}>
                <span>By {content.author.name}</span>
                <span aria-hidden="true" className={styles.metaBreak}>
                  ·
                </span>
                <span className={styles.metaUnit}>
                  <time dateTime={content.published.iso}>{content.published.label}</time>
                  <span aria-hidden="true">·</span>
                  <span>{content.document.readingMinutes} min read</span>
                </span>
              </p>
            </div>
          </Container>
          <div className={styles.heroBand}>
            <Container>
              <Picture
                image={content.image}
                smaller={content.image.small}
                sizes={content.image.small ? ARTICLE_HERO_SIZES : undefined}
                className={
                  content.image.width / content.image.height < BAND_RATIO
                    ? `${styles.hero} ${styles.whole}`
                    : styles.hero
                }
                priority
              />
            </Container>
          </div>
        </header>
        {/* One centred column at every width (the outline above the text): a sticky outline beside
            a long text left a column empty for most of the page. */}
        <ReadingSurface>
          <div className={styles.column}>
            <TableOfContents entries={content.document.toc} title="In this article" compact />
            <Prose html={content.document.html} className={styles.body} />
            <AuthorBlock name={content.author.name} role={content.author.role} />
          </div>
        </ReadingSurface>
      </article>
      <CtaBanner
        afterBand
        title={content.cta.title}
        text={content.cta.text}
        actions={
          <>
            <ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>
            <ButtonLink href="/resources#whitepapers" variant="secondary">
              Download a whitepaper
            </ButtonLink>
          </>
        }
      />
      <Section id="more-articles" title="More from the blog" tone="raised" data-pagefind-ignore="">
        <ul className={styles.related}>
          {content.related.map((card) => (
            <li key={card.path}>
              <BlogCard card={card} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
