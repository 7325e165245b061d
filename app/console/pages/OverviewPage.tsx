import { Link } from "react-router";
import { CONSOLE_ROOT, consolePages, roleAllows } from "#shared/console/routes.ts";
import type { StaffMember } from "#shared/console/staff.ts";
import styles from "../console.module.css";

export function OverviewPage({ member }: { member: StaffMember }) {
  const sections = consolePages.filter(
    (page) => page.nav && page.path !== CONSOLE_ROOT && roleAllows(member.role, page.access),
  );
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Welcome, {member.name}</h1>
          <p className={styles.lede}>Everything the team works on after a visitor gets in touch.</p>
        </div>
      </div>
      <ul className={styles.actions} style={{ listStyle: "none", padding: 0 }}>
        {sections.map((page) => (
          <li key={page.id}>
            <Link className={styles.quietButton} to={page.path}>
              {page.nav}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
