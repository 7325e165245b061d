import { Form, Link } from "react-router";
import { type ExportRequest, LEAD_KIND_LABELS, LEAD_KINDS, type QueryErrors } from "#shared/console/leads.ts";
import type { Period } from "#shared/console/periods.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { Split } from "~/components/ui";
import { DateRange, periodChoices } from "../components/DateRange";
import { ChoiceField } from "../components/Field";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { formatShortDay, formatTimeZone, useTeamTimeZone } from "../format";

/** The usual periods, one press each: they fill the form's days (the download stays a separate press). */
function exportHref(request: ExportRequest, period: Period): string {
  const query = new URLSearchParams({
    from: period.from,
    to: period.to,
    ...(request.kind ? { kind: request.kind } : {}),
  });
  return `/console/export?${query}`;
}

/** "13 leads", "1 lead", "No leads": what the file will hold. */
function leadsCount(count: number): string {
  return count === 0 ? "No leads" : `${count.toLocaleString("en-IN")} ${count === 1 ? "lead" : "leads"}`;
}

export function ExportPage({
  request,
  errors,
  count,
}: {
  request: ExportRequest;
  errors: QueryErrors;
  /** The rows the file will hold for the days and type shown; null when the request is refused. */
  count: number | null;
}) {
  const timeZone = useTeamTimeZone();
  const messages = Object.values(errors);
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Export leads</h1>
          <p className={styles.lede}>A spreadsheet (CSV) of the leads received in a period.</p>
        </div>
      </div>
      {messages.length > 0 && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {messages.join(" ")}
        </p>
      )}
      {/* The two cards as tall as each other: no hole under the shorter one. */}
      {/*
        The form's card as wide as its controls (the periods on one row, the days side by side, the type), the notes
        beside it; each card as tall as its content.
      */}
      <Split columns="minmax(0, 31rem) minmax(0, 1fr)" gap={5} align="start" className={styles.sideBySide}>
        <section className={styles.panel} aria-labelledby="export-title">
          <h2 id="export-title" className={styles.panelTitle}>
            Period and type
          </h2>
          {/* A document request: the answer is a file download, which the client router cannot show. */}
          <Form method="get" reloadDocument className={pageStyles.exportForm}>
            <DateRange
              choicesLabel="Common periods"
              caption="Period"
              choices={periodChoices(isoDateInZone(Date.now(), timeZone), request, (period) =>
                exportHref(request, period),
              )}
              from={{ id: "export-from", name: "from", label: "From", value: request.from, error: errors.from }}
              to={{ id: "export-to", name: "to", label: "To", value: request.to, error: errors.to }}
            />
            <ChoiceField
              id="export-kind"
              name="kind"
              label="Type of lead"
              noneLabel="All types"
              choices={LEAD_KINDS}
              labels={LEAD_KIND_LABELS}
              value={request.kind}
              error={errors.kind}
            />
            {/* The shown request's days and type in words: after an edit not yet sent, it says which it counted. */}
            {count !== null && (
              <p className={`${styles.muted} ${styles.flush}`}>
                <strong className={styles.strong}>{leadsCount(count)}</strong>
                {request.kind ? ` (${LEAD_KIND_LABELS[request.kind]})` : ""} received
                {request.from && request.to
                  ? ` from ${formatShortDay(request.from)} to ${formatShortDay(request.to)}`
                  : request.from
                    ? ` since ${formatShortDay(request.from)}`
                    : request.to
                      ? ` until ${formatShortDay(request.to)}`
                      : ""}
                {count === 0 ? ": the file would hold only its header row." : ", one row each in the file."}
              </p>
            )}
            <div className={pageStyles.filterActions}>
              <button type="submit" name="download" value="csv" className={styles.primaryButton}>
                Download CSV
              </button>
            </div>
          </Form>
        </section>
        <section className={styles.panel} aria-labelledby="export-contents">
          <h2 id="export-contents" className={styles.panelTitle}>
            What the file holds
          </h2>
          <ul className={styles.plainList}>
            <li>Each lead's type, time received, name, e-mail, company, phone, message or whitepaper</li>
            <li>The team's status, owner, next step and notes</li>
            <li>Whether the e-mails announcing it were delivered, and where the visitor came from</li>
            <li>Received and consent times in {formatTimeZone(timeZone)} with their offset; meeting times in UTC</li>
          </ul>
          <p className={`${styles.muted} ${styles.flush}`}>
            To export just the leads you're viewing, use <Link to="/console/leads">Export this view</Link> in the inbox.
          </p>
        </section>
      </Split>
    </>
  );
}
