import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLog } from "./request-log.ts";

describe("request log", () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level: "info" }, sink)));
  app.get("/{*path}", (_req, res) => {
    res.send("ok");
  });
  let server: ReturnType<typeof app.listen>;
  let origin = "";

  beforeAll(async () => {
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function logged(url: string) {
    lines.length = 0;
    await (await fetch(`${origin}${url}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return lines.find((line) => line.msg === "request");
  }

  it("keeps the address of a link but never its token", async () => {
    for (const [url, path] of [
      ["/meeting/cancel/c2lnbmVk.dG9rZW4", "/meeting/cancel/:token"],
      ["/meeting/reschedule/c2lnbmVk.dG9rZW4.data", "/meeting/reschedule/:token.data"],
      ["/whitepapers/download/c2lnbmVk.dG9rZW4", "/whitepapers/download/:token"],
      ["/console/sign-in/Q5UlqyyIfDwXa1PMbMSRCdjZU1z1thiu", "/console/sign-in/:token"],
      ["/console/sign-in", "/console/sign-in"],
      ["/console/leads/67259c7f-da3a-4103-9abb-1eb53c91b18c", "/console/leads/67259c7f-da3a-4103-9abb-1eb53c91b18c"],
      ["/api/scheduling/manage/c2lnbmVk.dG9rZW4", "/api/scheduling/manage/:token"],
      ["/api/scheduling/manage/c2lnbmVk.dG9rZW4/cancel", "/api/scheduling/manage/:token/cancel"],
      ["/api/scheduling/manage/c2lnbmVk.dG9rZW4/reschedule", "/api/scheduling/manage/:token/reschedule"],
      ["/API/Scheduling/Manage/c2lnbmVk.dG9rZW4/cancel", "/API/Scheduling/Manage/:token/cancel"],
      ["/api/scheduling/bookings/67259c7f-da3a-4103-9abb-1eb53c91b18c.ics", "/api/scheduling/bookings/:token.ics"],
      ["/api/scheduling/bookings", "/api/scheduling/bookings"],
      ["/meeting/cancel/c2lnbmVk.dG9rZW4/more", "/meeting/cancel/:token/more"],
      ["/Console/Sign-In/Q5UlqyyIfDwXa1PMbMSRCdjZU1z1thiu", "/Console/Sign-In/:token"],
      ["/console/%73ign-in/Q5UlqyyIfDwXa1PMbMSRCdjZU1z1thiu", "/console/sign-in/:token"],
      ["//meeting//cancel/c2lnbmVk.dG9rZW4", "/meeting/cancel/:token"],
    ]) {
      expect((await logged(url as string))?.path, url).toBe(path);
    }
  });

  it("records the path of a search page request but never its query", async () => {
    const line = await logged("/search?q=jane.doe%40example.com");
    expect(line).toMatchObject({ method: "GET", path: "/search", status: 200 });
    expect(JSON.stringify(line)).not.toContain("jane.doe");
  });

  it("logs search index requests without the client address", async () => {
    expect(await logged("/pagefind/fragment/en-in_4a2444d.pf_fragment")).not.toHaveProperty("ip");
    expect(await logged("/about")).toHaveProperty("ip");
  });
});
