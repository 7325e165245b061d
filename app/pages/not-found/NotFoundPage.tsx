import { Container } from "~/components/ui";
import { HomePage } from "~/pages/home/HomePage";
import type { HomeData } from "~/pages/home/home-data.server";
import styles from "./NotFoundPage.module.css";

/** The answer to an unknown path: a notice above the home page (served with status 404). */
export function NotFoundPage({ content }: { content: HomeData["content"] }) {
  return (
    <>
      <Container>
        <p role="status" className={styles.notice} data-testid="not-found-notice">
          The page you requested does not exist. Here is our home page instead.
        </p>
      </Container>
      <HomePage content={content} />
    </>
  );
}
