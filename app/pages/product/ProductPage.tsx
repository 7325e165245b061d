import { Carousel, SLIDESHOW_INTERVAL_MS } from "~/components/carousel";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { GradientText } from "~/components/sections/GradientText";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, Container, Section } from "~/components/ui";
import { KeepCompoundsTogether } from "~/components/ui/KeepTogether";
import { demoLink, mailtoLink, siteConfig } from "~/config/site";
import { MEETING_MAIL_SUBJECT } from "~/content/vocabulary";
import styles from "./ProductPage.module.css";
import { ProductScreen } from "./ProductScreen";
import { ProductSlide } from "./ProductSlide";
import type { ProductPageData } from "./product-data.server";
import { SpecialFeatures } from "./SpecialFeatures";

/** The one template of the six product pages: hero with highlights, a screen carousel, the feature grid. */
export function ProductPage({ content }: { content: ProductPageData }) {
  const { name, gradient, hero, highlights, carousel, special } = content;
  const titleRest = hero.title.startsWith(name) ? hero.title.slice(name.length) : null;
  const gradientVars = { "--from": gradient.start, "--to": gradient.end } as React.CSSProperties;
  return (
    <div className={styles.page}>
      <div className={styles.heroTint} style={gradientVars}>
        <PageHero
          // The logo beside the name, once: the screen in the media shows the product, not its mark again.
          mark={
            <img
              src={content.logo.src}
              alt={`${name} logo`}
              width={content.logo.width}
              height={content.logo.height}
              className={styles.logo}
            />
          }
          eyebrow={hero.eyebrow}
          title={
            titleRest !== null ? (
              <>
                <GradientText gradient={gradient}>{name}</GradientText>
                <KeepCompoundsTogether text={titleRest} />
              </>
            ) : (
              <KeepCompoundsTogether text={hero.title} />
            )
          }
          lead={hero.lead}
          // "Name: what it does", 40–66 characters: one size on every product page, at most three lines.
          longTitle
          actions={
            <>
              <ButtonLink href={demoLink(MEETING_MAIL_SUBJECT)}>Book a meeting</ButtonLink>
              <ButtonLink href="/products" variant="secondary">
                All products
              </ButtonLink>
            </>
          }
          media={
            // One product screen, front-on, lit by the product's gradient (the carousel shows the other screens).
            <div className={`${styles.heroMedia} ${styles.gradientPanel}`}>
              <ProductScreen
                image={content.heroImage}
                crop={hero.crop}
                cropBelow={hero.cropBelow}
                priority
                className={styles.heroFrame}
              />
            </div>
          }
        />
      </div>

      <section className={styles.highlights} aria-labelledby="highlights-title">
        <Container>
          <h2 id="highlights-title" className="visually-hidden">
            {name} at a glance
          </h2>
          <ul className={styles.highlightStrip} data-count={highlights.length}>
            {highlights.map((highlight) => (
              <li key={highlight.title}>
                <h3 className={styles.highlightTitle}>
                  <GradientText gradient={gradient}>{highlight.title}</GradientText>
                </h3>
                <p>{highlight.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Section id="screens" title={carousel.title} intro={carousel.intro} tone="raised" className={styles.measured}>
        {/* As wide as the section's content, so no empty column stands beside the screens. */}
        <Carousel
          label={`${name} screens`}
          autoplayMs={carousel.autoplayMs ?? SLIDESHOW_INTERVAL_MS}
          slideLabels={carousel.slides.map((slide) => slide.caption)}
        >
          {carousel.slides.map((slide) => (
            <ProductSlide key={slide.image.webp} {...slide} />
          ))}
        </Carousel>
      </Section>

      {/* Heading and cards only: every product screen is already on the page, in the hero or the carousel. */}
      <Section
        id="special"
        title={special.title}
        intro={special.intro}
        style={gradientVars}
        className={styles.measured}
      >
        <SpecialFeatures cards={special.cards} leadStack={special.leadStack} />
      </Section>

      <CtaBanner
        title={content.cta.title}
        text={content.cta.text}
        actions={
          <>
            <ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>
            {siteConfig.email.sales ? (
              <ButtonLink href={mailtoLink(siteConfig.email.sales, MEETING_MAIL_SUBJECT)} variant="secondary">
                E-mail sales
              </ButtonLink>
            ) : null}
          </>
        }
      />
    </div>
  );
}
