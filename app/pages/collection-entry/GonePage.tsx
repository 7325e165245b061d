import { Link } from "react-router";
import { Container, Heading, Section } from "~/components/ui";

/** An article or story taken off the site (answered with 410 Gone). */
export function GonePage() {
  return (
    <Section>
      <Container>
        <Heading level={1} size="section">
          This page has been removed
        </Heading>
        <p>
          It is no longer published. Our other articles are on the <Link to="/resources">Resources</Link> page, and our
          customers on the <Link to="/customers">Customers</Link> page.
        </p>
      </Container>
    </Section>
  );
}
