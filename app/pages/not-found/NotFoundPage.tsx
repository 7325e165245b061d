import { Container, TextLink } from "~/components/ui";
import { HomePage } from "~/pages/home/HomePage";
import type { HomeData } from "~/pages/home/home-data.server";
import styles from "./NotFoundPage.module.css";

const WAYS_ON = [
  { href: "/search", label: "Search the site" },
  { href: "/products", label: "Products" },
  { href: "/customers", label: "Customers" },
  { href: "/resources", label: "Resources" },
] as const;

/** The answer to an unknown path: a notice with ways on, above the home page (served with status 404). */
export function NotFoundPage({ content }: { content: HomeData["content"] }) {
  return (
    <>
      <Container>
        <div role="status" className={styles.notice} data-testid="not-found-notice">
          <p className={styles.message}>
            <strong>The page you requested does not exist.</strong> Here is our home page instead.
          </p>
          <ul className={styles.ways} aria-label="Ways on">
            {WAYS_ON.map((way) => (
              <li key={way.href}>
                <TextLink href={way.href}>{way.label}</TextLink>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <HomePage content={content} />
    </>
  );
}
