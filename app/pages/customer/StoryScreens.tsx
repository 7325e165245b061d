import { Link } from "react-router";
import { Container, Heading } from "~/components/ui";
import type { CustomerStory } from "~/content/schemas/customers";
import { DeviceIcon } from "~/pages/home/DeviceIcon";
import styles from "./StoryScreens.module.css";

type Screens = NonNullable<CustomerStory["overview"]>["screens"];

/** The screens the products run on for this kind of business: a line of device glyphs beside the text. */
export function StoryScreens({ screens }: { screens: Screens }) {
  return (
    <section id="screens" aria-labelledby="screens-title" className={styles.band}>
      <Container className={styles.inner}>
        <div className={styles.text}>
          <Heading level={2} id="screens-title" className={styles.title}>
            {screens.title}
          </Heading>
          <p>{screens.intro}</p>
          <Link to={screens.link.href} className={styles.more}>
            {screens.link.label} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <ul className={styles.devices}>
          {screens.items.map((screen) => (
            <li key={screen.id} className={styles.device}>
              <DeviceIcon id={screen.id} />
              <span>{screen.label}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
