/**
 * Every admin-only page of the access table checks the role in its own loader and action
 * (`requireRole`), not only through the gate and the layout: called with a `staff` session,
 * each refuses with a 403 before it touches a console service.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { consolePages } from "#shared/console/routes.ts";
import type { ConsoleSession } from "#shared/console/staff.ts";
import { clientAddressContext, consoleServicesContext, consoleSessionContext } from "#shared/server-context.ts";

type DataFunction = (args: { request: Request; context: RouterContextProvider; params: object }) => unknown;
type RouteModule = { loader?: DataFunction; action?: DataFunction };

const routeModules = import.meta.glob<RouteModule>("/app/routes/console.*.tsx");

const staffSession: ConsoleSession = {
  id: "session-id",
  staff: { id: "staff-id", email: "ravi@horizon.test", name: "Ravi Staff", role: "staff" },
  csrfToken: "csrf-token",
  signInMethod: "email-link",
  expiresAt: "2026-11-24T21:00:00Z",
};

function staffContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(consoleSessionContext, staffSession);
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

async function statusOfRefusal(run: () => unknown): Promise<number | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe("admin-only console routes", () => {
  const adminPages = consolePages.filter((page) => page.access === "admin");

  it("exist in the table", () => {
    expect(adminPages.length).toBeGreaterThan(0);
  });

  for (const page of adminPages) {
    it(`${page.id} refuses a staff session in its own loader and action`, async () => {
      const load = routeModules[`/app/${page.file}`];
      expect(load, page.file).toBeDefined();
      const module = await load!();
      const handlers = [module.loader, module.action].filter((handler) => handler !== undefined);
      expect(handlers.length).toBeGreaterThan(0);
      for (const handler of handlers) {
        const request = new Request(`http://localhost${page.path}`, {
          method: handler === module.action ? "POST" : "GET",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          ...(handler === module.action ? { body: "csrf=csrf-token&email=someone%40example.com" } : {}),
        });
        expect(await statusOfRefusal(() => handler({ request, context: staffContext(), params: {} }))).toBe(403);
      }
    });
  }
});
