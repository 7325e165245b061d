import { type FormEvent, Fragment, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { COLLECTIONS_API_ROOT } from "#shared/console/routes.ts";
import { readTypedDay } from "#shared/console/typed-day.ts";
import type { CollectionName } from "#shared/content/collections.ts";
import { useCsrfToken } from "../CsrfField";
import { DayBox } from "../components/DayField";
import consoleStyles from "../console.module.css";
import { valuesTypedEarly } from "../typed-early";
import { ErrorSummary, fieldId } from "./ErrorSummary";
import { LengthCount } from "./LengthCount";
import { lengthHint } from "./length-hint";
import styles from "./studio.module.css";
import { callConsoleApi, type FieldError } from "./studio-api";

export interface NewEntryField {
  /** Dot path into the entry's content ("author.name"); "slug" is the address. */
  path: string;
  label: string;
  /** The editor's group of the field ("Author"): consecutive fields of a group share a card with its title. */
  group?: string;
  hint?: string;
  input: "text" | "textarea" | "date" | "select" | "mdx";
  options?: readonly { value: string; label: string }[];
  /** For a select whose choice stands for a value (a hero image's files): that value by option. */
  values?: Readonly<Record<string, Record<string, unknown>>>;
  defaultValue?: string;
  /** The fewest and most characters the field takes: said in its hint, counted under it as it is typed. */
  length?: readonly [min: number, max: number];
}

export interface NewEntryProps {
  collection: CollectionName;
  /** "article", "customer story". */
  label: string;
  fields: readonly NewEntryField[];
  /** The field whose text suggests the address until the address is edited. */
  titleField: string;
}

type SlugState =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "ok"; slug: string }
  | { kind: "problem"; message: string };

/** A readable address from a title: lower case, a to z and 0 to 9, words joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

const storageKey = (collection: string) => `horizon.studio.new-entry.${collection}`;

/** What was typed in the form, kept in this browser until the entry is created (storage may be blocked). */
function keepTyped(collection: string, values: Record<string, string> | null): void {
  try {
    if (values) window.localStorage.setItem(storageKey(collection), JSON.stringify(values));
    else window.localStorage.removeItem(storageKey(collection));
  } catch {
    // The text is still in the form.
  }
}

