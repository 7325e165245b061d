import { useEffect, useState } from "react";
import { UPLOAD_FILE_FIELD, type WhitepaperPdfState, whitepaperPdfApi } from "#shared/console/media.ts";
import { useCsrfToken } from "../CsrfField";
import consoleStyles from "../console.module.css";
import { formatDateTime, useTeamTimeZone } from "../format";
import { callMediaApi, sendForm } from "./media-client";
import styles from "./studio.module.css";

function describe(state: WhitepaperPdfState, timeZone: string): string {
  if (!state.uploaded) return "Visitors who request this whitepaper get the PDF the site generates from its text.";
  const size = `${Math.max(1, Math.round(state.uploaded.bytes / 1024))} KB`;
  const at = formatDateTime(state.uploaded.at, timeZone);
  return `Visitors get the uploaded PDF “${state.uploaded.name}” (${size}), uploaded by ${state.uploaded.by} on ${at}.`;
}

/**
 * Which PDF a whitepaper request hands out: the generated one or an upload that replaces it.
 * Takes effect at once for every download link, without publishing.
 */
export function WhitepaperPdfPanel({ whitepaperId }: { whitepaperId: string }) {
  const csrfToken = useCsrfToken();
  const timeZone = useTeamTimeZone();
  const api = whitepaperPdfApi(whitepaperId);
  const [state, setState] = useState<WhitepaperPdfState | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    void callMediaApi<WhitepaperPdfState>(api).then((outcome) => {
      if (outcome.ok) setState(outcome.value);
      else setProblem(outcome.message);
    });
  }, [api]);

  async function upload(file: File) {
    const form = new FormData();
    form.set(UPLOAD_FILE_FIELD, file);
    setProblem(null);
    setBusy("Uploading the PDF…");
    const outcome = await sendForm<WhitepaperPdfState>(api, form, csrfToken);
    setBusy(null);
    if (outcome.ok) setState(outcome.value);
    else setProblem(outcome.message);
  }

  async function revert() {
    setProblem(null);
    setBusy("Going back to the generated PDF…");
    const outcome = await callMediaApi<WhitepaperPdfState>(`${api}/generated`, { method: "POST", csrfToken });
    setBusy(null);
    if (outcome.ok) setState(outcome.value);
    else setProblem(outcome.message);
  }

  return (
    <section
      className={`${consoleStyles.panel} ${styles.pdfPanel}`}
      aria-labelledby="pdf-title"
      aria-busy={busy !== null}
    >
      <h2 id="pdf-title" className={consoleStyles.panelTitle}>
        PDF download
      </h2>
      <p>{state ? describe(state, timeZone) : "Reading which PDF is handed out…"}</p>
      <div className={consoleStyles.field}>
        <label htmlFor="whitepaper-pdf">Replace with a PDF</label>
        <input
          id="whitepaper-pdf"
          type="file"
          accept="application/pdf"
          className={consoleStyles.input}
          disabled={busy !== null}
          aria-describedby={problem ? "whitepaper-pdf-problem" : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
      </div>
      {state?.source === "uploaded" && (
        <button
          type="button"
          className={consoleStyles.quietButton}
          disabled={busy !== null}
          onClick={() => void revert()}
        >
          Use the generated PDF again
        </button>
      )}
      <p role="status" className={styles.status}>
        {busy ?? ""}
      </p>
      {problem && (
        <p id="whitepaper-pdf-problem" className={consoleStyles.error}>
          {problem}
        </p>
      )}
    </section>
  );
}
