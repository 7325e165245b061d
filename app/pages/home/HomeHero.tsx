import { LoopingVideoFrame } from "~/components/media/LoopingVideo";
import { useLoopingVideo } from "~/components/media/use-looping-video";
import { PlayPauseButton } from "~/components/motion/PlayPauseButton";
import { HeroArt } from "~/components/sections/HeroArt";
import { ButtonLink, Container, Eyebrow, Heading, Split } from "~/components/ui";
import { demoLink } from "~/config/site";
import styles from "./HomeHero.module.css";
import { heroVideo } from "./hero-media";
import type { HomeContentData } from "./home-data.server";

/**
 * The home banner: looping background video (poster first), headline, the Book a meeting link and
 * the drawn stack, which carries the video's Pause/Play button (a button alone in the banner's
 * corner reads as a stray control).
 */
export function HomeHero({ hero }: { hero: HomeContentData["hero"] }) {
  const player = useLoopingVideo();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <LoopingVideoFrame media={heroVideo} player={player} priority className={styles.video}>
        <div className={styles.scrim} aria-hidden="true" />
      </LoopingVideoFrame>
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
          <HeroArt image={hero.image} priority={false}>
            <div className={styles.videoControl}>
              <PlayPauseButton
                playing={player.playing}
                onToggle={player.toggle}
                subject="background video"
                showText={false}
              />
            </div>
          </HeroArt>
        </div>
      </Split>
    </section>
  );
}
