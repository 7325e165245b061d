import consoleStyles from "../console.module.css";
import { pathLabel } from "./change-labels";
import type { FieldError } from "./studio-api";

/** The form library's id of a field: `root`, then each segment of its path, joined with `_`. */
export function fieldId(path: string): string {
  return ["root", ...path.split(".").filter(Boolean)].join("_");
}

/** Every field that needs attention, each a link to its field (the form may be long). */
export function ErrorSummary({ errors }: { errors: readonly FieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <div className={`${consoleStyles.notice} ${consoleStyles.noticeError}`}>
      <p>
        <strong>{errors.length === 1 ? "A field needs attention" : `${errors.length} fields need attention`}</strong>{" "}
        (the draft keeps your text in this browser until it can be saved):
      </p>
      <ul>
        {errors.map((error) => (
          <li key={`${error.path}:${error.message}`}>
            <a href={`#${fieldId(error.path)}`}>{pathLabel(error.path)}</a>: {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
