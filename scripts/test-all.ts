/**
 * The whole test suite, as the README promises: installs what the tests need
 * (Debian's Chromium, a throwaway PostgreSQL when possible), then runs lint, type check,
 * unit and integration tests, the production build and the end-to-end tests.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isRoot = process.getuid?.() === 0;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => resolve(code ?? 1));
  });
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
  const steps: [string, string, string[], NodeJS.ProcessEnv?][] = [
    ["lint", "npx", ["biome", "check", "."]],
    ["types", "npm", ["run", "typecheck"]],
    // Built before the unit tests: some of them check React Router's real output.
    ["build", "npm", ["run", "build"]],
    ["unit and integration", "npx", ["vitest", "run"], dbEnv],
    ["size budgets", process.execPath, ["scripts/check-budgets.ts"]],
    ["HTML validation", process.execPath, ["scripts/validate-html.ts"]],
    ["end-to-end", "npx", ["playwright", "test"], { CI: process.env.CI ?? "1", ...dbEnv }],
  ];
  const failed: string[] = [];
  try {
    for (const [name, command, args, env] of steps) {
      console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
      const code = await run(command, args, env);
      if (code !== 0) failed.push(name);
    }
  } finally {
    postgres?.stop();
  }
  console.log(
    `\nSteps: ${steps.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(", ")})` : ""}`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();
