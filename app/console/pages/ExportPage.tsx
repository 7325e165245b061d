import { Form } from "react-router";
import { type ExportRequest, LEAD_KIND_LABELS, LEAD_KINDS, type QueryErrors } from "#shared/console/leads.ts";
import { ChoiceField, DateField } from "../components/Field";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { useTeamTimeZone } from "../format";

export function ExportPage({ request, errors }: { request: ExportRequest; errors: QueryErrors }) {
  const timeZone = useTeamTimeZone();
  const messages = Object.values(errors);
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Export leads</h1>
          <p className={styles.lede}>
            A CSV file of the leads received in a period, one row per lead. Days are in {timeZone}; both ends are
            included, and an empty date leaves that end open.
          </p>
        </div>
      </div>
      {messages.length > 0 && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {messages.join(" ")}
        </p>
      )}
      <section className={styles.panel} aria-labelledby="export-title">
        <h2 id="export-title" className={styles.panelTitle}>
          Period and kind
        </h2>
        {/* A document request: the answer is a file download, which the client router cannot show. */}
        <Form method="get" reloadDocument className={pageStyles.filters}>
          <DateField id="export-from" name="from" label="From" value={request.from} error={errors.from} />
          <DateField id="export-to" name="to" label="To" value={request.to} error={errors.to} />
          <ChoiceField
            id="export-kind"
            name="kind"
            label="Kind"
            noneLabel="All kinds"
            choices={LEAD_KINDS}
            labels={LEAD_KIND_LABELS}
            value={request.kind}
            error={errors.kind}
          />
          <div className={pageStyles.filterActions}>
            <button type="submit" name="download" value="csv" className={styles.primaryButton}>
              Download CSV
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
