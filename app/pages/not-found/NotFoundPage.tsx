import { Container, TextLink } from "~/components/ui";
import { HomePage } from "~/pages/home/HomePage";
import type { HomeData } from "~/pages/home/home-data.server";
import { SiteSearchForm } from "~/search/SiteSearchForm";
import styles from "./NotFoundPage.module.css";

const WAYS_ON = [
  { href: "/products", label: "Products" },
  { href: "/customers", label: "Customers" },
  { href: "/resources", label: "Resources" },
] as const;

const QUERY_FIELD_ID = "not-found-query";

/**
 * The answer to an unknown path: a notice that says so plainly (a 404 badge, a title), a search
 * field and ways on, above the home page (served with status 404). The field is a plain GET form to
 * /search: it works before any JavaScript, and what is typed stays in it.
 */
export function NotFoundPage({ content }: { content: HomeData["content"] }) {
  return (
    <>
      <Container>
        <div className={styles.notice} data-testid="not-found-notice">
          <span className={styles.badge} aria-hidden="true">
            404
          </span>
          <div role="status" className={styles.text}>
            <p className={styles.title}>Page not found</p>
            <p className={styles.message}>The page you requested does not exist. Here is our home page instead.</p>
          </div>
          <SiteSearchForm fieldId={QUERY_FIELD_ID} className={styles.search} buttonVariant="secondary" />
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
