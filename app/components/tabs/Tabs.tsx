import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import styles from "./Tabs.module.css";

export interface TabItem {
  /** Stable key (used in element ids). */
  key: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  defaultKey?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: ←/→ move between tabs (wrapping), Home/End jump
 * to the first/last; only the selected tab is in the Tab order, followed by its panel.
 */
export function Tabs({ label, tabs, defaultKey }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultKey ?? tabs[0]?.key);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  function select(nextIndex: number) {
    const tab = tabs[(nextIndex + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown} data-pagefind-ignore="">
        {tabs.map((tab, tabIndex) => {
          const isSelected = tabIndex === index;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(tab.key)}
              data-key={tab.key}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, tabIndex) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tabIndex !== index}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes panels focusable
          tabIndex={0}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
