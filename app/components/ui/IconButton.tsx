import type { ComponentProps } from "react";
import styles from "./IconButton.module.css";

interface IconButtonProps extends Omit<ComponentProps<"button">, "aria-label"> {
  /** What the button does, for assistive technology (the icon itself is decorative). */
  label: string;
  size?: "normal" | "large";
}

/** A round button showing only an icon: carousel arrows, month steps, closing a dialog. */
export function IconButton({ label, size = "normal", className, ...props }: IconButtonProps) {
  const classes = [styles.button, size === "large" ? styles.large : "", className ?? ""].filter(Boolean).join(" ");
  return <button type="button" aria-label={label} className={classes} {...props} />;
}
