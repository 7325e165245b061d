import { Form } from "react-router";
import type { PasskeySummary } from "#shared/console/contract.ts";
import { LINE_ICONS } from "#shared/icons/line-icons.ts";
import { LineIcon } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import { UnbrokenEmail } from "../components/UnbrokenEmail";
import styles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";

/** The member's passkeys, each with a remove button (a form post: works without JavaScript). */
export function PasskeyList({ passkeys }: { passkeys: PasskeySummary[] }) {
  const timeZone = useTeamTimeZone();
  // No passkey yet: the list's frame already, with its lock, so the card has the shape the first one fills.
  if (passkeys.length === 0) {
    return (
      <div className={`${styles.itemList} ${styles.item} ${styles.itemEmpty}`}>
        <LineIcon path={LINE_ICONS.lock} size={20} />
        <p className={`${styles.muted} ${styles.flush}`}>
          No passkeys yet. Until you add one, you sign in with an <UnbrokenEmail text="e-mail" /> link.
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.itemList} aria-label="Your passkeys">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className={styles.item}>
          <div className={styles.itemText}>
            <p className={styles.strong}>
              {passkey.name} <span className={styles.badge}>{passkey.backedUp ? "synced" : "one device"}</span>
            </p>
            <p className={styles.muted}>
              Added {formatDateTime(passkey.createdAt, timeZone)} · last used{" "}
              {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, timeZone) : "never"}
            </p>
          </div>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="remove-passkey" />
            <input type="hidden" name="passkey" value={passkey.id} />
            <button type="submit" className={styles.dangerButton}>
              Remove <span className="visually-hidden">{passkey.name}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
