import { type ComponentProps, useEffect, useRef } from "react";
import { Form } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import styles from "../console.module.css";

/**
 * A list's filters (a GET form kept in the address): once the page's code runs, a changed control applies
 * the filters (a choice picked, a day picked on the calendar, a day or a search typed and left), so the
 * form needs no button. It listens to the browser's change event, not React's (which fires on every key):
 * a half-typed day or search is never sent. Whatever else is typed in the form goes with it.
 */
export function FilterForm(props: Omit<ComponentProps<typeof Form>, "method" | "onChange" | "ref">) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const apply = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)) return;
      // After the event has reached every listener: the calendar's own handler writes the day into its box first.
      setTimeout(() => element.requestSubmit());
    };
    element.addEventListener("change", apply);
    return () => element.removeEventListener("change", apply);
  }, []);
  return <Form {...props} ref={form} method="get" />;
}

/**
 * The filters' submit button: shown until the page's code runs (without it the button is the only way to
 * apply), then visually hidden, kept so that Enter in a box still submits the form.
 */
export function ApplyButton() {
  const scripted = useHydrated();
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
