import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { CONSOLE_ROOT, navigationFor } from "#shared/console/routes.ts";
import type { StaffMember } from "#shared/console/staff.ts";
import { MAIN_CONTENT_ID } from "~/components/layout/SkipLink";
import { CsrfField } from "./CsrfField";
import styles from "./console.module.css";
import peopleStyles from "./pages/people.module.css";

/** The console's frame: a quiet bar with the sections the member may use, then the page. */
export function ConsoleShell({
  member,
  unreadLeads = 0,
  children,
}: {
  member: StaffMember | null;
  /** Shown beside "Leads": people with news since the member last opened the inbox. */
  unreadLeads?: number;
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <header className={styles.bar}>
        <a className={styles.brand} href={CONSOLE_ROOT}>
          Horizon <span>console</span>
        </a>
        {member && (
          <>
            <nav aria-label="Console" className={styles.nav}>
              <ul>
                {navigationFor(member.role).map((page) => (
                  <li key={page.id}>
                    <NavLink to={page.path} end={page.path === CONSOLE_ROOT}>
                      {page.nav}
                      {page.id === "console-leads" && unreadLeads > 0 && (
                        <span className={peopleStyles.unread}>
                          {unreadLeads}
                          <span className="visually-hidden"> new</span>
                        </span>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Form method="post" action="/console/sign-out" className={styles.signOut}>
              <CsrfField />
              <span className={styles.member}>
                {member.name} <span className={styles.role}>{member.role}</span>
              </span>
              <button type="submit" className={styles.quietButton}>
                Sign out
              </button>
            </Form>
          </>
        )}
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
