import type { ComponentProps, FormEvent } from "react";
import { Button } from "~/components/ui";
import styles from "./SiteSearchForm.module.css";

interface SiteSearchFormProps {
  /** The field's id, unique on its page. */
  fieldId: string;
  /** The form's layout on its page (the form itself only names its parts). */
  className?: string;
  buttonVariant?: ComponentProps<typeof Button>["variant"];
  /** The search page keeps the field's text in state for its live results; elsewhere the field keeps its own. */
  value?: string;
  onValueChange?: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** The site's search field and button: a GET to /search, so a search works before and without JavaScript. */
export function SiteSearchForm({
  fieldId,
  className,
  buttonVariant,
  value,
  onValueChange,
  onSubmit,
}: SiteSearchFormProps) {
  return (
    <form role="search" action="/search" method="get" className={className} onSubmit={onSubmit}>
      <label htmlFor={fieldId} className="visually-hidden">
        Search the site
      </label>
      <input
        id={fieldId}
        name="q"
        type="search"
        className={styles.input}
        placeholder="Search the site"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
      />
      <Button type="submit" variant={buttonVariant}>
        Search
      </Button>
    </form>
  );
}
