import styles from "./Prose.module.css";

/** Long-form HTML rendered on the server (see render-mdx.server.tsx), set in a readable measure. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={[styles.prose, className ?? ""].filter(Boolean).join(" ")}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
