import { type ComponentProps, useEffect, useState } from "react";
import { Form } from "react-router";
import styles from "../console.module.css";

/**
 * A list's filters (a GET form kept in the address): once the page's code runs, a changed control applies
 * the filters at once (a choice picked, a day or a search typed and left, a day picked on the calendar), so
 * the form needs no button. Whatever else is typed in the form goes with it, so nothing typed is lost.
 */
export function FilterForm(props: Omit<ComponentProps<typeof Form>, "method" | "onChange">) {
  return (
    <Form
      {...props}
      method="get"
      onChange={(event) => {
        const control = event.target as HTMLElement;
        if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
          event.currentTarget.requestSubmit();
        }
      }}
    />
  );
}

/**
 * The filters' submit button: shown until the page's code runs (without it the button is the only way to
 * apply), then visually hidden, kept so that Enter in a box still submits the form.
 */
export function ApplyButton() {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <button
      type="submit"
      className={scripted ? "visually-hidden" : styles.primaryButton}
      tabIndex={scripted ? -1 : undefined}
    >
      Apply
    </button>
  );
}
