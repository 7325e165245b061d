import { useCallback, useRef } from "react";

/** How long a submission waits for a solution still being computed before it goes without (flagged, not lost). */
const WAIT_FOR_SOLUTION_MS = 5_000;
/** Solutions older than this are solved again: the server's challenges stay valid for two hours. */
const SOLUTION_MAX_AGE_MS = 90 * 60_000;

/**
 * The invisible proof of work of a form: `start` (on the first focus or pointer press)
 * loads the solver and begins solving in the background; `take` hands the solution to a
 * submission, waiting a little if it is not ready, and starts over, since each is used once.
 */
export function useProofOfWork() {
  const pending = useRef<{ solution: Promise<string | undefined>; startedAt: number } | null>(null);

  const start = useCallback(() => {
    if (pending.current && performance.now() - pending.current.startedAt < SOLUTION_MAX_AGE_MS) return;
    pending.current = {
      startedAt: performance.now(),
      solution: import("./proof-of-work").then((solver) => solver.solveProofOfWork()).catch(() => undefined),
    };
  }, []);

  const take = useCallback(async (): Promise<string | undefined> => {
    start();
    const solution = pending.current?.solution;
    pending.current = null;
    const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, WAIT_FOR_SOLUTION_MS));
    return Promise.race([solution, timeout]);
  }, [start]);

  return { start, take };
}
