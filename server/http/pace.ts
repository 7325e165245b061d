/**
 * Pacing for requests that are cheap one by one but come in floods (page-view beacons): one
 * instance answers at most `perSecond` of them, plus a `burst` after a quiet spell. A token
 * bucket whose tokens may be taken ahead for up to `maxWaitMs`: a request over the rate waits
 * its turn instead of being answered at once, because a client answered at once sends again at
 * once and the thread that answers stays as busy as before. A request that would wait longer is
 * refused, and its refusal waits `maxWaitMs` too, for the same reason (decision 027).
 *
 * Every turn is published on the `PACE_CHANNEL` diagnostics channel (for the load scripts'
 * counts); publishing costs nothing while nobody listens.
 */
import diagnosticsChannel from "node:diagnostics_channel";

export interface PaceOptions {
  perSecond: number;
  burst: number;
  /** Longest a request waits for its turn; 0 refuses every request over the rate at once. */
  maxWaitMs: number;
  /** Milliseconds from any fixed point (tests pin it). */
  now?: () => number;
}

/** Whether a request goes ahead, and after how many milliseconds (its answer's, when refused). */
export interface Turn {
  admitted: boolean;
  waitMs: number;
}

export interface Pace {
  /** Takes the next turn: counts the request when it is admitted, not when it is refused. */
  take(): Turn;
}

export const PACE_CHANNEL = "horizon:pace";
const channel = diagnosticsChannel.channel(PACE_CHANNEL);

const AT_ONCE: Turn = Object.freeze({ admitted: true, waitMs: 0 });

export function createPace({ perSecond, burst, maxWaitMs, now = () => performance.now() }: PaceOptions): Pace {
  if (!(perSecond > 0) || !(burst >= 1) || !(maxWaitMs >= 0)) {
    throw new RangeError("A pace needs perSecond > 0, burst >= 1 and maxWaitMs >= 0");
  }
  const msPerToken = 1000 / perSecond;
  // Below zero: turns taken ahead, each by a request that is waiting for it.
  let tokens = burst;
  let updatedAt = now();
  return {
    take(): Turn {
      const time = now();
      tokens = Math.min(burst, tokens + (time - updatedAt) / msPerToken);
      updatedAt = time;
      if (tokens >= 1) {
        tokens -= 1;
        return AT_ONCE;
      }
      const waitMs = Math.ceil((1 - tokens) * msPerToken);
      if (waitMs > maxWaitMs) return { admitted: false, waitMs: maxWaitMs };
      tokens -= 1;
      return { admitted: true, waitMs };
    },
  };
}

const ADMITTED = Promise.resolve(true);
const REFUSED = Promise.resolve(false);

/** Takes a turn and resolves when it comes: true to go ahead, false to refuse. */
export function waitForTurn(pace: Pace): Promise<boolean> {
  const turn = pace.take();
  if (channel.hasSubscribers) channel.publish(turn);
  if (turn.waitMs === 0) return turn.admitted ? ADMITTED : REFUSED;
  return new Promise((resolve) => setTimeout(resolve, turn.waitMs, turn.admitted));
}
