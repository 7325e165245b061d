import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import styles from "./Button.module.css";

type Variant = "primary" | "secondary" | "ghost";

interface CommonProps {
  variant?: Variant;
  size?: "normal" | "small";
  className?: string;
  children: ReactNode;
}

function classes({ variant = "primary", size = "normal", className }: Omit<CommonProps, "children">): string {
  return [styles.button, styles[variant], size === "small" ? styles.small : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
}

/** A button that performs an action. */
export function Button({ variant, size, className, ...props }: CommonProps & ComponentProps<"button">) {
  return <button type="button" className={classes({ variant, size, className })} {...props} />;
}

/** A link styled as a button: internal paths use client navigation, others a plain anchor. */
export function ButtonLink({
  variant,
  size,
  className,
  href,
  ...props
}: CommonProps & Omit<ComponentProps<"a">, "href"> & { href: string }) {
  const className_ = classes({ variant, size, className });
  if (href.startsWith("/")) return <Link to={href} className={className_} {...props} />;
  return <a href={href} className={className_} {...props} />;
}
