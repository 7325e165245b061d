import { Grid, Picture } from "~/components/ui";
import type { CustomersData } from "./customers-data.server";
import styles from "./FeatureRow.module.css";

type Feature = CustomersData["content"]["features"]["items"][number];

/** Three illustrated features side by side from 800 px; one per row below (picture beside the text on tablets). */
export function FeatureRow({ items }: { items: Feature[] }) {
  return (
    <Grid as="ul" cols={{ md: 3 }} className={styles.row}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <Picture image={item.image} className={styles.image} />
          <h3 className={styles.title}>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </Grid>
  );
}
