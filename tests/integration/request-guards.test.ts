/**
 * The request guards as server/app.ts mounts them, on the whole server: a write a browser sent
 * from another site is refused before any router sees it, whichever router serves the address
 * (leads, scheduling, analytics, the pages' form posts), while the console keeps its gate's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type ConsoleHarness, startConsoleHarness } from "./console-harness.ts";

const CROSS_SITE = "Requests from other websites are not accepted.";

describe.each(backends)("request guards of the whole server on $name", (backend) => {
  let harness: ConsoleHarness;
  beforeAll(async () => {
    harness = await startConsoleHarness(backend);
  });
  afterAll(async () => harness?.close());

  const post = (path: string, headers: Record<string, string>, body = "{}") =>
    fetch(`${harness.baseUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
      redirect: "manual",
    });

  it.each([
    "/api/scheduling/bookings",
    "/api/scheduling/manage/some-token/cancel",
    "/api/scheduling/manage/some-token/reschedule",
    "/api/meeting-requests",
    "/api/analytics/event",
  ])("refuses a cross-site POST to %s with a JSON 403", async (path) => {
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await post(path, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: CROSS_SITE, code: "cross_origin" });
    }
  });

  it("refuses it in any letter case of the address (Express routes ignore case)", async () => {
    const response = await post("/API/Scheduling/bookings", { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("keeps the legacy PDF endpoint's responseCode on its 403", async () => {
    const response = await post("/local/getPdf", { Origin: "null" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ responseCode: 0, error: CROSS_SITE, code: "cross_origin" });
  });

  it("refuses a cross-site form post to a page with a plain-text 403", async () => {
    const response = await fetch(`${harness.baseUrl}/bookmeeting`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: new URLSearchParams({ name: "Ana" }),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(CROSS_SITE);
  });

  it("leaves the console to its gate, which answers with its own code", async () => {
    const response = await post("/console/api/passkeys/sign-in/options", { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "cross_site" });
  });

  it("lets a same-origin booking through to the scheduling service, which validates it", async () => {
    const response = await post("/api/scheduling/bookings", { Origin: harness.baseUrl }, JSON.stringify({}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid_input", field: expect.any(String) });
  });
});
