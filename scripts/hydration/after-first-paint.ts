/** The latest a page waits for its first paint before its work starts anyway. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

/**
 * Calls `start` once, after the browser reports the page's first paint: at once when the page
 * is hidden (a background tab never paints), already painted, or the browser cannot report
 * paints, when the page is hidden before it paints, and after 3 s at the latest.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  try {
    if (
      document.visibilityState === "hidden" ||
      !PerformanceObserver.supportedEntryTypes.includes("paint") ||
      performance.getEntriesByType("paint").length > 0
    ) {
      startOnce();
      return;
    }
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      startOnce();
    }).observe({ type: "paint" });
    document.addEventListener("visibilitychange", startOnce);
    setTimeout(startOnce, FIRST_PAINT_TIMEOUT_MS);
  } catch {
    startOnce();
  }
}
