/**
 * The server's entry point (`node server/main.ts`, `--dev` for hot reload). React and React
 * Router pick their production or development build from NODE_ENV when they are first loaded,
 * so it is settled here, before anything imports them; unset, the server rendered every
 * per-request page with React's slower development build.
 */
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
await import("./start.ts");

export {};
