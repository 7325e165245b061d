/**
 * The console's authorization, walked from its access table (shared/console/routes.ts), so
 * every page and JSON endpoint added to it is covered without touching this file: a visitor
 * without a session is refused everything but the "anyone" entries; a `staff` member (sales)
 * and an `editor` (the content studio) are each refused every page, route data, endpoint and
 * post the table does not give their role, and reach those it does; an `admin` passes the gate
 * everywhere. Each entry is also asked for in other spellings the router or Express would
 * still take for it (case, percent-encoding, trailing and repeated slashes, dot segments,
 * `.data`), with the same answers. Over real HTTP against the whole server, on SQLite and
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSKEY_API } from "#shared/console/passkeys.ts";
import {
  CONSOLE_ROOT,
  type ConsoleApi,
  type ConsolePage,
  consoleApis,
  consolePages,
  landingPathFor,
  MEMBERS,
  navigationFor,
  roleAllows,
  SIGN_IN_PATH,
} from "#shared/console/routes.ts";
import { backends, ConsoleClient, type ConsoleHarness, startConsoleHarness } from "./console-harness.ts";

/** Every intent a console form posts (an unknown one too): each is refused alike, before it is read. */
const EVERY_INTENT = ["walk", "workflow", "assign-to-me", "outcome", "assign", "bulk"] as const;

/** What `:param` segments are filled with: no such record exists. */
const DUMMY = "walk-test-id";
/** The gate's own refusals, told apart from a page's or endpoint's own 4xx by their code. */
const GATE_CODES = ["unauthenticated", "forbidden", "cross_site", "csrf"];

function concrete(path: string): string {
  return path.replace(/:[^/]+/g, DUMMY);
}

function dataPath(path: string): string {
  return `${concrete(path)}.data`;
}

