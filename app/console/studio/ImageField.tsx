import type { ErrorSchema, FieldProps, RJSFSchema } from "@rjsf/utils";
import { useId, useState } from "react";
import {
  ALT_TEXT_MIN,
  MEDIA_API,
  type MediaLibraryItem,
  UPLOAD_ALT_FIELD,
  UPLOAD_FILE_FIELD,
  type UploadAnswer,
  type UploadedImageValue,
} from "#shared/console/media.ts";
import { LINE_ICONS } from "#shared/icons/line-icons.ts";
import { LineIcon } from "~/components/ui";
import { useCsrfToken } from "../CsrfField";
import consoleStyles from "../console.module.css";
import { ALT_TEXT_LABEL, humanize } from "./change-labels";
import { FormSection, startsOpen } from "./FormSection";
import { callMediaApi, sendForm } from "./media-client";
import styles from "./studio.module.css";

type ImageValue = Partial<UploadedImageValue>;

const ACCEPT = "image/png,image/jpeg,image/webp,image/avif";

/** Every message of an error schema, however deep (the image's own fields included). */
function messagesOf(errors: ErrorSchema | undefined): string[] {
  if (!errors) return [];
  const own = (errors as { __errors?: string[] }).__errors ?? [];
  const nested = Object.entries(errors)
    .filter(([key]) => key !== "__errors")
    .flatMap(([, child]) => messagesOf(child as ErrorSchema));
  return [...own, ...nested];
}

/** The value to store: the upload's files, with `small` only where the field has one. */
function valueFor(image: UploadedImageValue, alt: string, schema: RJSFSchema): ImageValue {
  const { small, ...full } = image;
  return schema.properties?.small ? { ...full, alt, small } : { ...full, alt };
}

/**
 * An image of a document an editor may replace: the current image, its alt text (required),
 * "Upload image" (PNG, JPEG, WebP or AVIF; the server makes the AVIF and WebP renditions) and
 * the uploads already in the library to reuse. The value is the one pages render
 * (`{ avif, webp, width, height, alt, small? }`), so nothing else needs to know it was uploaded.
 */
