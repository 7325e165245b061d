/**
 * What the load scripts share: the built server started in a child process on
 * loopback, a /healthz prober that measures latency while something else floods
 * the server, and a plain-text table for the results.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerProbeReport } from "./server-probe.ts";

export interface RunningServer {
  baseUrl: string;
  /** The server's process (its IPC channel is open when started with `probe`). */
  child: ChildProcess;
  /** Stops the server (SIGTERM: it drains) and deletes its data; `beforeDelete` reads the SQLite folder first. */
  stop(beforeDelete?: (dataDir: string) => void): Promise<void>;
}

export interface ServerProcessOptions {
  /** Loads server-probe.ts into the server, so `serverProbe` can ask for its event-loop delay and CPU time. */
  probe?: boolean;
  /** Further options for node (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

/** Starts `node server/main.ts` (the production build in BUILD_DIR) and waits until it is healthy. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  { probe = false, nodeArgs = [] }: ServerProcessOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-load-"));
  const preload = probe ? ["--import", fileURLToPath(new URL("./server-probe.ts", import.meta.url))] : [];
  const child: ChildProcess = spawn(process.execPath, [...preload, ...nodeArgs, "server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "ignore", "inherit", ...(probe ? (["ipc"] as const) : [])],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (beforeDelete?: (dataDir: string) => void) => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    try {
      beforeDelete?.(dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, child, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server on port ${port} did not become healthy (is the build in ./build? run npm run build).`);
}

/** The server's probe (started with `probe`): `start` resets its counters, `report` answers them since. */
export function serverProbe(server: RunningServer) {
  return {
    start(): void {
      server.child.send("start");
    },
    async report(): Promise<ServerProbeReport> {
      const answer = new Promise<ServerProbeReport>((resolve) => {
        const onMessage = (message: { probe?: ServerProbeReport }) => {
          if (!message.probe) return;
          server.child.off("message", onMessage);
          resolve(message.probe);
        };
        server.child.on("message", onMessage);
      });
      server.child.send("report");
      return answer;
    },
  };
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/**
 * Asks `url` (GET, or POST of `post`) every `intervalMs` on one kept-alive connection until `signal` aborts,
 * and returns each answer's latency in ms (failed requests count as the time they took).
 */
export async function probeLatency(
  url: string,
  intervalMs: number,
  signal: AbortSignal,
  post?: { body: string; headers: Record<string, string> },
): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  while (!signal.aborted) {
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const options = post ? { agent, method: "POST", headers: post.headers } : { agent };
      const request = http.request(url, options, (response) => {
        response.resume();
        response.on("end", () => resolve());
      });
      request.on("error", () => resolve());
      request.end(post?.body);
    });
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  agent.destroy();
  return samples;
}

/** A fixed-width text table. */
export function table(headings: string[], rows: (string | number)[][]): string {
  const cells = [headings, ...rows.map((row) => row.map(String))];
  const widths = headings.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  return [line(headings), line(widths.map((width) => "-".repeat(width))), ...cells.slice(1).map(line)].join("\n");
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A port nothing listens on now: a fixed one can be held by any other server on the machine. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}
