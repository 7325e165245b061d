/**
 * The beacon flood of `npm run load:analytics`, in a process of its own: run in the same
 * process (even on a worker thread), it would share a CPU and an event loop with the probes
 * that measure the server, and the probes' latency would count the generator's work. Takes its
 * options as JSON in argv[2], sends autocannon's result over the IPC channel.
 */
import autocannon, { type Options } from "autocannon";

const options = JSON.parse(process.argv[2] ?? "{}") as Options;
const result = await autocannon(options);
process.send?.(result, () => process.exit(0));
