import { isRouteErrorResponse } from "react-router";
import { Container, Heading } from "~/components/ui";

/** What an error boundary shows: "Page not found" for a 404, a short apology for anything else. */
export function RouteErrorNotice({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? "The page you asked for does not exist."
      : "Something went wrong on our side. Please try again in a moment.";
  return (
    <Container>
      <div style={{ paddingBlock: "var(--space-10)" }}>
        <Heading level={1} size="section">
          {status === 404 ? "Page not found" : "Unexpected error"}
        </Heading>
        <p style={{ marginTop: "var(--space-4)" }}>{message}</p>
      </div>
    </Container>
  );
}
