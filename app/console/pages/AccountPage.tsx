import { Form } from "react-router";
import type { PasskeySummary, SessionSummary } from "#shared/console/contract.ts";
import type { StaffMember } from "#shared/console/staff.ts";
import { Split } from "~/components/ui";
import { addressLabel, browserLabel } from "../browser-label";
import { CsrfField } from "../CsrfField";
import { DataTable } from "../components/DataTable";
import { ResultNotice } from "../components/ResultNotice";
import { UnbrokenEmail } from "../components/UnbrokenEmail";
import { When } from "../components/When";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { AddPasskey } from "../passkeys/AddPasskey";
import { PasskeyList } from "../passkeys/PasskeyList";

interface AccountPageProps {
  member: StaffMember;
  sessions: SessionSummary[];
  passkeys: PasskeySummary[];
  result: { ok: boolean; message: string } | undefined;
  /** The user-agent header of this request: the browser of the current session. */
  currentUserAgent: string;
}

export function AccountPage({ member, sessions, passkeys, result, currentUserAgent }: AccountPageProps) {
  const agentOf = (session: SessionSummary) => (session.current && currentUserAgent) || session.userAgent;
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Your account</h1>
          {/* The role is beside the name in the header, so not again here. */}
          <p className={`${styles.lede} ${pageStyles.oneLine}`}>
            Signed in as{" "}
            <span className={pageStyles.address} title={member.email}>
              {member.email}
            </span>
          </p>
        </div>
      </div>
      {result && <ResultNotice ok={result.ok}>{result.message}</ResultNotice>}
      {/* The two cards as tall as each other: the sessions' one action at its card's foot, level with "Add a passkey". */}
      {/* Each card as tall as its content (its action right under it), never stretched to its neighbour's height. */}
      <Split columns="minmax(0, 2fr) minmax(0, 3fr)" gap={5} align="start" className={styles.sideBySide}>
        <section className={styles.panel} aria-labelledby="passkeys-title">
          <h2 id="passkeys-title" className={styles.panelTitle}>
            Passkeys
          </h2>
          <p className={styles.panelIntro}>
            A passkey signs you in with your device's screen lock or a security key, without waiting for an{" "}
            <UnbrokenEmail text="e-mail" />.
          </p>
          <PasskeyList passkeys={passkeys} />
          <AddPasskey />
        </section>
        <section className={`${styles.panel} ${pageStyles.footedPanel}`} aria-labelledby="sessions-title">
          <h2 id="sessions-title" className={styles.panelTitle}>
            Signed-in browsers
          </h2>
          <DataTable label="Signed-in browsers" cardsOnPhones inPanel>
            <thead>
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last active</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <td data-label="Browser">
                    <span>
                      <span className={pageStyles.nowrap} title={agentOf(session) || undefined}>
                        {browserLabel(agentOf(session))}
                      </span>
                      {session.current && (
                        <span className={pageStyles.lineUnder}>
                          <span className={`${styles.badge} ${styles.badgeInfo}`}>This one</span>
                        </span>
                      )}
                    </span>
                  </td>
                  <td data-label="Signed in">
                    <span>
                      <When iso={session.createdAt} />{" "}
                      {/* How, on a line of its own under the day: a phrase never split across the two. */}
                      <span className={`${styles.hint} ${pageStyles.lineUnder}`}>
                        <UnbrokenEmail
                          text={session.signInMethod === "passkey" ? "with a passkey" : "with an e-mail link"}
                        />
                      </span>
                    </span>
                  </td>
                  <td data-label="Last active">
                    <When iso={session.lastSeenAt} />
                  </td>
                  <td data-label="From">
                    <span className={pageStyles.nowrap}>{addressLabel(session.ip)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Form method="post" action="/console/sign-out">
            <CsrfField />
            <input type="hidden" name="scope" value="everywhere" />
            <p className={`${styles.hint} ${pageStyles.beforeAction}`}>Signs out every browser listed, this one too.</p>
            <button type="submit" className={styles.dangerButton}>
              Sign out everywhere
            </button>
          </Form>
        </section>
      </Split>
    </>
  );
}
