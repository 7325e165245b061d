import pino, { type Logger } from "pino";

/** Structured JSON logs on stdout, one object per line. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "horizon-web" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization"],
  });
}
