import path from "node:path";

/** Server settings, all from environment variables (see README). */
export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Express "trust proxy" setting, so client IPs are right behind a load balancer. */
  trustProxy: boolean | number | string;
  buildDir: string;
  /** Extra origins allowed to be framed (an external scheduling page), from VITE_SCHEDULER_EMBED_URL. */
  frameOrigins: string[];
  /** Extra script origins (the optional credential seal), from VITE_CREDENTIAL_SEAL_SCRIPT. */
  scriptOrigins: string[];
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  const hops = Number(value);
  return Number.isInteger(hops) ? hops : value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  return {
    host: env.HOST ?? "0.0.0.0",
    port,
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    buildDir: path.resolve(env.BUILD_DIR ?? "build"),
    frameOrigins: originOf(env.VITE_SCHEDULER_EMBED_URL),
    scriptOrigins: originOf(env.VITE_CREDENTIAL_SEAL_SCRIPT),
  };
}
