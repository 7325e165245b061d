import { useEffect } from "react";
import { useLocation } from "react-router";

/** Hashes the home page scrolls to at once, and the one it scrolls to after a delay (spec section 2). */
const IMMEDIATE = new Set(["#wwd", "#ott-products", "#swu"]);
const DELAYED = "#contact";
export const CONTACT_SCROLL_DELAY_MS = 500;

/** Scrolls to the section named by the URL hash: #wwd, #ott-products, #swu at once, #contact after 500 ms. */
export function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (key) re-applies the hash
  useEffect(() => {
    if (!IMMEDIATE.has(hash) && hash !== DELAYED) return;
    const scroll = () => document.getElementById(hash.slice(1))?.scrollIntoView({ block: "start" });
    if (hash !== DELAYED) {
      scroll();
      return;
    }
    const timer = window.setTimeout(scroll, CONTACT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
