import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejectMalformedHost } from "./request-guards.ts";

/** Sends raw request bytes and returns the status line and body of the answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("Host header guard", () => {
  const app = express();
  app.use(rejectMalformedHost);
  app.get("/{*path}", (_req, res) => {
    res.send("ok");
  });
  let server: ReturnType<typeof app.listen>;
  let port = 0;

  beforeAll(async () => {
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers a request with one Host", async () => {
    const answer = await rawRequest(port, "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it.each([
    ["the same host twice", "Host: localhost\r\nHost: localhost\r\n"],
    ["two different hosts", "Host: localhost\r\nhost: evil.example\r\n"],
  ])("refuses %s with 400 (RFC 9112)", async (_label, hosts) => {
    const answer = await rawRequest(port, `GET / HTTP/1.1\r\n${hosts}Connection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("The request has more than one Host header.");
  });

  it("refuses a malformed Host with 400", async () => {
    const answer = await rawRequest(port, "GET / HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});
