import type { RJSFSchema } from "@rjsf/utils";
import { useEffect, useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { CollectionEntry } from "#shared/console/collections.ts";
import { useCsrfToken } from "../CsrfField";
import { When } from "../components/When";
import consoleStyles from "../console.module.css";
import { ContentForm } from "./ContentForm";
import { DocumentOutline, outlineOf, SectionsMenu, useSectionInView, VERSIONS_STOP } from "./DocumentOutline";
import { EntryPanel } from "./EntryPanel";
import { ErrorSummary } from "./ErrorSummary";
import { kindName } from "./kind-names";
import { InvalidVersionsBanner, RepositoryConflictPanel } from "./RepositoryNotices";
import { SaveStatus } from "./SaveStatus";
import styles from "./studio.module.css";
import {
  type ContentDocument,
  type ContentRevision,
  callContentApi,
  type FieldError,
  type JsonValue,
  type VersionView,
} from "./studio-api";
import { uiSchemaFor } from "./ui-schema";
import { readLocalCopy, type SavedDraft, useDraftAutosave } from "./use-draft-autosave";
import { VersionsPanel } from "./VersionsPanel";
import { WhitepaperPdfPanel } from "./WhitepaperPdfPanel";

export interface ContentDocumentPageProps {
  document: ContentDocument;
  /** Published versions, newest first, with what each changed. */
  versions: VersionView[];
  /** Whether the document shows on a page of the site that can be previewed. */
  previewable: boolean;
  /** For an article or story created in the studio: its address and publication state. */
  entry?: CollectionEntry | null;
}

/** What the editor starts from: the draft, or the published content when there is no draft. */
function startingContent(document: ContentDocument): JsonValue {
  return (document.draft ?? document.published).content;
}

function ConflictNotice({ mine, message, onReload }: { mine: JsonValue; message: string; onReload: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = JSON.stringify(mine, null, 2);
  return (
    <div role="alert" className={`${consoleStyles.notice} ${consoleStyles.noticeError}`}>
      <p>
        <strong>{message}</strong> Your changes were not saved, and they are still in the form below and in this
        browser. Copy them, then load the other version and apply them again.
      </p>
      <div className={consoleStyles.actions}>
        <button
          type="button"
          className={consoleStyles.quietButton}
          onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
        >
          {copied ? "Copied" : "Copy my changes"}
        </button>
        <button type="button" className={consoleStyles.quietButton} onClick={onReload}>
          Load their version
        </button>
      </div>
      <label className={consoleStyles.hint} htmlFor="my-changes">
        Your version (as JSON)
      </label>
      <textarea id="my-changes" className={`${consoleStyles.input} ${styles.copyBox}`} readOnly value={text} />
    </div>
  );
}

/**
 * What the site shows of the document: nothing yet for an entry never published (its version 0 is
 * only the draft it was created with), nothing any more for one taken off, else the repository's
 * original version (in lower case: it reads as a phrase after "On the site") or a version published here.
 */
export function liveVersionWords(document: ContentDocument, entry: CollectionEntry | null | undefined): string {
  if (entry?.state === "draft") return "Not published yet";
  if (entry?.state === "unpublished") return "Taken off the site";
  return document.published.version === 0 ? "the original version" : `Version ${document.published.version}`;
}

/** Where the document stands, under the actions in the rail beside the form (below lg, the page's lede says it). */
function DocumentState({
  document,
  entry,
  hasDraft,
}: {
  document: ContentDocument;
  entry: CollectionEntry | null | undefined;
  hasDraft: boolean;
}) {
  const { published, draft } = document;
  return (
    <section className={styles.statusPart} aria-labelledby="state-title">
      <h2 id="state-title" className="visually-hidden">
        Status
      </h2>
      <dl className={styles.stateList}>
        <div>
          <dt>On the site</dt>
          <dd>
            {liveVersionWords(document, entry)}
            {published.at && (
              <span className={styles.stateDetail}>
                <span className="visually-hidden">; </span>
                {published.author}, <When iso={published.at} />
              </span>
            )}
            {published.version > 0 && (
              <span className={styles.stateDetail}>
                <span className="visually-hidden">; </span>
                {document.repository.differs ? "Differs from the repository" : "Matches the repository"}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Draft</dt>
          <dd>
            {hasDraft ? "Changes wait to be published" : "None"}
            {hasDraft && draft?.at && (
              <span className={styles.stateDetail}>
                <span className="visually-hidden">; </span>
                {draft.author}, <When iso={draft.at} />
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Where the document stands, beside its title in the list's words: one word, its dot coloured as in the list. */
function TitleStatus({ entry, hasDraft }: { entry: CollectionEntry | null | undefined; hasDraft: boolean }) {
  const [label, tone] =
    entry?.state === "draft"
      ? ["Draft", "draft"]
      : entry?.state === "unpublished"
        ? ["Off the site", "problem"]
        : hasDraft
          ? ["Changed", "changed"]
          : ["Published", "published"];
  return (
    <p className={styles.titleStatus}>
      <span className="visually-hidden">Status: </span>
      <span className={styles.statusWord} data-tone={tone}>
        {label}
      </span>
    </p>
  );
}

/** A document in the studio: the generated form, its autosave, publishing and versions. */
export function ContentDocumentPage({ document, versions, previewable, entry }: ContentDocumentPageProps) {
  const csrfToken = useCsrfToken();
  const revalidator = useRevalidator();
  const [content, setContent] = useState<JsonValue>(() => startingContent(document));
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [publishErrors, setPublishErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [hasDraft, setHasDraft] = useState(document.draft !== null);
  /** Changes kept in this browser that were based on a version someone has since replaced. */
  const [staleCopy, setStaleCopy] = useState(false);
  useEffect(() => setHasDraft(document.draft !== null), [document.draft]);
  const autosave = useDraftAutosave(document, csrfToken);
  const { state } = autosave;
  const schema = document.schema as RJSFSchema;
  const sections = useMemo(
    () =>
      outlineOf(
        schema,
        uiSchemaFor(schema, { mdxFields: document.mdxFields, fixed: document.fixed, images: document.images }),
        { entry: Boolean(entry) },
      ).concat(VERSIONS_STOP),
    [schema, document.mdxFields, document.fixed, document.images, entry],
  );
  const currentSection = useSectionInView(sections);

  // Unsaved changes kept in this browser (a refused save, a closed tab) come back into the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document.
  useEffect(() => {
    const copy = readLocalCopy(document.id);
    if (!copy || JSON.stringify(copy.content) === JSON.stringify(startingContent(document))) return;
    replaceContent(copy.content);
    if (copy.baseVersion === document.version) {
      autosave.change(copy.content);
      setNotice("Your unsaved changes from your last visit are back in the form and are being saved.");
    } else {
      setStaleCopy(true);
    }
  }, [document.id]);

  function keepStaleCopy() {
    setStaleCopy(false);
    autosave.rebase(document.version);
    autosave.change(content);
  }

  function discardStaleCopy() {
    setStaleCopy(false);
    autosave.rebase(document.version);
    replaceContent(startingContent(document));
  }

  const errors = state.status === "invalid" ? state.errors : publishErrors;
  const publishBlocker =
    state.status === "conflict" || staleCopy
      ? "Resolve the conflict before publishing."
      : errors.length > 0
        ? "Fix the fields marked in the form before publishing."
        : state.status === "failed"
          ? "The latest changes are not saved yet."
          : !hasDraft
            ? "There is no draft to publish: change something first."
            : null;

  function replaceContent(next: JsonValue) {
    setContent(next);
    setFormKey((key) => key + 1);
  }

  function onChange(next: JsonValue) {
    setContent(next);
    setPublishErrors([]);
    setNotice(null);
    setHasDraft(true);
    autosave.change(next);
  }

  async function publish() {
    setBusy(true);
    await autosave.flush();
    const outcome = await callContentApi<{ published: ContentRevision }>(
      `/${encodeURIComponent(document.id)}/publish`,
      {
        method: "POST",
        body: { version: autosave.baseVersion.current },
        csrfToken,
      },
    );
    setBusy(false);
    if (outcome.ok) {
      autosave.rebase(outcome.value.published.version);
      setHasDraft(false);
      setNotice(`Published as version ${outcome.value.published.version}.`);
      await revalidator.revalidate();
      return;
    }
    if (outcome.kind === "invalid") setPublishErrors(outcome.errors);
    setNotice(outcome.message);
  }

  async function restore(version: number) {
    setBusy(true);
    await autosave.flush();
    const outcome = await callContentApi<SavedDraft>(`/${encodeURIComponent(document.id)}/restore`, {
      method: "POST",
      body: { version, baseVersion: autosave.baseVersion.current },
      csrfToken,
    });
    setBusy(false);
    if (outcome.ok) {
      autosave.rebase(outcome.value.version);
      setHasDraft(true);
      replaceContent(outcome.value.draft.content);
      setNotice(`Version ${version} is the draft again. Publish it to put it live.`);
      await revalidator.revalidate();
      return;
    }
    setNotice(outcome.message);
  }

  /** Loads the document as stored now into the form. */
  async function reloadDocument(message: string) {
    const outcome = await callContentApi<ContentDocument>(`/${encodeURIComponent(document.id)}`);
    if (!outcome.ok) {
      setNotice(outcome.message);
      return;
    }
    autosave.rebase(outcome.value.version);
    replaceContent(startingContent(outcome.value));
    setNotice(message);
    await revalidator.revalidate();
  }

  return (
    <>
      <div className={consoleStyles.pageHeader}>
        <div>
          <p className={consoleStyles.breadcrumb}>
            <Link to="/console/content">Content</Link>
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden">: </span>
            <Link to={`/console/content?kind=${encodeURIComponent(document.kind)}`}>{kindName(document.kind)}</Link>
          </p>
          <div className={styles.titleRow}>
            <h1 className={consoleStyles.title}>{document.title}</h1>
            <TitleStatus entry={entry} hasDraft={hasDraft} />
          </div>
          <p className={consoleStyles.lede}>
            <span className={styles.ledeDetail}>
              {document.published.version === 0 || entry?.state === "draft"
                ? `On the site: ${liveVersionWords(document, entry).toLowerCase()}`
                : `On the site: version ${document.published.version}, published by ${document.published.author}`}
              {document.published.version > 0 &&
                (document.repository.differs
                  ? ", which differs from the repository"
                  : ", which matches the repository")}
              {document.draft ? (
                <>
                  ; a draft saved by {document.draft.author}
                  {document.draft.at && (
                    <>
                      , <When iso={document.draft.at} inSentence />
                    </>
                  )}
                </>
              ) : (
                "; no draft"
              )}
              .{" "}
            </span>
            Visitors see changes once you publish.
          </p>
        </div>
      </div>
      <RepositoryConflictPanel
        document={document}
        csrfToken={csrfToken}
        busy={busy}
        onResolved={(message) => void reloadDocument(message)}
      />
      <InvalidVersionsBanner invalid={document.invalid} />
      {state.status === "conflict" && (
        <ConflictNotice
          mine={content}
          message={state.message}
          onReload={() =>
            void reloadDocument("The other version is loaded. Your copied changes can be applied to it now.")
          }
        />
      )}
      {staleCopy && (
        <div role="alert" className={`${consoleStyles.notice} ${consoleStyles.noticeError}`}>
          <p>
            The form shows your unsaved changes from your last visit, but someone has changed this document since. Keep
            yours (they replace the newer version's fields when saved) or discard them and load the newer version.
          </p>
          <div className={consoleStyles.actions}>
            <button type="button" className={consoleStyles.quietButton} onClick={keepStaleCopy}>
              Keep my changes
            </button>
            <button type="button" className={consoleStyles.quietButton} onClick={discardStaleCopy}>
              Discard them
            </button>
          </div>
        </div>
      )}
      {notice && (
        <p role="status" className={consoleStyles.notice}>
          {notice}
        </p>
      )}
      {document.kind === "whitepaper" && <WhitepaperPdfPanel whitepaperId={document.id.replace(/^whitepaper:/, "")} />}
      {/*
        The rail (saving and publishing with the document's state, then the form's sections) comes first: below lg its bar is the
        sticky strip over the form; from lg it is the sticky column beside it. The versions follow the form.
      */}
      <div className={styles.layout}>
        <div className={styles.aside}>
          <section className={styles.actionBar} aria-label="Save and publish">
            <div className={styles.barStatus}>
              <SaveStatus state={state} />
            </div>
            <SectionsMenu sections={sections} current={currentSection} />
            <div className={styles.barActions}>
              <button
                type="button"
                className={consoleStyles.quietButton}
                disabled={state.status !== "pending" && state.status !== "failed"}
                onClick={() => void autosave.flush()}
              >
                Save draft
              </button>
              {previewable && (
                // A document load: only the preview page's own response allows it to frame the site (CSP frame-src).
                <Link
                  reloadDocument
                  className={consoleStyles.quietButton}
                  to={`/console/content/${encodeURIComponent(document.id)}/preview`}
                >
                  Preview
                </Link>
              )}
              <button
                type="button"
                className={consoleStyles.primaryButton}
                disabled={busy || publishBlocker !== null}
                aria-describedby={publishBlocker ? "publish-reason" : undefined}
                onClick={() => void publish()}
              >
                Publish
              </button>
            </div>
            {publishBlocker && (
              <p id="publish-reason" className={styles.reason}>
                {publishBlocker}
              </p>
            )}
            <DocumentState document={document} entry={entry} hasDraft={hasDraft} />
          </section>
          <DocumentOutline sections={sections} current={currentSection} />
        </div>
        <div className={styles.main}>
          {entry && <EntryPanel entry={entry} />}
          <section className={`${consoleStyles.panel} ${styles.fieldsPanel}`} aria-labelledby="fields-title">
            <h2 id="fields-title" className={`${consoleStyles.panelTitle} ${styles.fieldsTitle}`}>
              Fields
            </h2>
            <ErrorSummary errors={errors} />
            <ContentForm
              key={formKey}
              schema={document.schema as RJSFSchema}
              mdxFields={document.mdxFields}
              fixed={document.fixed}
              images={document.images}
              altPictures={document.altPictures}
              content={content}
              errors={errors}
              onChange={onChange}
            />
          </section>
          <VersionsPanel
            versions={versions}
            neverPublished={entry?.state === "draft"}
            busy={busy}
            onRestore={(version) => void restore(version)}
          />
        </div>
      </div>
    </>
  );
}