export function ImageField({
  formData,
  schema,
  fieldPathId,
  onChange,
  errorSchema,
  disabled,
  readonly,
  name,
  uiSchema,
  registry,
}: FieldProps) {
  const csrfToken = useCsrfToken();
  const id = fieldPathId.$id;
  const libraryId = useId();
  const value = (formData ?? {}) as ImageValue;
  // The document holds the alt text (the form puts back text typed before this code ran there too).
  const alt = value.alt ?? "";
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [library, setLibrary] = useState<MediaLibraryItem[] | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const locked = disabled || readonly || progress !== null;
  const title = (uiSchema?.["ui:title"] as string | undefined) ?? schema.title ?? humanize(name);
  const errors = messagesOf(errorSchema);
  const describedBy = [`${id}-help`, problem || errors.length > 0 ? `${id}-errors` : ""].filter(Boolean).join(" ");
  const section = fieldPathId.path.length === 1;

  const change = (next: ImageValue) => onChange(next, fieldPathId.path);

  const changeAlt = (text: string) => change({ ...value, alt: text });

  async function upload(file: File) {
    if (alt.trim().length < ALT_TEXT_MIN) {
      setProblem(`Write the alt text first: describe what the image shows (at least ${ALT_TEXT_MIN} characters).`);
      return;
    }
    const form = new FormData();
    form.set(UPLOAD_FILE_FIELD, file);
    form.set(UPLOAD_ALT_FIELD, alt.trim());
    setProblem(null);
    setProgress(0);
    const outcome = await sendForm<UploadAnswer>(MEDIA_API, form, csrfToken, setProgress);
    setProgress(null);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    setLibrary(null);
    change(valueFor(outcome.value.item.image, alt.trim(), schema));
  }

  async function toggleLibrary() {
    const open = !libraryOpen;
    setLibraryOpen(open);
    if (!open || library) return;
    const outcome = await callMediaApi<{ media: MediaLibraryItem[] }>(MEDIA_API);
    if (outcome.ok) setLibrary(outcome.value.media);
    else setProblem(outcome.message);
  }

  function reuse(item: MediaLibraryItem) {
    change(valueFor(item.image, alt.trim() || item.image.alt, schema));
    setLibraryOpen(false);
  }

  const status =
    progress === null ? "" : progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Making the renditions…";

  const [dropping, setDropping] = useState(false);

  const fields = (
    <fieldset className={styles.imageField} id={id} aria-busy={progress !== null}>
      <legend className={section ? "visually-hidden" : undefined}>{title}</legend>
      {value.webp ? (
        <figure className={styles.imagePreview}>
          <img src={value.webp} alt="" width={value.width} height={value.height} />
          <figcaption className={consoleStyles.hint}>
            Current image, {value.width} × {value.height} px{value.small ? `; phones load ${value.small.width} px` : ""}
          </figcaption>
        </figure>
      ) : (
        <p className={consoleStyles.hint}>No image yet.</p>
      )}
      <div className={consoleStyles.field}>
        <label htmlFor={`${id}-alt`}>{ALT_TEXT_LABEL}</label>
        <textarea
          id={`${id}-alt`}
          name={JSON.stringify([...fieldPathId.path, "alt"])}
          className={consoleStyles.input}
          rows={2}
          value={alt}
          required
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={[`${id}-alt-help`, errors.length > 0 ? `${id}-errors` : ""].filter(Boolean).join(" ")}
          disabled={disabled || readonly}
          onChange={(event) => changeAlt(event.target.value)}
        />
        <p id={`${id}-alt-help`} className={consoleStyles.hint}>
          Describe what the image shows, for people who cannot see it.
        </p>
      </div>
      {/* A real file input (keyboard and screen readers reach it), drawn as the label's drop zone. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut for the file input inside. */}
      <div
        className={`${styles.dropZone} ${dropping ? styles.dropping : ""}`}
        onDragOver={(event) => {
          if (locked) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDropping(false);
          const file = event.dataTransfer.files[0];
          if (file && !locked) void upload(file);
        }}
      >
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className={`visually-hidden ${styles.fileInput}`}
          disabled={locked}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        <label htmlFor={`${id}-file`} className={styles.dropLabel}>
          <LineIcon path={LINE_ICONS.upload} size={20} />
          <span>
            <span className={styles.dropAction}>Upload image</span> or drop one here
          </span>
        </label>
        <p id={`${id}-help`} className={consoleStyles.hint}>
          PNG, JPEG, WebP or AVIF. Location and camera data are removed; the site makes the sizes phones and desktops
          load.
        </p>
      </div>
      <div className={styles.imageActions}>
        <button
          type="button"
          className={`${consoleStyles.quietButton} ${consoleStyles.compact}`}
          aria-expanded={libraryOpen}
          aria-controls={libraryId}
          disabled={locked}
          onClick={() => void toggleLibrary()}
        >
          {libraryOpen ? "Close the media library" : "Choose an uploaded image"}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {(problem || errors.length > 0) && (
        <ul id={`${id}-errors`} className={`${consoleStyles.error} ${styles.imageErrors}`}>
          {problem && <li>{problem}</li>}
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {libraryOpen && (
        <div id={libraryId}>
          {library === null ? (
            <p className={consoleStyles.hint}>Loading the media library…</p>
          ) : library.length === 0 ? (
            <p className={consoleStyles.hint}>Nothing uploaded yet.</p>
          ) : (
            <ul className={styles.mediaLibrary} aria-label="Uploaded images">
              {library.map((item) => (
                <li key={item.id}>
                  <img
                    src={item.image.small.webp}
                    alt=""
                    width={item.image.small.width}
                    height={item.image.small.height}
                  />
                  <span className={consoleStyles.hint}>
                    {item.name}, {item.image.width} × {item.image.height}
                  </span>
                  <button
                    type="button"
                    className={`${consoleStyles.quietButton} ${consoleStyles.compact}`}
                    disabled={locked}
                    aria-label={`Use this image: ${item.name}`}
                    onClick={() => reuse(item)}
                  >
                    Use this image
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
  if (!section) return fields;
  // A top-level image is a section of the form, a card like the others (the form's outline lists it).
  return (
    <FormSection
      id={id}
      title={title}
      gist={alt}
      first={startsOpen(registry.rootSchema, id)}
      failing={errors.length > 0 || problem !== null}
    >
      {fields}
    </FormSection>
  );
}
