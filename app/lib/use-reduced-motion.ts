import { REDUCED_MOTION_QUERY, useMediaQuery } from "./use-media-query";

/** True when the visitor asked the system for less motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
