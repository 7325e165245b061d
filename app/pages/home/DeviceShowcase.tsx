import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTilt } from "~/components/motion/use-tilt";
import { Picture, Section } from "~/components/ui";
import { DeviceIcon } from "./DeviceIcon";
import styles from "./DeviceShowcase.module.css";
import type { HomeContentData } from "./home-data.server";

const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"]);

/**
 * "OTT frontend application": a tilting device preview and eight device buttons forming a
 * radio group (exactly one selected, tv by default; arrow keys, Home and End move the choice).
 * Each button is a 64 px circle (the spec's size); its name is a label below it, which names it
 * and chooses it when clicked.
 */
export function DeviceShowcase({ devices }: { devices: HomeContentData["devices"] }) {
  const [selected, setSelected] = useState(0);
  const idPrefix = useId();
  const tiltRef = useRef<HTMLDivElement>(null);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  useTilt(tiltRef, { maxDegrees: 35, perspective: 900, scale: 1.05, durationMs: 2000 });
  const count = devices.list.length;
  const device = devices.list[selected] ?? devices.list[0]!;

  function choose(index: number) {
    setSelected(index);
    buttonRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    let next: number | undefined;
    if (NEXT_KEYS.has(event.key)) next = (selected + 1) % count;
    else if (PREVIOUS_KEYS.has(event.key)) next = (selected - 1 + count) % count;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = count - 1;
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <Section id="ott-frontend" eyebrow={devices.eyebrow} title={devices.title} intro={devices.intro} tone="raised">
      <div className={styles.showcase} data-reveal="">
        <figure className={styles.preview}>
          <div ref={tiltRef} className={styles.tilt}>
            <Picture key={device.id} image={device.image} className={styles.image} />
          </div>
          <figcaption className={styles.caption} aria-live="polite">
            <strong>{device.label}.</strong> {device.caption}
          </figcaption>
        </figure>
        <div role="radiogroup" aria-label="Device to preview" className={styles.picker} onKeyDown={onKeyDown}>
          {devices.list.map((entry, index) => {
            const buttonId = `${idPrefix}-${entry.id}`;
            return (
              <div key={entry.id} className={styles.option}>
                <button
                  id={buttonId}
                  ref={(element) => {
                    buttonRefs.current[index] = element;
                  }}
                  type="button"
                  role="radio"
                  aria-checked={index === selected}
                  tabIndex={index === selected ? 0 : -1}
                  className={styles.circle}
                  onClick={() => choose(index)}
                  data-device={entry.id}
                >
                  <DeviceIcon id={entry.id} />
                  <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 12.5l4 4 8-9" />
                  </svg>
                </button>
                <label htmlFor={buttonId} className={styles.label}>
                  {entry.label}
                </label>
              </div>
            );
          })}
        </div>
      </div>
    </Section>
  );
}
