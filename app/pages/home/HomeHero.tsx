import { LoopingVideo } from "~/components/media/LoopingVideo";
import { HeroArt } from "~/components/sections/HeroArt";
import { ButtonLink, Container, Eyebrow, Heading, Split } from "~/components/ui";
import { demoLink } from "~/config/site";
import styles from "./HomeHero.module.css";
import { heroVideo } from "./hero-media";
import type { HomeContentData } from "./home-data.server";

/** The home banner: looping background video (poster first), headline, the Book a meeting mail link and the drawn stack. */
export function HomeHero({ hero }: { hero: HomeContentData["hero"] }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <LoopingVideo
        media={heroVideo}
        subject="background video"
        priority
        className={styles.video}
        overlay={<div className={styles.scrim} aria-hidden="true" />}
      />
      <Split as={Container} columns="1.2fr 1fr" className={styles.content}>
        <div>
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <Heading level={1} id="home-title" className={styles.title}>
            {hero.title}
          </Heading>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <ButtonLink href={demoLink(hero.demo.subject)}>{hero.demo.label}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.art}>
          <HeroArt image={hero.image} priority={false} />
        </div>
      </Split>
    </section>
  );
}
