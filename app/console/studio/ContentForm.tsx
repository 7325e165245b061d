// The form alone: the package index also exports a test registry that needs the AJV validator.
import Form from "@rjsf/core/lib/components/Form.js";
import DefaultArrayFieldTemplate from "@rjsf/core/lib/components/templates/ArrayFieldTemplate.js";
import DefaultArrayFieldTitleTemplate from "@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js";
import DefaultObjectFieldTemplate from "@rjsf/core/lib/components/templates/ObjectFieldTemplate.js";
import TextareaWidget from "@rjsf/core/lib/components/widgets/TextareaWidget.js";
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  ArrayFieldTitleProps,
  IconButtonProps,
  ObjectFieldTemplateProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  TemplatesType,
  WrapIfAdditionalTemplateProps,
} from "@rjsf/utils";
import {
  ADDITIONAL_PROPERTY_FLAG,
  ariaDescribedByIds,
  buttonId,
  englishStringTranslator,
  getTemplate,
  getUiOptions,
  TranslatableString,
  type WidgetProps,
} from "@rjsf/utils";
import { type ReactNode, useLayoutEffect, useMemo, useRef } from "react";
import { DayBox } from "../components/DayField";
import consoleStyles from "../console.module.css";
import { humanize } from "./change-labels";
import { cardId } from "./DocumentOutline";
import { FormSection, holdsErrors, sectionGist, startsOpen } from "./FormSection";
import { errorSchemaOf } from "./field-errors";
import { ImageField } from "./ImageField";
import { LengthCount } from "./LengthCount";
import { MarkdownWidget } from "./MarkdownWidget";
import { apiValidator } from "./schema-validator";
import styles from "./studio.module.css";
import type { FieldError, JsonValue } from "./studio-api";
import { nameOfPath, typedBeforeHydration } from "./typed-early-content";
import { resolve, type SchemaNode, uiSchemaFor, valueBranch } from "./ui-schema";

/** A button that says what it does in words (the library's default draws icon-font glyphs the console does not load). */
function TextButton({ title, iconType, icon, uiSchema, registry, className, ...button }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`${consoleStyles.quietButton} ${consoleStyles.compact} ${iconType === "danger" ? styles.danger : ""}`}
      {...button}
    >
      {title}
    </button>
  );
}

/** Drawn marks for a list item's small buttons (move up, move down, copy, remove), in the console's line style. */
const ITEM_ICONS = {
  up: "M9 14V4M4.5 8.5 9 4l4.5 4.5",
  down: "M9 4v10M4.5 9.5 9 14l4.5-4.5",
  copy: "M6 6h8v8H6zM4 12V4h8",
  remove: "M4.5 4.5l9 9M13.5 4.5l-9 9",
} as const;

