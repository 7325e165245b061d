import styles from "./AuthorBlock.module.css";

/** Who wrote the article, shown after the body. */
export function AuthorBlock({ name, role }: { name: string; role: string }) {
  return (
    <aside className={styles.author} aria-label="About the author" data-pagefind-ignore="">
      <span className={styles.avatar} aria-hidden="true">
        {name.charAt(0)}
      </span>
      <div>
        <p className={styles.label}>Written by</p>
        <p className={styles.name}>{name}</p>
        <p className={styles.role}>{role}</p>
      </div>
    </aside>
  );
}
