/**
 * The whole test suite, as the README promises: installs what the tests need
 * (Debian's Chromium, a throwaway PostgreSQL when possible), then runs lint, type check,
 * unit and integration tests, the production build and the end-to-end tests.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isRoot = process.getuid?.() === 0;

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

/** Runs a step; a step beside another keeps its output until it ends, so outputs never interleave. */
function run(step: Step, quiet: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...step.env },
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Runs the lanes of a stage side by side, the steps of a lane one after the other; the first lane's
 * output shows as it comes, the others' when they end. Returns the names of the steps that failed.
 */
async function runStage(lanes: Step[][]): Promise<string[]> {
  const failed: string[] = [];
  const header = (step: Step) => `\n▶ ${step.name}: ${step.command} ${step.args.join(" ")}`;
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (const step of lane) {
        const quiet = index > 0;
        if (!quiet) console.log(header(step));
        const started = Date.now();
        const { code, output } = await run(step, quiet);
        if (quiet) console.log(`${header(step)}\n${output.trimEnd()}`);
        console.log(
          `◀ ${step.name}: ${code === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`,
        );
        if (code !== 0) failed.push(step.name);
      }
    }),
  );
  return failed;
}

function aptInstall(packages: string[]): boolean {
  if (!isRoot) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env }).status === 0;
  if (install()) return true;
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  return install();
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("Chromium not found: installing Debian's chromium package…");
  if (!aptInstall(["chromium"]) || !existsSync(CHROMIUM)) {
    console.error(`Chromium is required at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

/** Starts a throwaway PostgreSQL for the database tests; returns its URL and a stop function. */
function startPostgres(): { url: string; stop: () => void } | undefined {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  if (!existsSync("scripts/postgres-for-tests.sh")) return undefined;
  const started = spawnSync("bash", ["scripts/postgres-for-tests.sh", "start"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = started.stdout.trim().split("\n").pop();
  if (started.status !== 0 || !url?.startsWith("postgres")) {
    console.warn("PostgreSQL is not available: database tests run against SQLite only.");
    return undefined;
  }
  return { url, stop: () => spawnSync("bash", ["scripts/postgres-for-tests.sh", "stop"], { stdio: "inherit" }) };
}

/** Java for the Nu Html Checker (HTML validation step). */
function ensureJava() {
  const hasJava = existsSync("/usr/bin/java") || spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
  if (hasJava) return;
  console.log("Java not found: installing Debian's default-jre-headless for the HTML checker…");
  if (!aptInstall(["default-jre-headless"])) console.warn("Java could not be installed: HTML validation will fail.");
}

async function main() {
  ensureChromium();
  ensureJava();
  const postgres = startPostgres();
  const dbEnv = postgres ? { TEST_DATABASE_URL: postgres.url } : {};
  const step = (name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): Step => ({
    name,
    command,
    args,
    env,
  });
  // Steps that mostly wait (on databases, mail and HTTP servers, or a single-threaded checker) run beside
  // others, so a 2-core machine stays busy; the end-to-end tests, which use every core, run alone.
  const stages: Step[][][] = [
    [
      // Built before the unit tests: some of them check React Router's real output.
      [step("types", "npm", ["run", "typecheck"]), step("build", "npm", ["run", "build"])],
      [step("lint", "npx", ["biome", "check", "."])],
    ],
    [
      [step("unit and integration", "npx", ["vitest", "run"], dbEnv)],
      [
        step("size budgets", process.execPath, ["scripts/check-budgets.ts"]),
        step("HTML validation", process.execPath, ["scripts/validate-html.ts"]),
      ],
    ],
    [[step("end-to-end", "npx", ["playwright", "test"], { CI: process.env.CI ?? "1", ...dbEnv })]],
  ];
  const started = Date.now();
  const failed: string[] = [];
  try {
    for (const stage of stages) failed.push(...(await runStage(stage)));
  } finally {
    postgres?.stop();
  }
  const steps = stages.flat(2);
  console.log(
    `\nSteps: ${steps.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(", ")})` : ""}` +
      ` in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();