function typedBefore(collection: string): Record<string, string> | null {
  try {
    const raw = window.localStorage.getItem(storageKey(collection));
    return raw ? (JSON.parse(raw) as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** Sets `value` at a dot path of a plain object, creating the objects on the way. */
function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split(".");
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    node[segment] ??= {};
    node = node[segment] as Record<string, unknown>;
  }
  node[segments.at(-1) ?? path] = value;
}

/** "New article" / "New customer story": the entry's first draft and its address, checked as it is typed. */
export function NewEntryPage({ collection, label, fields, titleField }: NewEntryProps) {
  const csrfToken = useCsrfToken();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([["slug", ""], ...fields.map((field) => [field.path, field.defaultValue ?? ""])]),
  );
  const [slugEdited, setSlugEdited] = useState(false);
  /** Set once earlier text is back in the form: the day box (which keeps its own text) is drawn again with it. */
  const [restored, setRestored] = useState(false);
  const [slugState, setSlugState] = useState<SlugState>({ kind: "idle" });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState("");
  const [saving, setSaving] = useState(false);
  const statusId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const slug = values.slug ?? "";

  // What was typed before this code ran, or on an earlier visit (a refused create, a closed tab), comes back into the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the code takes over the server's HTML.
  useLayoutEffect(() => {
    const typedNow = formRef.current ? valuesTypedEarly(formRef.current) : {};
    for (const field of fields) {
      const typed = typedNow[field.path];
      if (field.input === "date" && typed !== undefined) typedNow[field.path] = readTypedDay(typed) ?? typed;
    }
    const restored = { ...typedBefore(collection), ...typedNow };
    if (Object.keys(restored).length === 0) return;
    const next = { ...values, ...restored };
    if (!restored.slug && restored[titleField]) next.slug = slugFromTitle(restored[titleField]);
    if (restored.slug) setSlugEdited(true);
    update(next);
    setRestored(true);
  }, []);

  useEffect(() => {
    if (slug === "") {
      setSlugState({ kind: "idle" });
      return;
    }
    setSlugState({ kind: "checking" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ slug });
      const outcome = await callConsoleApi<{ ok: boolean; slug?: string; message?: string }>(
        `${COLLECTIONS_API_ROOT}/${collection}/slug-check?${query}`,
      );
      if (controller.signal.aborted) return;
      if (!outcome.ok) setSlugState({ kind: "problem", message: outcome.message });
      else if (outcome.value.ok) setSlugState({ kind: "ok", slug: outcome.value.slug ?? slug });
      else setSlugState({ kind: "problem", message: outcome.value.message ?? "This address cannot be used." });
    }, 300);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [slug, collection]);

  function update(next: Record<string, string>) {
    setValues(next);
    keepTyped(collection, next);
  }

  function change(path: string, value: string) {
    const next = { ...values, [path]: value };
    if (path === titleField && !slugEdited) next.slug = slugFromTitle(value);
    // A picture of the site's comes with its description: the alt text starts as it, until the editor writes one.
    const picked = fields.find((field) => field.path === path)?.options?.find((option) => option.value === value);
    const altPath = `${path}.alt`;
    if (picked && altPath in next && !values[altPath]?.trim()) next[altPath] = picked.label;
    update(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblem("");
    const content: Record<string, unknown> = {};
    for (const field of fields) {
      const value = values[field.path] ?? "";
      setAt(content, field.path, field.values ? { ...field.values[value] } : value);
    }
    const outcome = await callConsoleApi<{ entry: { id: string } }>(`${COLLECTIONS_API_ROOT}/${collection}`, {
      method: "POST",
      body: { slug, content },
      csrfToken,
    });
    setSaving(false);
    if (outcome.ok) {
      keepTyped(collection, null);
      navigate(`/console/content/${encodeURIComponent(outcome.value.entry.id)}`);
      return;
    }
    setErrors(outcome.kind === "invalid" ? outcome.errors : []);
    setProblem(outcome.kind === "invalid" ? "" : outcome.message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  const errorOf = (path: string) => errors.filter((error) => error.path === path || error.path.startsWith(`${path}.`));

  return (
    <>
      <div className={consoleStyles.pageHeader}>
        <div>
          <p className={consoleStyles.breadcrumb}>
            <Link to="/console/content">Content</Link>
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden">: </span>
            New {label}
          </p>
          <h1 className={consoleStyles.title}>New {label}</h1>
          <p className={consoleStyles.lede}>
            Creates a draft at its own address. You can edit it further, preview it and publish it on the next page.
          </p>
        </div>
      </div>
      <div ref={summaryRef} tabIndex={-1}>
        {problem && (
          <p className={`${consoleStyles.notice} ${consoleStyles.noticeError}`} role="alert">
            {problem}
          </p>
        )}
        <ErrorSummary errors={errors} />
      </div>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.entryForm}>
        <div className={styles.entryCards}>
          {groupsOf(fields).map((run) => {
            const namedByCard = run.fields.length === 1 && run.fields[0]?.label === run.group;
            const rendered = run.fields.map((field) => (
              <Fragment key={field.path}>
                {renderField(field, namedByCard)}
                {/* The address, made from the title, right under it: a field of its own in the form's rhythm. */}
                {field.path === titleField && (
                  <SlugField
                    value={slug}
                    state={slugState}
                    statusId={statusId}
                    onChange={(value) => {
                      setSlugEdited(true);
                      update({ ...values, slug: value });
                    }}
                  />
                )}
              </Fragment>
            ));
            return run.group ? (
              <fieldset key={run.key} className={`${consoleStyles.panel} ${styles.entryCard}`}>
                <legend className={styles.entryCardTitle}>{run.group}</legend>
                {rendered}
              </fieldset>
            ) : (
              <div key={run.key} className={`${consoleStyles.panel} ${styles.entryCard}`}>
                {rendered}
              </div>
            );
          })}
        </div>
        {/*
          What happens next, and the buttons that start it: after the fields (the last thing read and tabbed to at
          every width); from lg the sticky column beside them, as the editor's save and publish card.
        */}
        <aside className={`${consoleStyles.panel} ${styles.entryNext}`} aria-labelledby="entry-next-title">
          <h2 id="entry-next-title" className={consoleStyles.panelTitle}>
            What happens next
          </h2>
          <ol className={styles.entrySteps}>
            <li>Create the draft: nothing shows on the site yet.</li>
            <li>Edit it in the editor: upload an image, add statistics and callouts to the text.</li>
            <li>Preview it at its address, as visitors will see it.</li>
            <li>Publish it: it joins the site and its feeds.</li>
          </ol>
          <div className={styles.entryActions}>
            <button type="submit" className={consoleStyles.primaryButton} disabled={saving}>
              {saving ? "Creating…" : `Create ${label}`}
            </button>
            <Link to="/console/content" className={consoleStyles.quietButton}>
              Cancel
            </Link>
          </div>
        </aside>
      </form>
    </>
  );

  /** A field alone in a card named as it is (the Text card) is labelled for screen readers only: the title says it. */
  function renderField(field: NewEntryField, namedByCard = false) {
    const id = fieldId(field.path);
    const fieldErrors = errorOf(field.path);
    const hint = [field.hint, field.length && lengthHint(...field.length)].filter(Boolean).join(" ");
    const describedBy = [hint ? `${id}-hint` : "", fieldErrors.length ? `${id}-error` : ""].filter(Boolean).join(" ");
    const common = {
      id,
      name: field.path,
      className: consoleStyles.input,
      value: values[field.path] ?? "",
      "aria-invalid": fieldErrors.length > 0 ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
    return (
      <div className={consoleStyles.field}>
        <label htmlFor={id} className={namedByCard ? "visually-hidden" : undefined}>
          {field.label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className={consoleStyles.hint}>
            {hint}
          </p>
        )}
        {field.input === "textarea" || field.input === "mdx" ? (
          <textarea
            {...common}
            rows={field.input === "mdx" ? 8 : 3}
            onChange={(event) => change(field.path, event.target.value)}
          />
        ) : field.input === "select" ? (
          <select {...common} onChange={(event) => change(field.path, event.target.value)}>
            <option value="">Choose…</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : field.input === "date" ? (
          <DayBox
            key={restored ? "restored" : "rendered"}
            control={{
              id,
              ...(describedBy ? { "aria-describedby": describedBy } : {}),
              ...(fieldErrors.length > 0 ? { "aria-invalid": true as const } : {}),
            }}
            name={field.path}
            label={field.label}
            day={values[field.path] || undefined}
            onDay={(day) => change(field.path, day)}
          />
        ) : (
          <input {...common} type="text" onChange={(event) => change(field.path, event.target.value)} />
        )}
        {field.values && <ChosenPicture image={field.values[values[field.path] ?? ""]} />}
        {field.length && <LengthCount text={values[field.path] ?? ""} max={field.length[1]} />}
        {fieldErrors.length > 0 && (
          <p id={`${id}-error`} className={consoleStyles.error}>
            {fieldErrors.map((error) => error.message).join(" ")}
          </p>
        )}
      </div>
    );
  }
}

/** The picture a choice stands for, small under the choice, so it is chosen by sight as well as by name. */
function ChosenPicture({ image }: { image: Record<string, unknown> | undefined }) {
  const small = image?.small as { webp?: unknown; width?: unknown; height?: unknown } | undefined;
  if (typeof small?.webp !== "string") return null;
  return (
    <img
      className={styles.chosenPicture}
      src={small.webp}
      alt=""
      width={typeof small.width === "number" ? small.width : undefined}
      height={typeof small.height === "number" ? small.height : undefined}
    />
  );
}

/** The fields in runs: a group's consecutive fields together, the plain fields between groups together. */
function groupsOf(fields: readonly NewEntryField[]): { key: string; group?: string; fields: NewEntryField[] }[] {
  const runs: { key: string; group?: string; fields: NewEntryField[] }[] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (last && last.group === field.group) last.fields.push(field);
    else runs.push({ key: field.path, ...(field.group ? { group: field.group } : {}), fields: [field] });
  }
  return runs;
}

function SlugField({
  value,
  state,
  statusId,
  onChange,
}: {
  value: string;
  state: SlugState;
  statusId: string;
  onChange: (value: string) => void;
}) {
  const id = fieldId("slug");
  const message =
    state.kind === "ok"
      ? `The page will be at /${state.slug}.`
      : state.kind === "problem"
        ? state.message
        : state.kind === "checking"
          ? "Checking the address…"
          : "Lower-case letters, digits and hyphens; made from the title until you change it.";
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>Address</label>
      {/* Under the label like every field's hint; it also says whether the address is free. */}
      <p id={statusId} role="status" className={state.kind === "problem" ? consoleStyles.error : consoleStyles.hint}>
        {message}
      </p>
      <input
        id={id}
        name="slug"
        className={consoleStyles.input}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={state.kind === "problem" ? true : undefined}
        aria-describedby={statusId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
