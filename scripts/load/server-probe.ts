/**
 * Loaded into the measured server (`node --import`) by the load scripts: the server's own view
 * of a run, asked for over the IPC channel. "start" resets the event loop's delay histogram and
 * the CPU counters; "report" answers what they saw since: the loop's delay (how long a timer or
 * a request waited for the loop, perf_hooks.monitorEventLoopDelay) and the CPU time of the main
 * thread (the loop itself) and of the whole process (with the database and analytics threads),
 * and the turns its pace gave beacons: at once, after a wait, or refused (server/http/pace.ts).
 */
import diagnosticsChannel from "node:diagnostics_channel";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { PACE_CHANNEL, type Turn } from "../../server/http/pace.ts";

export interface ServerProbeReport {
  loopDelayMs: { p50: number; p99: number; max: number; mean: number };
  mainThreadCpuUs: number;
  processCpuUs: number;
  turns: { atOnce: number; waited: number; refused: number; waitedMs: number };
}

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let mainThread = process.threadCpuUsage();
  let wholeProcess = process.cpuUsage();
  const total = ({ user, system }: NodeJS.CpuUsage) => user + system;
  const noTurns = () => ({ atOnce: 0, waited: 0, refused: 0, waitedMs: 0 });
  let turns = noTurns();
  diagnosticsChannel.subscribe(PACE_CHANNEL, (message) => {
    const turn = message as Turn;
    if (!turn.admitted) turns.refused++;
    else if (turn.waitMs > 0) {
      turns.waited++;
      turns.waitedMs += turn.waitMs;
    } else turns.atOnce++;
  });

  process.on("message", (message) => {
    if (message === "start") {
      histogram.reset();
      mainThread = process.threadCpuUsage();
      wholeProcess = process.cpuUsage();
      turns = noTurns();
    } else if (message === "report") {
      const report: ServerProbeReport = {
        loopDelayMs: {
          p50: histogram.percentile(50) / 1e6,
          p99: histogram.percentile(99) / 1e6,
          max: histogram.max / 1e6,
          mean: histogram.mean / 1e6,
        },
        mainThreadCpuUs: total(process.threadCpuUsage(mainThread)),
        processCpuUs: total(process.cpuUsage(wholeProcess)),
        turns,
      };
      process.send?.({ probe: report });
    }
  });
  // The IPC channel must not keep a server that was asked to stop alive.
  process.channel?.unref();
}
