/**
 * Every console page and resource-route endpoint of the access table that is not open to all
 * members checks the role in its own loader and action (`requireRole`), not only through the
 * gate and the layout: called with the session of each role the table leaves out, each
 * refuses with a 403 before it touches a console service.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type ConsoleAccess, consoleApis, consolePages } from "#shared/console/routes.ts";
import { type ConsoleSession, STAFF_ROLES, type StaffRole } from "#shared/console/staff.ts";
import { clientAddressContext, consoleServicesContext, consoleSessionContext } from "#shared/server-context.ts";

type DataFunction = (args: { request: Request; context: RouterContextProvider; params: object }) => unknown;
type RouteModule = { loader?: DataFunction; action?: DataFunction };

const routeModules = import.meta.glob<RouteModule>("/app/routes/console.*.tsx");

function sessionOf(role: StaffRole): ConsoleSession {
  return {
    id: "session-id",
    staff: { id: `${role}-id`, email: `${role}@horizon.test`, name: `A ${role}`, role },
    csrfToken: "csrf-token",
    signInMethod: "email-link",
    expiresAt: "2026-11-24T21:00:00Z",
  };
}

function contextOf(role: StaffRole): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(consoleSessionContext, sessionOf(role));
  context.set(clientAddressContext, "192.0.2.1");
  // Any use of a service fails the test: the role check comes first.
  context.set(
    consoleServicesContext,
    new Proxy({} as never, {
      get(_target, name) {
        throw new Error(`a console service (${String(name)}) was used before the role was checked`);
      },
    }),
  );
  return context;
}

/** The status a handler refused with: thrown (`data()`, a Response) or answered (a JSON endpoint). */
async function statusOfRefusal(run: () => unknown): Promise<number | undefined> {
  try {
    const result = await run();
    return result instanceof Response && result.status >= 400 ? result.status : undefined;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } }).init?.status;
  }
}

const rolesLeftOut = (access: ConsoleAccess) =>
  access === "anyone" ? [] : STAFF_ROLES.filter((role) => !access.includes(role));

const restricted = [
  ...consolePages.map((page) => ({ name: page.id, path: page.path, file: page.file, access: page.access })),
  ...consoleApis.flatMap((api) =>
    api.file ? [{ name: `${api.method} ${api.path}`, path: api.path, file: api.file, access: api.access }] : [],
  ),
].filter((entry) => rolesLeftOut(entry.access).length > 0);

describe("console routes not open to every member", () => {
  it("exist in the table", () => {
    expect(restricted.length).toBeGreaterThan(0);
  });

  for (const entry of restricted) {
    for (const role of rolesLeftOut(entry.access)) {
      it(`${entry.name} refuses a ${role} session in its own loader and action`, async () => {
        const load = routeModules[`/app/${entry.file}`];
        expect(load, entry.file).toBeDefined();
        const module = await load!();
        const handlers = [module.loader, module.action].filter((handler) => handler !== undefined);
        expect(handlers.length).toBeGreaterThan(0);
        for (const handler of handlers) {
          const isAction = handler === module.action;
          const method = isAction ? (entry.name.startsWith("PUT ") ? "PUT" : "POST") : "GET";
          const request = new Request(`http://localhost${entry.path.replaceAll(/:[^/]+/g, "page:home")}`, {
            method,
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            ...(isAction ? { body: "csrf=csrf-token&email=someone%40example.com" } : {}),
          });
          const params = { id: "page:home" };
          expect(await statusOfRefusal(() => handler({ request, context: contextOf(role), params }))).toBe(403);
        }
      });
    }
  }
});
