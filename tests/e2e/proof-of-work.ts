import type { APIRequestContext } from "@playwright/test";
import type { Challenge } from "altcha-lib";
import { solve } from "../integration/proof-of-work";

/**
 * A submission's body with the proof of work a browser with JavaScript solves. Without one the
 * submission is kept but flagged, and its visitor gets no e-mail.
 */
export async function withProof<T extends object>(
  request: APIRequestContext,
  data: T,
): Promise<T & { altcha: string }> {
  const response = await request.get("/api/altcha/challenge");
  if (!response.ok()) throw new Error(`challenge request answered ${response.status()}`);
  return { ...data, altcha: await solve((await response.json()) as Challenge) };
}
