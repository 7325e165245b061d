import { type ReactNode, useEffect, useRef } from "react";
import styles from "./MenuButton.module.css";

/**
 * A button that opens a short menu of actions (each a form's submit button), as a disclosure: it opens and works
 * without the page's code; with it, a click outside or Escape closes it.
 */
export function MenuButton({
  label,
  children,
  className,
  summaryClassName,
  align = "start",
}: {
  /** What the button says (the current value of what it changes, or the change it offers). */
  label: ReactNode;
  children: ReactNode;
  className?: string | undefined;
  summaryClassName?: string | undefined;
  align?: "start" | "end";
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const closeOutside = (event: Event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("click", closeOutside);
    details.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("click", closeOutside);
      details.removeEventListener("keydown", closeOnEscape);
    };
  }, []);
  return (
    <details ref={menu} className={`${styles.menu} ${className ?? ""}`}>
      <summary className={summaryClassName}>
        {label}
        <svg className={styles.chevron} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </summary>
      <div className={`${styles.panel} ${align === "end" ? styles.end : ""}`}>{children}</div>
    </details>
  );
}

/** One choice of a menu: a submit button of the form around it, or of the form it names. */
export function MenuItem({
  children,
  name,
  value,
  form,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  form?: string;
}) {
  return (
    <button type="submit" className={styles.item} name={name} value={value} form={form}>
      {children}
    </button>
  );
}

/** A small heading inside a menu ("Assign to"). */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <span className={styles.label}>{children}</span>;
}
