/**
 * Regression tests for issue #14 against the production server: unknown paths answered
 * from the pre-built not-found page, 405 with Allow before any page is rendered, JSON 404s
 * for unknown API addresses, 400 for malformed Host headers and 413 at once for bodies
 * declared too large. Raw sockets where a browser or fetch would not send the request.
 */
import net from "node:net";
import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

/** Sends raw bytes and collects the answer until the server closes the connection (or `waitMs` passes). */
function rawRequest(bytes: string, waitMs = 3000): Promise<{ text: string; closed: boolean; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    let text = "";
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, ms: performance.now() - started });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on("data", (chunk) => {
      text += String(chunk);
    });
    socket.on("close", () => done(true));
    socket.on("error", () => done(true));
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);

test.describe("item 1: unknown addresses are cheap", () => {
  test("unknown pages answer the pre-built not-found page: 404, hashed scripts, never cached", async ({ request }) => {
    const response = await request.get("/no/such/page?x=1");
    expect(response.status()).toBe(404);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain("nonce-");
    const html = await response.text();
    expect(html).toContain("The page you requested does not exist");
    expect(html).toContain('name="robots" content="noindex"');
  });

  test("the client router's data request for an unknown path is answered from memory too", async ({ request }) => {
    const first = await request.get("/no/such.data");
    const second = await request.get("/another-missing-page.data?_routes=not-found");
    expect(first.status()).toBe(404);
    expect(first.headers()["content-type"]).toContain("text/x-script");
    expect(first.headers()["cache-control"]).toBe("no-store");
    expect(await first.text()).toBe(await second.text());
  });

  test("unknown /api/ and /local/ addresses answer a JSON 404 for any method", async ({ request }) => {
    for (const [method, path] of [
      ["GET", "/api/nothing"],
      ["PUT", "/api/nothing"],
      ["DELETE", "/local/nothing"],
      ["POST", "/local/nothing"],
    ] as const) {
      const response = await request.fetch(path, { method, headers: { Origin: `http://127.0.0.1:${port}` } });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toMatchObject({ code: "not_found" });
    }
  });

  test("methods a path does not support get 405 with Allow, before the page handler", async ({ request }) => {
    const origin = { Origin: `http://127.0.0.1:${port}` };
    for (const [method, path, allow] of [
      ["PUT", "/", "GET, HEAD, POST"],
      ["DELETE", "/about", "GET, HEAD"],
      ["PATCH", "/no-such-page", "GET, HEAD, POST"],
      ["POST", "/about", "GET, HEAD"],
      ["PUT", "/healthz", "GET, HEAD"],
    ] as const) {
      const response = await request.fetch(path, { method, headers: origin, data: "x=1" });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toBe(allow);
      expect((await response.text()).length).toBeLessThan(100);
    }
  });
});

test.describe("item 2: no 5xx from odd requests", () => {
  test("TRACE on a page answers 405", async () => {
    const { text } = await rawRequest("TRACE /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(statusOf(text)).toBe(405);
    expect(text).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
  });

  for (const host of ["a b", "[::1", "", "localhost:99999", "exa_mple..com:80:80"]) {
    test(`a malformed Host header (${JSON.stringify(host)}) on an unknown path answers 400`, async () => {
      const { text } = await rawRequest(`GET /no-such-page HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(statusOf(text)).toBe(400);
    });
  }

  test("two Host headers answer 400 (RFC 9112), even for a pre-built page", async () => {
    const { text } = await rawRequest(
      `GET /about HTTP/1.1\r\nHost: localhost:${port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(text)).toBe(400);
    expect(text).toContain("more than one Host header");
  });

  test("a normal Host with a port still works", async () => {
    const { text } = await rawRequest(`GET /about HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(text)).toBe(200);
  });
});

test.describe("item 4: bodies declared too large", () => {
  for (const path of ["/local/getPdf", "/api/scheduling/bookings", "/api/meeting-requests", "/bookmeeting"]) {
    test(`${path}: 413 at once from the declared length, and the connection is closed`, async () => {
      const type = path.startsWith("/bookmeeting") ? "application/x-www-form-urlencoded" : "application/json";
      const { text, closed, ms } = await rawRequest(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: 99999999\r\n\r\n{}`,
        5000,
      );
      expect(statusOf(text)).toBe(413);
      expect(closed).toBe(true);
      expect(ms).toBeLessThan(2000);
      expect(text).toMatch(/\r\nConnection: close\r\n/i);
    });
  }
});
