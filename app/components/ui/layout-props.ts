import type { CSSProperties } from "react";

/** A step of the spacing scale in tokens.css (`--space-1` … `--space-10`), or none. */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export const space = (step: Space | undefined) =>
  step === undefined ? undefined : step === 0 ? "0" : `var(--space-${step})`;

/**
 * Props become CSS custom properties on the element, as Mantine's layout components do: the
 * primitive's stylesheet reads them with defaults, so no page writes its own layout rules.
 */
export function cssVariables(variables: Record<`--${string}`, string | undefined>, style?: CSSProperties) {
  const defined = Object.entries(variables).filter(([, value]) => value !== undefined);
  if (defined.length === 0) return style;
  return { ...Object.fromEntries(defined), ...style } as CSSProperties;
}

export const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ") || undefined;
