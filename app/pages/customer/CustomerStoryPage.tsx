import { CtaBanner } from "~/components/sections/CtaBanner";
import { ButtonLink, Container, Eyebrow, Heading, Section, Split } from "~/components/ui";
import { CustomerLogos } from "~/pages/customers/CustomerLogos";
import styles from "./CustomerStoryPage.module.css";
import type { CustomerData } from "./customer-data.server";
import { StoryBody } from "./StoryBody";
import { StreamingOverview } from "./StreamingOverview";

type Content = CustomerData["content"];

/**
 * The customer-story template: the customer's name and wordmark, then the story's parts that exist,
 * or, without a story, what Horizon builds for streaming services (the hero says the story is not published yet).
 */
export function CustomerStoryPage({ content }: { content: Content }) {
  const { customer, story, overview } = content;
  const heroText = (
    <div className={styles.heroText}>
      <Eyebrow>{content.eyebrow}</Eyebrow>
      <Heading level={1}>{customer.name}</Heading>
      <div className={styles.text}>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.actions}>
        {content.placeholder ? null : <ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>}
        <ButtonLink href="/customers" variant="secondary">
          <span aria-hidden="true">←</span> Back to customers
        </ButtonLink>
      </div>
    </div>
  );
  return (
    <>
      <header className={content.placeholder ? `${styles.hero} ${styles.placeholder}` : styles.hero}>
        {customer.logo ? (
          <Split as={Container} columns="1.2fr 1fr">
            {heroText}
            <div className={styles.logoPlate}>
              <img
                src={customer.logo.src}
                alt={`${customer.name} wordmark`}
                width={customer.logo.width}
                height={customer.logo.height}
                className={styles.logo}
              />
            </div>
          </Split>
        ) : (
          <Container>{heroText}</Container>
        )}
      </header>
      {story ? <StoryBody story={story} /> : null}
      {overview ? <StreamingOverview overview={overview} /> : null}
      {content.others ? (
        <Section
          id="more-customers"
          title={content.others.title}
          intro={content.others.intro}
          // Before the closing banner a tight band; on the placeholder it is the last section before the footer.
          spacing={content.placeholder ? undefined : "tight"}
        >
          <CustomerLogos
            customers={content.others.customers}
            // One full row of five beside a story; six (on the placeholder) as two rows of three.
            cols={content.others.customers.length % 3 === 0 ? { base: 2, sm: 3 } : { base: 2, sm: 5 }}
            compact
          />
        </Section>
      ) : null}
      {content.placeholder ? null : (
        <CtaBanner
          afterBand={!content.others}
          id="customer-next-step"
          title="Running a streaming service?"
          text="Tell us about your audience and your screens, and we will show you what our platforms can do for it."
          actions={<ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>}
        />
      )}
    </>
  );
}
