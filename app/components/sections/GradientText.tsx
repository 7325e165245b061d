import type { ReactNode } from "react";
import type { GradientPair } from "~/content/types";

/** Text filled with a product's own gradient (falls back to the heading colour where clipping is unsupported). */
export function GradientText({ gradient, children }: { gradient: GradientPair; children: ReactNode }) {
  return (
    <span
      className="gradient-text"
      style={{ backgroundImage: `linear-gradient(90deg, ${gradient.start}, ${gradient.end})` }}
    >
      {children}
    </span>
  );
}
