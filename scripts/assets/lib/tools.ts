import { spawn, spawnSync } from "node:child_process";

/** Debian tools the generator shells out to, with the apt package that provides each. */
const REQUIRED: readonly { command: string; probe: readonly string[]; aptPackage: string }[] = [
  { command: "rsvg-convert", probe: ["--version"], aptPackage: "librsvg2-bin" },
  { command: "cwebp", probe: ["-version"], aptPackage: "webp" },
  { command: "avifenc", probe: ["--version"], aptPackage: "libavif-bin" },
  { command: "ffmpeg", probe: ["-version"], aptPackage: "ffmpeg" },
  { command: "fc-match", probe: ["--version"], aptPackage: "fontconfig" },
];

/** Fails with one clear line per missing tool, naming the apt package to install. */
export function checkTools(): void {
  const missing = REQUIRED.filter(
    (tool) => spawnSync(tool.command, tool.probe, { stdio: "ignore" }).error !== undefined,
  );
  if (missing.length > 0) {
    const packages = missing.map((tool) => tool.aptPackage).join(" ");
    const lines = missing.map((tool) => `  ${tool.command} not found (apt package ${tool.aptPackage})`);
    throw new Error(`Missing tools:\n${lines.join("\n")}\nInstall them with: apt-get install -y ${packages}`);
  }
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

/** Runs a command, optionally feeding stdin, and rejects with its stderr on failure. */
export function run(command: string, args: readonly string[], input?: string | Buffer): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const stderr = Buffer.concat(err).toString("utf8");
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr });
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${stderr.slice(-2000)}`));
    });
    child.stdin.on("error", () => {
      // The process may exit before reading everything; the close handler reports it.
    });
    if (input !== undefined) child.stdin.end(input);
    else child.stdin.end();
  });
}

/** Runs async jobs with a fixed concurrency (the machine is shared, keep it low). */
export async function pool<T>(items: readonly T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await job(item);
    }
  });
  await Promise.all(workers);
}
