import type { ComponentProps } from "react";
import styles from "./Container.module.css";

/** Centres content at the site's content width with the page's side padding. */
export function Container({ narrow = false, className, ...props }: ComponentProps<"div"> & { narrow?: boolean }) {
  return (
    <div
      className={[styles.container, narrow ? styles.narrow : "", className ?? ""].filter(Boolean).join(" ")}
      {...props}
    />
  );
}
