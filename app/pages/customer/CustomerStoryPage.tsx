import { ButtonLink, Container, Eyebrow, Heading } from "~/components/ui";
import styles from "./CustomerStoryPage.module.css";
import type { CustomerData } from "./customer-data.server";

/** The customer-story template: only what the content provides, a way back and a next step. */
export function CustomerStoryPage({ content }: { content: CustomerData["content"] }) {
  const { customer } = content;
  return (
    <div className={styles.page}>
      <Container narrow>
        <div className={styles.card}>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Heading level={1} size="section">
            {customer.name}
          </Heading>
          {customer.logo ? (
            <div className={styles.logoPlate}>
              <img
                src={customer.logo.src}
                alt={`${customer.name} wordmark`}
                width={customer.logo.width}
                height={customer.logo.height}
                className={styles.logo}
              />
            </div>
          ) : null}
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
      </Container>
    </div>
  );
}
