import { useEffect, useRef, useState } from "react";
import styles from "../console.module.css";
import peopleStyles from "./people.module.css";

/** The inbox's row boxes, each a `people` value of the bulk form (they work without this code). */
function rowBoxes(form: string): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="people"][form="${form}"]`)];
}

/** Ticks or clears every row box, telling each change as a tick by hand would. */
function tickAll(form: string, ticked: boolean): void {
  for (const box of rowBoxes(form)) {
    if (box.checked === ticked) continue;
    box.checked = ticked;
    box.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** How many rows are ticked of how many, kept as boxes change; null until the page's code runs. */
function useTicked(form: string, rows: string): { ticked: number; total: number } | null {
  const [state, setState] = useState<{ ticked: number; total: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the rows change (their ids' key).
  useEffect(() => {
    const read = () => {
      const boxes = rowBoxes(form);
      setState({ ticked: boxes.filter((box) => box.checked).length, total: boxes.length });
    };
    read();
    document.addEventListener("change", read);
    return () => document.removeEventListener("change", read);
  }, [form, rows]);
  return state;
}

/**
 * "Select all" for the rows of this page, a progressive enhancement: a real checkbox (mixed while some
 * are ticked), drawn once the page's code runs; without it each row is ticked by hand.
 */
export function SelectAllPeople({ form, rows }: { form: string; rows: string }) {
  const state = useTicked(form, rows);
  const box = useRef<HTMLInputElement>(null);
  const some = state !== null && state.ticked > 0 && state.ticked < state.total;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  if (!state || state.total === 0) return null;
  return (
    <label className={peopleStyles.selectAll}>
      <input
        ref={box}
        type="checkbox"
        className={peopleStyles.allCheck}
        checked={state.ticked === state.total}
        onChange={(event) => tickAll(form, event.currentTarget.checked)}
      />
      Select all<span className="visually-hidden"> on this page</span>
    </label>
  );
}

/**
 * "2 of 11 selected · Clear selection" in the bulk bar once the page's code runs (of the view's people: the bar
 * stands in for their count), on a phone "2 selected · Clear" (the rest read aloud); without it, the bar's own title.
 */
export function TickedCount({
  form,
  rows,
  of,
  fallback,
}: {
  form: string;
  rows: string;
  of: number;
  fallback: string;
}) {
  const state = useTicked(form, rows);
  if (!state) return <span className={peopleStyles.bulkTitle}>{fallback}</span>;
  return (
    <span className={peopleStyles.bulkCount}>
      <span className={peopleStyles.bulkTitle} role="status">
        {state.ticked}
        <span className={styles.segmentExtra}> of {of.toLocaleString("en-IN")}</span> selected
      </span>
      <span aria-hidden="true" className={styles.muted}>
        ·
      </span>
      <button type="button" className={peopleStyles.clearTicks} onClick={() => tickAll(form, false)}>
        Clear<span className={styles.segmentExtra}> selection</span>
      </button>
    </span>
  );
}
