import { type ReactNode, useEffect, useId, useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { CONSOLE_ROOT, navigationGroupsFor } from "#shared/console/routes.ts";
import type { StaffMember } from "#shared/console/staff.ts";
import { HorizonGlyph } from "~/components/layout/HorizonLogo";
import { MAIN_CONTENT_ID } from "~/components/layout/SkipLink";
import styles from "./ConsoleShell.module.css";
import { CsrfField } from "./CsrfField";
import consoleStyles from "./console.module.css";
import { ROLE_LABELS } from "./format";

const ACCOUNT_PATH = "/console/account";

/** Pages that sit under a section without being its own page: a person's record is one of the leads. */
const SECTION_PAGES: Record<string, string> = { "console-leads": "/console/people/" };

function underSection(pageId: string, pathname: string): boolean {
  const prefix = SECTION_PAGES[pageId];
  return prefix !== undefined && pathname.startsWith(prefix);
}

/** "Asha Rao" → "AR": the member's mark beside their name. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

/**
 * The console's frame: a quiet bar with the sections the member may use in groups (Sales, Site,
 * Admin), the member's name (their account page) and a quiet sign-out, then the page.
 * On a phone the sections and sign-out fold behind a Menu button (a disclosure: its
 * `aria-expanded` says whether they show; Escape closes it and gives focus back), closed
 * again after each navigation.
 */
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the menu whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  const groups = member ? navigationGroupsFor(member.role) : [];
  // One destination (an editor's Content): on a tablet the bar shows the link itself, not a Menu button hiding it.
  const single = groups.flatMap((group) => group.pages).length === 1;

  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  }

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the open menu closes it */}
      <header className={styles.bar} data-single={single ? "" : undefined} onKeyDown={closeOnEscape}>
        <a className={styles.brand} href={CONSOLE_ROOT}>
          <HorizonGlyph />
          Horizon <span>console</span>
        </a>
        {member && (
          <>
            <button
              id={buttonId}
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((value) => !value)}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
                <path
                  d={open ? "M4 4l10 10M14 4L4 14" : "M2 4h14M2 9h14M2 14h14"}
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              Menu
            </button>
            <div id={menuId} className={`${styles.menu} ${open ? styles.open : ""}`}>
              <nav aria-label="Console" className={styles.nav}>
                {groups.map((group) => (
                  <div key={group.label} className={styles.group}>
                    <span className={styles.groupLabel} id={`${menuId}-${group.label}`}>
                      {group.label}
                    </span>
                    <ul aria-labelledby={`${menuId}-${group.label}`}>
                      {group.pages.map((page) => (
                        <li key={page.id}>
                          <NavLink
                            to={page.path}
                            end={page.path === CONSOLE_ROOT}
                            className={({ isActive }) =>
                              isActive || underSection(page.id, pathname) ? styles.current : undefined
                            }
                          >
                            {page.nav}
                            {page.id === "console-leads" && unreadLeads > 0 && (
                              <span className={consoleStyles.count}>
                                {unreadLeads}
                                <span className="visually-hidden"> new</span>
                              </span>
                            )}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </nav>
              <Form method="post" action="/console/sign-out" className={styles.signOut}>
                <CsrfField />
                <NavLink to={ACCOUNT_PATH} className={styles.member}>
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(member.name)}
                  </span>
                  <span>
                    {member.name}
                    <span className="visually-hidden">: </span>
                    <span className={styles.role}>{ROLE_LABELS[member.role]}</span>
                    <span className="visually-hidden"> account</span>
                  </span>
                </NavLink>
                <button type="submit" className={styles.signOutButton}>
                  Sign out
                </button>
              </Form>
            </div>
          </>
        )}
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
