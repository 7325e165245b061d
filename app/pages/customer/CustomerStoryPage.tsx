import { CtaBanner } from "~/components/sections/CtaBanner";
import { ButtonLink, Container, Eyebrow, Heading, Picture, ScreenCrop, Section, Split } from "~/components/ui";
import type { Story } from "~/content/schemas/customers";
import { CustomerLogos } from "~/pages/customers/CustomerLogos";
import { CustomerNeeds } from "./CustomerNeeds";
import styles from "./CustomerStoryPage.module.css";
import type { CustomerData } from "./customer-data.server";
import { StoryBody } from "./StoryBody";
import { StoryScreens } from "./StoryScreens";

type Content = CustomerData["content"];

/**
 * The customer page: a published story (summary, results, challenge and solution, screens, quote),
 * or, until one is published, what Horizon builds for the customer's kind of business. The
 * placeholder (/xyz) is the same page for a team still to come, without a wordmark.
 */
export function CustomerStoryPage({ content }: { content: Content }) {
  const { customer, story, overview } = content;
  const others = content.others?.customers ?? [];
  // A story's first screen leads the hero; the story's screens section shows the others.
  const [firstScreen, ...otherScreens] = story?.screens ?? [];
  const heroImage = overview?.hero.image ?? firstScreen?.image;
  const cta = overview?.cta;
  return (
    <>
      <header className={styles.hero}>
        <Split
          as={Container}
          columns={heroImage ? "minmax(0, 1fr) minmax(0, 1.1fr)" : "minmax(0, 1fr) 0"}
          align="center"
        >
          <div className={styles.heroText}>
            <div className={styles.identity}>
              {customer.logo ? (
                <span className={styles.wordmark}>
                  <img
                    src={customer.logo.src}
                    alt={`${customer.name} wordmark`}
                    width={customer.logo.width}
                    height={customer.logo.height}
                  />
                </span>
              ) : content.placeholder ? (
                // No wordmark to show: the page's name set as a neutral wordmark, on the same plate.
                <span className={`${styles.wordmark} ${styles.monogram}`} aria-hidden="true">
                  {customer.name.toUpperCase()}
                </span>
              ) : null}
              <Eyebrow>
                <EyebrowParts text={customer.kind ? `${content.eyebrow} · ${customer.kind}` : content.eyebrow} />
              </Eyebrow>
            </div>
            <HeroText content={content} />
          </div>
          {heroImage ? (
            <figure className={styles.heroFigure}>
              <div className={styles.heroMedia}>
                {overview ? (
                  <ScreenCrop region={overview.hero.crop} image={heroImage}>
                    <Picture image={heroImage} priority />
                  </ScreenCrop>
                ) : (
                  <Picture image={heroImage} priority className={styles.heroImage} />
                )}
              </div>
              {overview ? (
                <figcaption className={styles.heroCaption}>
                  <span className={styles.heroCaptionText}>{overview.hero.caption}</span>
                  {/* Next to the example, the one line saying it is not the customer's service. */}
                  <span className={styles.footnote}>{overview.footnote}</span>
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </Split>
      </header>
      {story ? (
        <StoryBody
          story={{ ...withoutScreens(story), ...(otherScreens.length > 0 ? { screens: otherScreens } : {}) }}
          customer={customer}
        />
      ) : null}
      {overview ? (
        <>
          <CustomerNeeds title={overview.title} intro={overview.intro} needs={overview.needs} />
          <StoryScreens screens={overview.screens} />
        </>
      ) : null}
      {content.others ? (
        // The section's full rhythm: with the tight one it sat glued to the band of screens above it.
        <Section
          id="more-customers"
          title={content.others.title}
          intro={content.others.intro}
          className={styles.moreCustomers}
        >
          {/* One row on desktops, three by two below, two by three on phones: five others get a sixth
              tile leading to all customers, so no row is left short. */}
          <CustomerLogos
            customers={others}
            cols={{ base: 2, sm: 3, xl: 6 }}
            compact
            allCustomers={others.length % 3 !== 0}
          />
        </Section>
      ) : null}
      <CtaBanner
        afterBand={!content.others}
        id="customer-next-step"
        title={cta?.title ?? "Grow the streaming service you run"}
        text={
          cta?.text ??
          "Tell us about your audience and your screens, and we will show you what our platforms can do for it."
        }
        actions={
          <>
            <ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>
            {cta ? (
              <ButtonLink href={cta.product.path} variant="secondary">
                Explore {cta.product.name}
              </ButtonLink>
            ) : null}
          </>
        }
      />
    </>
  );
}

/** The page's name, its paragraphs and the two ways on: the same on a customer's page and the placeholder. */
function HeroText({ content }: { content: Content }) {
  return (
    <>
      <Heading level={1}>{content.customer.name}</Heading>
      <div className={styles.text}>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.actions} data-pagefind-ignore="">
        <ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>
        <ButtonLink href="/customers" variant="secondary">
          <span aria-hidden="true">←</span> Back to customers
        </ButtonLink>
      </div>
    </>
  );
}

/**
 * The eyebrow's parts each kept on one line: a narrow screen breaks between two parts, never inside
 * one, and the "·" before a part that starts a line is clipped away (it sits in the row's negative margin).
 */
function EyebrowParts({ text }: { text: string }) {
  return (
    <span className={styles.eyebrowClip}>
      <span className={styles.eyebrowParts}>
        {text.split(" · ").map((part, index) => (
          <span key={part} className={styles.eyebrowItem}>
            {index > 0 ? <span className={styles.eyebrowDot}> · </span> : null}
            <span className={styles.eyebrowPart}>{part}</span>
          </span>
        ))}
      </span>
    </span>
  );
}

function withoutScreens(story: Story): Story {
  const { screens: _, ...rest } = story;
  return rest;
}
