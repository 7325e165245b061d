import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * Whether the page's code runs in the browser: false in the server's HTML and while hydrating it,
 * true from the render after hydration (and at once for a component mounted later).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
