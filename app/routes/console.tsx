import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { CONSOLE_ROOT, roleAllows, SALES, SIGN_IN_PATH } from "#shared/console/routes.ts";
import { consoleAccess } from "~/console/access.server";
import { ConsoleShell } from "~/console/ConsoleShell";
import styles from "~/console/console.module.css";
import type { ConsoleLayoutData } from "~/console/layout-data";
import { consoleMeta } from "~/console/meta";
import { consoleServices, currentSession } from "~/console/session.server";
import { TypedEarlyRecorder } from "~/console/typed-early";
import type { Route } from "./+types/console";

export const middleware: Route.MiddlewareFunction[] = [consoleAccess];

export async function loader({ context }: Route.LoaderArgs): Promise<ConsoleLayoutData> {
  const session = currentSession(context);
  const services = consoleServices(context);
  return {
    member: session?.staff ?? null,
    csrfToken: session?.csrfToken ?? null,
    timeZone: services.teamTimeZone,
    unreadLeads:
      session && roleAllows(session.staff.role, SALES)
        ? await services.leads.unread({ staff: session.staff, ip: "" })
        : 0,
  };
}

/** Cache-Control and X-Robots-Tag come from the console's gate (server/console/gate.ts), for every console answer. */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

export const meta = () => consoleMeta("Console");

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TypedEarlyRecorder />
      <ConsoleShell member={loaderData.member} unreadLeads={loaderData.unreadLeads}>
        <Outlet />
      </ConsoleShell>
    </>
  );
}

const PROBLEMS: Record<number, { title: string; text: string }> = {
  401: { title: "Please sign in", text: "Your session has ended. Sign in again to continue." },
  403: { title: "Not available to your role", text: "Your role does not give access to this part of the console." },
  404: { title: "Nothing here", text: "There is no console page at this address." },
};

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) ? (error.data as { error?: unknown; code?: unknown } | null) : null;
  // A 403 is the role page only when the access check refused; other 403s (an expired form) say what happened.
  const known = status === 403 && detail?.code !== "role" ? undefined : PROBLEMS[status];
  const problem = known ?? {
    title: status >= 500 ? "Something went wrong" : "That did not work",
    text:
      typeof detail?.error === "string"
        ? detail.error
        : "The console could not finish this. Please try again in a moment.",
  };
  return (
    <ConsoleShell member={null}>
      <div className={`${styles.panel} ${styles.narrow}`}>
        <h1 className={styles.title}>{problem.title}</h1>
        <p className={styles.lede}>{problem.text}</p>
        <p className={styles.actions} style={{ marginTop: "var(--space-4)" }}>
          {status === 401 ? (
            <Link className={styles.primaryButton} to={SIGN_IN_PATH}>
              Sign in
            </Link>
          ) : (
            <Link className={styles.quietButton} to={CONSOLE_ROOT}>
              Back to the console
            </Link>
          )}
        </p>
      </div>
    </ConsoleShell>
  );
}
