import { describe, expect, it } from "vitest";
import { findCycles, findViolations, readZoneFiles } from "./import-boundaries.ts";

describe("import boundaries", () => {
  it("hold across the whole repository", () => {
    expect(findViolations(readZoneFiles(process.cwd()))).toEqual([]);
  });

  it("find no import cycle in app/, server/ or shared/", () => {
    expect(findCycles(readZoneFiles(process.cwd()))).toEqual([]);
  });

  it("refuse a cycle, through type-only imports and left-out extensions too", () => {
    const cycles = findCycles([
      { path: "server/a/one.ts", text: 'import { two } from "../b/two.ts";' },
      { path: "server/b/two.ts", text: 'import type { Three } from "./three";' },
      { path: "server/b/three.ts", text: 'import { one } from "../a/one.ts";\nimport { x } from "kysely";' },
      { path: "app/pages/Page.tsx", text: 'import { Card } from "~/components/Card";' },
      { path: "app/components/Card.tsx", text: 'import { Page } from "~/pages/Page";' },
      { path: "shared/self.ts", text: 'export * from "./self.ts";' },
      { path: "shared/leaf.ts", text: 'import { self } from "./self.ts";' },
    ]);
    expect(cycles).toEqual([
      ["app/components/Card.tsx", "app/pages/Page.tsx", "app/components/Card.tsx"],
      ["server/a/one.ts", "server/b/two.ts", "server/b/three.ts", "server/a/one.ts"],
      ["shared/self.ts", "shared/self.ts"],
    ]);
  });

  it("find no cycle where imports only go one way", () => {
    const cycles = findCycles([
      { path: "server/a.ts", text: 'import { b } from "./b.ts";\nimport { c } from "./c.ts";' },
      { path: "server/b.ts", text: 'import { c } from "./c.ts";' },
      { path: "server/c.ts", text: "export const c = 1;" },
    ]);
    expect(cycles).toEqual([]);
  });

  it.each([
    ["app/forms/x.server.ts", 'import type { Services } from "../../server/services.ts";'],
    ["app/pages/home/Home.tsx", 'import { db } from "../../../server/db/database.ts";'],
    ["server/api/router.ts", 'import { Button } from "../../app/components/ui/Button.tsx";'],
    ["server/leads/export.ts", 'import { home } from "../../app/content/home.ts";'],
    ["shared/forms/rules.ts", 'import { x } from "../../server/leads/settings.ts";'],
    ["shared/forms/rules.ts", 'import { Card } from "~/components/ui/Card";'],
    ["shared/forms/rules.ts", 'import { readFileSync } from "node:fs";'],
    ["app/routes/page.tsx", 'const lazy = () => import("../../server/services.ts");'],
  ])("refuses %s importing across the line", (path, text) => {
    expect(findViolations([{ path, text }])).toHaveLength(1);
  });

  it.each([
    ["app/forms/x.ts", 'import { validate } from "#shared/forms/validation.ts";'],
    ["server/api/router.ts", 'import { bookingRequestSchema } from "#shared/scheduling/booking-schema.ts";'],
    ["shared/forms/rules.ts", 'import * as z from "zod/mini";\nimport { LIMITS } from "./text-rules.ts";'],
    ["shared/site/route-table.test.ts", 'import { existsSync } from "node:fs";'],
  ])("allows %s", (path, text) => {
    expect(findViolations([{ path, text }])).toEqual([]);
  });
});