/** A list item's action as a small square button: its name (read out, and shown on hover) is the action's word. */
function ItemButton({
  title,
  iconType,
  icon,
  uiSchema,
  registry,
  className,
  mark,
  ...button
}: IconButtonProps & { mark: keyof typeof ITEM_ICONS }) {
  return (
    <button
      type="button"
      aria-label={title}
      title={title}
      className={`${consoleStyles.quietButton} ${consoleStyles.compact} ${styles.iconButton} ${iconType === "danger" ? styles.danger : ""}`}
      {...button}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
        <path
          d={ITEM_ICONS[mark]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** "Add step", "Add line": the list's own word for its items (ui-schema.ts), else the library's "Add item". */
function AddButton(props: IconButtonProps) {
  const { addLabel } = getUiOptions(props.uiSchema);
  const title =
    typeof addLabel === "string" ? addLabel : props.registry.translateString(TranslatableString.AddItemButton);
  return (
    <p className={styles.addRow}>
      <TextButton {...props} title={title} />
    </p>
  );
}

const CopyButton = (props: IconButtonProps) => (
  <ItemButton {...props} mark="copy" title={props.registry.translateString(TranslatableString.CopyButton)} />
);
const MoveDownButton = (props: IconButtonProps) => (
  <ItemButton {...props} mark="down" title={props.registry.translateString(TranslatableString.MoveDownButton)} />
);
const MoveUpButton = (props: IconButtonProps) => (
  <ItemButton {...props} mark="up" title={props.registry.translateString(TranslatableString.MoveUpButton)} />
);
const RemoveButton = (props: IconButtonProps) => (
  <ItemButton {...props} mark="remove" title={props.registry.translateString(TranslatableString.RemoveButton)} />
);
const ClearButton = (props: IconButtonProps) => (
  <TextButton {...props} title={props.registry.translateString(TranslatableString.ClearButton)} />
);

/** A list item as one full-width block: its move and remove buttons at the right of its header (its label or title), its fields under it. */
function ArrayFieldItemTemplate({
  children,
  className,
  buttonsProps,
  hasToolbar,
  registry,
  uiSchema,
}: ArrayFieldItemTemplateProps) {
  const Buttons = getTemplate("ArrayFieldItemButtonsTemplate", registry, getUiOptions(uiSchema));
  return (
    <div className={`${className ?? ""} ${styles.arrayItem}`}>
      <div className={styles.arrayItemFields}>{children}</div>
      {hasToolbar && (
        <div className={styles.arrayItemButtons}>
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

/**
 * An entry of a record (a key the editor names, e.g. a product's list of features) as one block, like a list
 * item: its key, its value, then its Remove button in the same row of buttons as a list item's.
 */
function WrapIfAdditionalTemplate({
  id,
  classNames,
  style,
  disabled,
  label,
  onKeyRenameBlur,
  onRemoveProperty,
  readonly,
  required,
  schema,
  children,
  uiSchema,
  registry,
  hideError,
  rawErrors,
}: WrapIfAdditionalTemplateProps) {
  const invalid = !hideError && rawErrors !== undefined && rawErrors.length > 0;
  const className = ["form-group", classNames, invalid && "has-error has-danger"].filter(Boolean).join(" ");
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return (
      <div className={className} style={style}>
        {children}
      </div>
    );
  }
  // One entry per product (a fixed list of keys): the entry is its list, titled by the product's name.
  if (getUiOptions(uiSchema).fixedKey) {
    return (
      <div className={`${className} ${styles.entryValue}`} style={style}>
        {children}
      </div>
    );
  }
  const { RemoveButton } = registry.templates.ButtonTemplates;
  return (
    <div className={`${className} ${styles.arrayItem}`} style={style}>
      <div className={styles.arrayItemFields}>
        <div className="form-group">
          <label className="control-label" htmlFor={`${id}-key`}>
            {registry.translateString(TranslatableString.KeyLabel, [label])}
            {required && <span className="required">*</span>}
          </label>
          <input
            className="form-control"
            type="text"
            id={`${id}-key`}
            onBlur={onKeyRenameBlur}
            defaultValue={label}
            disabled={disabled || readonly}
          />
        </div>
        <div className={styles.entryValue}>{children}</div>
      </div>
      <div className={styles.arrayItemButtons}>
        <RemoveButton
          id={buttonId(id, "remove")}
          disabled={disabled || readonly}
          onClick={onRemoveProperty}
          uiSchema={uiSchema}
          registry={registry}
        />
      </div>
    </div>
  );
}

/** A title given as a raw key ("vivre", "faq-items") in words ("VIVRE", "FAQ items"). */
function titleInWords(title: string): string {
  return /^[a-z][a-z0-9-]*$/.test(title) ? humanize(title) : title;
}

/**
 * A titled group or list inside a section (a button's fields, the lines under each product, one product's lines)
 * folds like a section, its title the handle; open by default, so nothing is hidden until the editor folds it.
 */
function FoldableGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className={styles.group}>
      <summary className={styles.groupSummary}>{title}</summary>
      {children}
    </details>
  );
}

/**
 * A top-level group of the document (the home page's hero, its products) as a section the editor can fold;
 * a titled group deeper in it folds too, a step smaller.
 */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const depth = props.fieldPathId.path.length;
  if (depth === 0) return <RootFields {...props} />;
  if (!props.title) return <DefaultObjectFieldTemplate {...props} />;
  if (depth > 1) {
    return (
      <FoldableGroup title={titleInWords(props.title)}>
        <DefaultObjectFieldTemplate {...props} title="" />
      </FoldableGroup>
    );
  }
  return <Section {...props} />;
}

/** A top-level group of the document: a section, folded to a line unless it is the first or holds an error. */
function Section(props: ObjectFieldTemplateProps) {
  const id = props.fieldPathId.$id;
  return (
    <FormSection
      id={id}
      title={props.title}
      gist={sectionGist(props.formData, undefined, typeof props.title === "string" ? props.title : "")}
      first={startsOpen(props.registry.rootSchema, id)}
      failing={holdsErrors(props.errorSchema)}
    >
      <DefaultObjectFieldTemplate {...props} title="" />
    </FormSection>
  );
}

/** Whether the document's top-level field is a group (drawn as a card of its own: a section, an image). */
function isGroup(props: ObjectFieldTemplateProps, name: string): boolean {
  const root = props.registry.rootSchema;
  const found = resolve(props.schema.properties?.[name] as SchemaNode, root);
  return (found && valueBranch(found, root).type) === "object";
}

/** Whether the document's top-level field is its Markdown text (a card of its own, at the width of two panes). */
function isMarkdown(props: ObjectFieldTemplateProps, name: string): boolean {
  const ui = props.uiSchema?.[name] as { "ui:widget"?: unknown } | undefined;
  return ui?.["ui:widget"] === "markdown";
}

/** The title of the document's top-level field `name`, as its label has it ("Text"). */
function fieldTitle(props: ObjectFieldTemplateProps, name: string): string {
  const found = resolve(props.schema.properties?.[name] as SchemaNode, props.registry.rootSchema);
  return typeof found?.title === "string" ? found.title : titleInWords(name);
}

/**
 * The document's fields in cards, each titled by an H2 as the page's other cards are: where it has sections, its
 * plain fields (a title, a summary, a date) share the first card ("Basics"), each section (an image too) is a card
 * that folds, and a Markdown text is a card of its own (its field's own label then shown to screen readers only).
 * A document without sections is the fields panel's card as it is.
 */
function RootFields(props: ObjectFieldTemplateProps) {
  const { properties } = props;
  if (!properties.some((property) => isGroup(props, property.name))) return <DefaultObjectFieldTemplate {...props} />;
  const plain = properties.filter((property) => !isGroup(props, property.name) && !isMarkdown(props, property.name));
  const runs: { key: string; sections: boolean; items: typeof properties }[] = [];
  for (const property of properties) {
    if (plain.includes(property)) continue;
    const sections = isGroup(props, property.name);
    const last = runs.at(-1);
    if (sections && last?.sections) last.items.push(property);
    else runs.push({ key: property.name, sections, items: [property] });
  }
  return (
    <fieldset id={props.fieldPathId.$id}>
      {plain.length > 0 && (
        <div id={cardId("basics")} className={styles.fieldsCard}>
          <h2 className={styles.cardTitle}>Basics</h2>
          {plain.map((property) => property.content)}
        </div>
      )}
      {runs.map((run) =>
        run.sections ? (
          <div key={run.key} className={styles.sectionList}>
            {run.items.map((property) => property.content)}
          </div>
        ) : (
          <div key={run.key} id={cardId(run.key)} className={`${styles.fieldsCard} ${styles.textCard}`}>
            <h2 className={styles.cardTitle}>{fieldTitle(props, run.key)}</h2>
            {run.items.map((property) => property.content)}
          </div>
        ),
      )}
    </fieldset>
  );
}

/** A titled list inside a section folds like a group; a section that is a list keeps its own title. */
function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const depth = props.fieldPathId.path.length;
  const title = getUiOptions(props.uiSchema).title || props.title;
  if (depth < 2 || !title) return <DefaultArrayFieldTemplate {...props} />;
  return (
    <FoldableGroup title={titleInWords(title)}>
      <DefaultArrayFieldTemplate {...props} title="" uiSchema={{ ...props.uiSchema, "ui:title": "" }} />
    </FoldableGroup>
  );
}

/** A list titled by a raw key ("vivre", "faq-items") reads it in words ("VIVRE", "FAQ items"). */
function ArrayFieldTitleTemplate(props: ArrayFieldTitleProps) {
  return <DefaultArrayFieldTitleTemplate {...props} title={props.title && titleInWords(props.title)} />;
}

const templates: Partial<TemplatesType> = {
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldTitleTemplate,
  ArrayFieldItemTemplate,
  WrapIfAdditionalTemplate,
  ButtonTemplates: {
    AddButton,
    CopyButton,
    MoveDownButton,
    MoveUpButton,
    RemoveButton,
    ClearButton,
    SubmitButton: () => null,
  },
};

/** The library's words in the console's sentence case; a record's entry names are labelled "Key". */
const STUDIO_WORDING: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: "Add item",
  [TranslatableString.KeyLabel]: "Key",
  [TranslatableString.MoveUpButton]: "Move up",
  [TranslatableString.MoveDownButton]: "Move down",
};

function studioWording(text: TranslatableString, params?: string[]): string {
  return STUDIO_WORDING[text] ?? englishStringTranslator(text, params);
}

/** A value the studio may not change (an address, a key, an image file): shown as text, not as a field. */
function ReadOnlyTextWidget({ id, value }: WidgetProps) {
  const text = value === undefined || value === null || value === "" ? "(empty)" : String(value);
  return (
    <p id={id} className={styles.readOnlyValue}>
      {text}
    </p>
  );
}

/**
 * A one-line text (a title, a label) in a box that grows to show all of it, where an input would scroll
 * most of a long title out of sight on a phone. Enter adds no line break, and a pasted one becomes a space.
 */
function LineWidget({
  id,
  htmlName,
  value,
  schema,
  options,
  placeholder,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  return (
    <>
      <DescribedPicture options={options} />
      <textarea
        id={id}
        name={htmlName || id}
        className={`form-control ${styles.line}`}
        rows={1}
        value={text}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        // biome-ignore lint/a11y/noAutofocus: only where the document's schema asks for it.
        autoFocus={autofocus}
        aria-describedby={ariaDescribedByIds(id)}
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        onChange={(event) => {
          const text = event.target.value.replace(/[ \t]*\r?\n[ \t]*/g, " ");
          onChange(text === "" ? options.emptyValue : text);
        }}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {schema.maxLength !== undefined && (
        <LengthCount text={text} max={schema.maxLength} near={numberOr(options.countFrom, 0)} />
      )}
    </>
  );
}

const numberOr = (value: unknown, otherwise: number) => (typeof value === "number" ? value : otherwise);

/** The picture an alt text describes (`ui:options.picture`), small over the text's box; the label says what it is. */
function DescribedPicture({ options }: { options: WidgetProps["options"] }) {
  if (typeof options.picture !== "string") return null;
  return <img className={styles.describedPicture} src={options.picture} alt="" />;
}

/** A long text (a summary, a description): the library's box, with its count when the schema limits it. */
function CountedTextareaWidget(props: WidgetProps) {
  const { schema, value } = props;
  return (
    <>
      <DescribedPicture options={props.options} />
      <TextareaWidget {...props} />
      {schema.maxLength !== undefined && (
        <LengthCount
          text={typeof value === "string" ? value : ""}
          max={schema.maxLength}
          near={numberOr(props.options.countFrom, 0)}
        />
      )}
    </>
  );
}

/** A day (`format: date`) in the console's own day box, "27 Nov 2026", never the browser's date input. */
function DayWidget({ id, htmlName, value, label, required, disabled, readonly, options, onChange }: WidgetProps) {
  return (
    <DayBox
      control={{ id, "aria-describedby": ariaDescribedByIds(id) }}
      name={htmlName || id}
      label={label}
      day={typeof value === "string" ? value : undefined}
      required={required}
      disabled={disabled || readonly}
      onDay={(day) => onChange(day === "" ? options.emptyValue : day)}
    />
  );
}

const widgets: RegistryWidgetsType = {
  markdown: MarkdownWidget,
  readOnlyText: ReadOnlyTextWidget,
  line: LineWidget,
  textarea: CountedTextareaWidget,
  day: DayWidget,
};
const fields: RegistryFieldsType = { image: ImageField };

/**
 * The form adds nothing the document does not hold: no empty items for an optional list with a
 * minimum length, no empty groups, so an untouched field saves as it was.
 */
export const ONLY_WHAT_IS_THERE = {
  arrayMinItems: { populate: "never" },
  emptyObjectFields: "skipDefaults",
} as const;

/**
 * A document's editing form, generated from its JSON Schema (the zod schema the build
 * validates with) by react-jsonschema-form; the API's field errors show under their fields.
 */
export function ContentForm({
  schema,
  mdxFields,
  fixed,
  images = [],
  altPictures,
  content,
  errors,
  disabled,
  onChange,
}: {
  schema: RJSFSchema;
  /** Top-level fields holding MDX source: edited in the Markdown editor. */
  mdxFields: readonly string[];
  /** Field patterns the studio may not change: shown read-only. */
  fixed: readonly string[];
  /** Image fields an editor may replace with an upload. */
  images?: readonly string[];
  /** Alt texts kept as plain text, by path: the picture each describes, shown small over its box. */
  altPictures?: Readonly<Record<string, string>>;
  content: JsonValue;
  errors: readonly FieldError[];
  disabled?: boolean;
  onChange: (content: JsonValue) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const uiSchema = useMemo(
    () => uiSchemaFor(schema, { mdxFields, fixed, images, altPictures }),
    [schema, mdxFields, fixed, images, altPictures],
  );
  const extraErrors = useMemo(() => errorSchemaOf(errors), [errors]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form takes over the server's HTML.
  useLayoutEffect(() => {
    if (!frame.current) return;
    const typed = typedBeforeHydration(frame.current, content, schema, uiSchema);
    if (JSON.stringify(typed) !== JSON.stringify(content)) onChange(typed);
  }, []);

  return (
    <div ref={frame} className={`${styles.form} ${consoleStyles.generatedForm}`}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={content}
        validator={apiValidator}
        templates={templates}
        widgets={widgets}
        fields={fields}
        translateString={studioWording}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        disabled={disabled}
        nameGenerator={nameOfPath}
        experimental_defaultFormStateBehavior={ONLY_WHAT_IS_THERE}
        onChange={(event) => onChange(event.formData as JsonValue)}
        onSubmit={() => {}}
      />
    </div>
  );
}
