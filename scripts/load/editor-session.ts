/**
 * An editor of the content studio on a running instance, for the publishing bench and end-to-end
 * test: added with the staff command on the instance's database, signed in through the e-mail
 * link the instance writes to its log (MAIL_TO_LOG=true), then using the content API with the
 * session's cookie and CSRF token, as the studio does.
 */
import { execFileSync } from "node:child_process";

export interface EditorSession {
  /** Publishes the home page with `title` as its hero headline (a draft, then its publish). */
  publishHomeHeadline(title: string): Promise<void>;
  /** Restores the repository's version of the home page as a draft and publishes it. */
  restoreHomeFromRepository(): Promise<void>;
}

const CSRF_HEADER = "X-CSRF-Token";

async function until<T>(what: string, check: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `log`: the instance's log lines so far (read again while waiting for the link);
 * `env`: the instance's database settings (DATABASE_URL, DATA_DIR) for the staff command.
 */
export async function signInEditor(
  baseUrl: string,
  log: readonly string[],
  env: Record<string, string>,
): Promise<EditorSession> {
  const email = `publishing.editor.${process.pid}.${Date.now()}@horizon.example.com`;
  execFileSync(process.execPath, ["scripts/staff.ts", "add", email, "--role", "editor", "--name", "Esha Editor"], {
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
  });
  let cookie = "";
  async function send(method: string, path: string, body?: unknown, form?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = { Origin: baseUrl, "Sec-Fetch-Site": "same-origin" };
    if (cookie) headers.Cookie = cookie;
    if (csrf) headers[CSRF_HEADER] = csrf;
    let payload: string | undefined;
    if (form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(form).toString();
    } else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload, redirect: "manual" });
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    return response;
  }
  async function expectOk(response: Response, what: string): Promise<Record<string, unknown>> {
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  }

  let csrf = "";
  const linksBefore = log.filter((line) => line.includes("/console/sign-in/")).length;
  const asked = await send("POST", "/console/sign-in", undefined, { email });
  if (asked.status !== 200) throw new Error(`asking for a sign-in link answered ${asked.status}`);
  const token = await until("the sign-in link in the log", () => {
    const line = log.filter((entry) => entry.includes("/console/sign-in/"))[linksBefore];
    return line ? /\/console\/sign-in\/([A-Za-z0-9_-]+)/.exec(line)?.[1] : undefined;
  });
  const redeemed = await send("POST", `/console/sign-in/${token}`, undefined, {});
  if (redeemed.status !== 302 && redeemed.status !== 303) throw new Error(`signing in answered ${redeemed.status}`);
  const account = await (await send("GET", "/console/account")).text();
  csrf = /name="csrf" value="([^"]+)"/.exec(account)?.[1] ?? "";
  if (!csrf) throw new Error("no CSRF token on the account page (not signed in?)");

  async function publishDraft(version: number): Promise<void> {
    await expectOk(await send("POST", "/console/api/content/page:home/publish", { version }), "publishing");
  }

  return {
    async publishHomeHeadline(title) {
      const document = (await expectOk(await send("GET", "/console/api/content/page:home"), "reading page:home")) as {
        version: number;
        published: { content: { hero: object } };
      };
      const content = { ...document.published.content, hero: { ...document.published.content.hero, title } };
      const saved = await expectOk(
        await send("PUT", "/console/api/content/page:home/draft", { content, baseVersion: document.version }),
        "saving the draft",
      );
      await publishDraft(Number(saved.version));
    },
    async restoreHomeFromRepository() {
      const restored = await expectOk(
        await send("POST", "/console/api/content/page:home/restore", { version: 0 }),
        "restoring the repository's version",
      );
      await publishDraft(Number(restored.version));
    },
  };
}
