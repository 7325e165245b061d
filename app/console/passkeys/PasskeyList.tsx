import { Form } from "react-router";
import type { PasskeySummary } from "#shared/console/contract.ts";
import { CsrfField } from "../CsrfField";
import { DataTable } from "../components/DataTable";
import styles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";

/** The member's passkeys, each with a remove button (a form post: works without JavaScript). */
export function PasskeyList({ passkeys }: { passkeys: PasskeySummary[] }) {
  const timeZone = useTeamTimeZone();
  if (passkeys.length === 0) {
    return <p className={styles.muted}>No passkeys yet. Until you add one, you sign in with an e-mail link.</p>;
  }
  return (
    <DataTable label="Your passkeys">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Added</th>
          <th scope="col">Last used</th>
          <th scope="col">Kept</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {passkeys.map((passkey) => (
          <tr key={passkey.id}>
            <td className={styles.strong}>{passkey.name}</td>
            <td>{formatDateTime(passkey.createdAt, timeZone)}</td>
            <td>{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, timeZone) : "Never"}</td>
            <td>{passkey.backedUp ? "Synced between devices" : "On one device"}</td>
            <td className={styles.cellAction}>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="remove-passkey" />
                <input type="hidden" name="passkey" value={passkey.id} />
                <button type="submit" className={styles.dangerButton}>
                  Remove <span className="visually-hidden">{passkey.name}</span>
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
