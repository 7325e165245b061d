import type { RJSFSchema } from "@rjsf/utils";
import consoleStyles from "../console.module.css";
import { humanize } from "./change-labels";
import styles from "./studio.module.css";

type Property = RJSFSchema | boolean;

/** The schema a property stands for, following a local `$ref` and the value branch of an optional field. */
function resolved(property: Property, root: RJSFSchema): RJSFSchema | undefined {
  if (typeof property !== "object") return undefined;
  let schema: unknown = property;
  if (typeof property.$ref === "string") {
    schema = root;
    for (const key of property.$ref.replace(/^#\/?/, "").split("/").filter(Boolean)) {
      schema = (schema as Record<string, unknown> | undefined)?.[key];
    }
  }
  const found = schema as RJSFSchema | undefined;
  const branch = (found?.anyOf ?? found?.oneOf)?.find((option) => typeof option === "object" && option.type !== "null");
  return typeof branch === "object" ? branch : found;
}

/** The document's top-level groups and lists, each with the id the form gives it (`root_<name>`). */
export function outlineOf(schema: RJSFSchema): { id: string; label: string }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const value = resolved(property, schema);
    if (value?.type !== "object" && value?.type !== "array") return [];
    const title = typeof property === "object" && typeof property.title === "string" ? property.title : undefined;
    return [{ id: `root_${name}`, label: title ?? humanize(name) }];
  });
}

/** Links to the form's sections, so a long document can be crossed in one press. */
export function DocumentOutline({ schema }: { schema: RJSFSchema }) {
  const sections = outlineOf(schema);
  if (sections.length < 2) return null;
  return (
    <nav className={consoleStyles.panel} aria-labelledby="outline-title">
      <h2 id="outline-title" className={consoleStyles.panelTitle}>
        Sections
      </h2>
      <ol className={styles.outline}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
