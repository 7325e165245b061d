import type { ComponentProps } from "react";
import { Link } from "react-router";
import styles from "./TextLink.module.css";

/** An inline text link. External links open in a new tab safely when `external` is set. */
export function TextLink({
  href,
  external = false,
  className,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { href: string; external?: boolean }) {
  const className_ = [styles.link, className ?? ""].filter(Boolean).join(" ");
  if (href.startsWith("/") && !external) {
    return (
      <Link to={href} className={className_} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className_}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      {children}
      {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