/** `%70rivacy` for `privacy`: the first character of a segment percent-encoded. */
function encodedFirst(segment: string): string {
  return `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
}

function eachSegment(path: string, change: (segment: string) => string): string {
  return path
    .split("/")
    .map((segment) => (segment ? change(segment) : segment))
    .join("/");
}

/** Spellings of a page or endpoint path that name the same thing to React Router or Express. */
function spellings(path: string): string[] {
  const rest = path.slice("/console".length);
  return [
    path.toUpperCase(),
    eachSegment(path, (segment) => segment[0]!.toUpperCase() + segment.slice(1)),
    eachSegment(path, encodedFirst),
    eachSegment(path, (segment) => encodedFirst(segment).toUpperCase()),
    `${path}/`,
    `/console/${rest}`,
    `/console/walk/..${rest}`,
    `/console/walk/%2e%2e${rest}`,
  ];
}

/** Spellings of a page's route data request. */
function dataSpellings(path: string): string[] {
  return [
    `${path.toUpperCase()}.data`,
    `${eachSegment(path, encodedFirst)}.data`,
    `${path}/_.data`,
    `${path}%2Edata`,
    `${path}.DATA`,
  ];
}

const pagesFor = (access: "anyone") => consolePages.filter((page) => page.access === access);
const apisFor = (access: "anyone") => consoleApis.filter((api) => api.access === access);
const guarded = (entry: ConsolePage | ConsoleApi) => entry.access !== "anyone";

async function gateCode(response: Response): Promise<string | undefined> {
  if (!response.headers.get("content-type")?.includes("application/json")) return undefined;
  const body = (await response.clone().json()) as { code?: unknown };
  return typeof body.code === "string" && GATE_CODES.includes(body.code) ? body.code : undefined;
}

/** Whether the gate (or the layout, for a page or a resource route such as a CSV) turned the request away. */
async function refusedByGate(response: Response): Promise<boolean> {
  if (response.status === 303 && response.headers.get("location")?.startsWith(SIGN_IN_PATH)) return true;
  const text = response.status === 403 ? await response.clone().text() : "";
  if (text.includes("Not available to your role") || text.includes('"code":"role"')) return true;
  return (await gateCode(response)) !== undefined;
}

function callApi(client: ConsoleClient, api: ConsoleApi, csrf?: string): Promise<Response> {
  const path = concrete(api.path);
  const headers: Record<string, string> = csrf ? { "X-CSRF-Token": csrf } : {};
  if (api.method === "GET") return client.get(path, headers);
  return client.sendJson(api.method, path, {}, headers);
}

describe("the access table", () => {
  it("lists pages and endpoints of each kind, so the walk below covers something", () => {
    expect(consolePages.filter(guarded).length).toBeGreaterThan(0);
    expect(pagesFor("anyone").length).toBeGreaterThan(0);
    expect(consoleApis.filter(guarded).length).toBeGreaterThan(0);
  });

  it("lists the passkey endpoints with the access their router assumes", () => {
    const access = (path: string) => consoleApis.find((api) => api.path === path)?.access;
    expect(access(PASSKEY_API.signInOptions)).toBe("anyone");
    expect(access(PASSKEY_API.signIn)).toBe("anyone");
    expect(access(PASSKEY_API.registerOptions)).toBe(MEMBERS);
    expect(access(PASSKEY_API.register)).toBe(MEMBERS);
  });

  it("has one entry per path", () => {
    const paths = [...consolePages.map((page) => page.path), ...consoleApis.map((api) => `${api.method} ${api.path}`)];
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe.each(backends)("console authorization walk on $name", (backend) => {
  let harness: ConsoleHarness;
  let visitor: ConsoleClient;
  let admin: ConsoleClient;
  let adminCsrf: string;
  const members = {} as Record<"staff" | "editor", { client: ConsoleClient; csrf: string }>;

  beforeAll(async () => {
    harness = await startConsoleHarness(backend);
    visitor = new ConsoleClient(harness, "192.0.2.101");
    admin = new ConsoleClient(harness, "192.0.2.103");
    await admin.signIn(await harness.addStaff("admin"));
    adminCsrf = await admin.csrfToken();
    for (const [role, ip] of [
      ["staff", "192.0.2.102"],
      ["editor", "192.0.2.104"],
    ] as const) {
      const client = new ConsoleClient(harness, ip);
      await client.signIn(await harness.addStaff(role));
      members[role] = { client, csrf: await client.csrfToken() };
    }
  });
  afterAll(() => harness?.close());

  describe("a visitor without a session", () => {
    for (const page of consolePages.filter(guarded)) {
      it(`is sent to sign in for GET ${page.path} (${page.id})`, async () => {
        const response = await visitor.get(concrete(page.path));
        if (page.postOnly) {
          // Nothing to show at a post-only address: refused like data.
          expect(response.status).toBe(401);
          expect(await gateCode(response)).toBe("unauthenticated");
          return;
        }
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe(
          `${SIGN_IN_PATH}?next=${encodeURIComponent(concrete(page.path))}`,
        );
      });

      it(`gets 401 for the data of ${page.path} and for a POST to it`, async () => {
        const data = await visitor.get(dataPath(page.path));
        expect(data.status).toBe(401);
        expect(await gateCode(data)).toBe("unauthenticated");
        for (const intent of EVERY_INTENT) {
          const post = await visitor.postForm(concrete(page.path), { intent });
          expect(post.status, intent).toBe(401);
          expect(await gateCode(post), intent).toBe("unauthenticated");
        }
        // A cross-site post is refused before the session is even looked at.
        const crossSite = await visitor.postForm(concrete(page.path), {}, { Origin: "https://evil.example" });
        expect(crossSite.status).toBe(403);
      });
    }

    for (const api of consoleApis.filter(guarded)) {
      it(`gets 401 for ${api.method} ${api.path}`, async () => {
        const response = await callApi(visitor, api);
        expect(response.status).toBe(401);
        expect(await gateCode(response)).toBe("unauthenticated");
        const post = await visitor.postJson(concrete(api.path), {});
        expect(post.status).toBe(401);
      });
    }

    for (const page of pagesFor("anyone")) {
      it(`may open ${page.path} (${page.id})`, async () => {
        const response = await visitor.get(concrete(page.path));
        expect(await refusedByGate(response)).toBe(false);
        expect(response.status).toBeLessThan(500);
      });
    }

    for (const api of apisFor("anyone")) {
      it(`may call ${api.method} ${api.path}`, async () => {
        const response = await callApi(visitor, api);
        expect(await refusedByGate(response)).toBe(false);
        expect(response.status).toBeLessThan(500);
      });
    }

    for (const page of consolePages.filter(guarded)) {
      it(`is refused ${page.path} (${page.id}) in every other spelling`, async () => {
        for (const path of spellings(concrete(page.path))) {
          const response = await visitor.get(path);
          if (page.postOnly) expect(response.status, path).toBe(401);
          else {
            expect(response.status, path).toBe(303);
            expect(response.headers.get("location"), path).toMatch(new RegExp(`^${SIGN_IN_PATH}\\?next=`));
          }
          expect((await visitor.postForm(path, { intent: "walk" })).status, `POST ${path}`).toBe(401);
        }
        for (const path of dataSpellings(concrete(page.path))) {
          const data = await visitor.get(path);
          expect([303, 401], path).toContain(data.status);
        }
      });
    }

    for (const api of consoleApis.filter(guarded)) {
      it(`is refused ${api.method} ${api.path} in every other spelling, from any origin`, async () => {
        for (const path of spellings(concrete(api.path))) {
          const response = await visitor.postJson(path, {});
          expect(response.status, path).toBe(401);
          expect(await gateCode(response), path).toBe("unauthenticated");
          const crossSite = await visitor.postJson(
            path,
            {},
            { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
          );
          expect(crossSite.status, `cross-site ${path}`).toBe(403);
          expect(await gateCode(crossSite), `cross-site ${path}`).toBe("cross_site");
        }
      });
    }

    for (const api of apisFor("anyone")) {
      it(`may call ${api.method} ${api.path} only from the console's origin, and never gets a 5xx in any spelling`, async () => {
        for (const path of spellings(concrete(api.path))) {
          const response = await visitor.postJson(path, {});
          expect(response.status, path).toBeGreaterThanOrEqual(400);
          expect(response.status, path).toBeLessThan(500);
          const crossSite = await visitor.postJson(
            path,
            {},
            { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
          );
          expect(crossSite.status, `cross-site ${path}`).toBe(403);
          expect(await gateCode(crossSite), `cross-site ${path}`).toBe("cross_site");
        }
      });
    }

    it("is sent to sign in for a console page that is not in the table, and gets 401 for its data", async () => {
      const response = await visitor.get("/console/walk-unlisted");
      expect(response.status).toBe(303);
      expect((await visitor.get("/console/walk-unlisted.data")).status).toBe(401);
      expect((await visitor.postJson("/console/api/walk-unlisted", {})).status).toBe(401);
    });
  });

  for (const role of ["staff", "editor"] as const) {
    describe(`a member with the ${role} role`, () => {
      const member = () => members[role];
      const refusedPages = consolePages.filter((page) => guarded(page) && !roleAllows(role, page.access));
      const openPages = consolePages.filter((page) => guarded(page) && roleAllows(role, page.access) && !page.postOnly);
      const landing = landingPathFor(role);
      /** `/console` sends a member who may not see the overview to their own landing page. */
      const redirectsHome = (page: ConsolePage) => page.path === CONSOLE_ROOT && landing !== CONSOLE_ROOT;

      it("is refused something and allowed something, so the walk covers the role", () => {
        expect(refusedPages.length).toBeGreaterThan(0);
        expect(openPages.length).toBeGreaterThan(0);
      });

      for (const page of refusedPages) {
        it(`gets 403 for GET ${page.path} (${page.id}), its data and a POST`, async () => {
          const { client, csrf } = member();
          const response = await client.get(concrete(page.path));
          if (redirectsHome(page)) {
            expect([302, 303]).toContain(response.status);
            expect(response.headers.get("location")).toBe(landing);
          } else {
            expect(response.status).toBe(403);
            if (page.postOnly) expect(await gateCode(response)).toBe("forbidden");
            else expect(await refusedByGate(response)).toBe(true);
          }
          const data = await client.get(dataPath(page.path));
          if (redirectsHome(page)) {
            // React Router answers a data request's redirect with 202 and the target in the body.
            expect(data.status).toBe(202);
            expect(await data.text()).toContain(landing);
          } else {
            expect(data.status).toBe(403);
            expect(await gateCode(data)).toBe("forbidden");
          }
          for (const intent of EVERY_INTENT) {
            const post = await client.postForm(concrete(page.path), { csrf, intent });
            expect(post.status, intent).toBe(403);
            expect(await gateCode(post), intent).toBe("forbidden");
          }
        });
      }

      for (const api of consoleApis.filter((entry) => guarded(entry) && !roleAllows(role, entry.access))) {
        it(`gets 403 for ${api.method} ${api.path}`, async () => {
          const { client, csrf } = member();
          const response = await callApi(client, api, csrf);
          expect(response.status).toBe(403);
          expect(await gateCode(response)).toBe("forbidden");
        });
      }

      for (const page of openPages) {
        it(`may open ${page.path} (${page.id})`, async () => {
          const response = await member().client.get(concrete(page.path));
          expect(await refusedByGate(response)).toBe(false);
          expect(response.status).toBeLessThan(500);
        });
      }

      for (const page of refusedPages) {
        it(`gets 403 for ${page.path} (${page.id}) in every other spelling: page, data and POST`, async () => {
          const { client, csrf } = member();
          for (const path of spellings(concrete(page.path))) {
            const response = await client.get(path);
            // A spelling the router does not match at all (repeated slashes) is a 404; nothing answers 2xx.
            expect(redirectsHome(page) ? [302, 303, 404] : [403, 404], path).toContain(response.status);
            if (page.postOnly) expect(response.status, path).toBe(403);
            const post = await client.postForm(path, { csrf, intent: "walk" });
            expect(post.status, `POST ${path}`).toBe(403);
            expect(await gateCode(post), `POST ${path}`).toBe("forbidden");
          }
          for (const path of dataSpellings(concrete(page.path))) {
            const data = await client.get(path);
            expect(redirectsHome(page) ? [202, 403, 404] : [403, 404], path).toContain(data.status);
            if (data.status === 202) expect(await data.text(), path).toContain(landing);
          }
        });
      }

      for (const api of consoleApis.filter((entry) => guarded(entry) && !roleAllows(role, entry.access))) {
        it(`gets 403 for ${api.method} ${api.path} in every other spelling`, async () => {
          const { client, csrf } = member();
          for (const path of spellings(concrete(api.path))) {
            const headers = { "X-CSRF-Token": csrf };
            const response =
              api.method === "GET"
                ? await client.get(path, headers)
                : await client.sendJson(api.method, path, {}, headers);
            expect(response.status, path).toBe(403);
            expect(await gateCode(response), path).toBe("forbidden");
          }
        });
      }

      for (const page of openPages) {
        it(`may open ${page.path} (${page.id}) in other spellings`, async () => {
          for (const path of [concrete(page.path).toUpperCase(), `${concrete(page.path)}/`]) {
            const response = await member().client.get(path);
            expect(await refusedByGate(response), path).toBe(false);
            expect(response.status, path).toBeLessThan(500);
          }
        });
      }

      it("is refused a console endpoint or post that is not in the table (deny by default), never 5xx", async () => {
        const { client, csrf } = member();
        for (const path of ["/console/api/walk-unlisted", "/CONSOLE/API/walk-unlisted", "/console/walk-unlisted"]) {
          const post = await client.postJson(path, {}, { "X-CSRF-Token": csrf });
          expect(post.status, path).toBe(404);
        }
        expect((await client.get("/console/walk-unlisted.data")).status).toBe(404);
        expect((await client.get("/console/privacy/walk-unlisted")).status).toBe(404);
      });

      it("sees in the navigation only the sections the role may open", async () => {
        const html = await (await member().client.get(landing)).text();
        // The brand link leads to /console for everyone (an editor is sent on to the studio).
        for (const page of refusedPages.filter((entry) => entry.nav && entry.path !== CONSOLE_ROOT)) {
          expect(html, page.path).not.toContain(`href="${page.path}"`);
        }
        for (const page of navigationFor(role)) expect(html, page.path).toContain(`href="${page.path}"`);
      });

      it("gets a console 404, not a 403, for a console page that is not in the table", async () => {
        expect((await member().client.get("/console/walk-unlisted")).status).toBe(404);
      });
    });
  }

  describe("a staff member", () => {
    it("gets 403 for the spellings of the review that found the bypass", async () => {
      const { client, csrf } = members.staff;
      for (const path of ["/console/Privacy", "/console/%70rivacy", "/console/Audit", "/console/PRIVACY/"]) {
        const response = await client.get(path);
        expect(response.status, path).toBe(403);
        expect(await response.text(), path).toContain("Not available to your role");
      }
      for (const path of ["/console/PRIVACY.data", "/console/%61udit.data", "/console/Audit.data"]) {
        const response = await client.get(path);
        expect(response.status, path).toBe(403);
        expect(await gateCode(response), path).toBe("forbidden");
      }
      for (const path of ["/console/Privacy/Download", "/console/Privacy"]) {
        const post = await client.postForm(path, { csrf, intent: "find", email: "someone@example.com" });
        expect(post.status, path).toBe(403);
      }
    });
  });

  describe("an editor", () => {
    it("lands on the content studio at /console", async () => {
      const response = await members.editor.client.get("/console");
      expect([302, 303]).toContain(response.status);
      expect(response.headers.get("location")).toBe("/console/content");
    });
  });

  describe("an admin", () => {
    for (const page of consolePages.filter(guarded)) {
      it(`passes the gate for ${page.path} (${page.id}): GET, data and POST`, async () => {
        if (!page.postOnly) {
          const response = await admin.get(concrete(page.path));
          expect(await refusedByGate(response)).toBe(false);
          expect(response.status).toBeLessThan(500);
          const data = await admin.get(dataPath(page.path));
          expect(await refusedByGate(data)).toBe(false);
          expect(data.status).toBeLessThan(500);
        }
        // Without the form's CSRF field: the gate lets it through, the page's action refuses it, nothing changes.
        const post = await admin.postForm(concrete(page.path), { intent: "walk" });
        expect(await refusedByGate(post)).toBe(false);
        expect(post.status).toBeLessThan(500);
      });
    }

    for (const api of consoleApis.filter(guarded)) {
      it(`passes the gate for ${api.method} ${api.path}`, async () => {
        const response = await callApi(admin, api, adminCsrf);
        expect(await refusedByGate(response)).toBe(false);
        expect(response.status).toBeLessThan(500);
      });
    }

    for (const page of consolePages.filter((entry) => guarded(entry) && !entry.postOnly)) {
      it(`passes the gate for ${page.path} (${page.id}) in other spellings`, async () => {
        for (const path of [...spellings(concrete(page.path)), ...dataSpellings(concrete(page.path))]) {
          const response = await admin.get(path);
          expect(await refusedByGate(response), path).toBe(false);
          expect(response.status, path).toBeLessThan(500);
        }
      });
    }

    it("is still signed in after the walk (no post above changed anything)", async () => {
      expect((await admin.get("/console/account")).status).toBe(200);
      expect((await members.staff.client.get("/console/account")).status).toBe(200);
      expect((await members.editor.client.get("/console/account")).status).toBe(200);
    });
  });
});
