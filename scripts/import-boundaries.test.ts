import { describe, expect, it } from "vitest";
import { findViolations, readZoneFiles } from "./import-boundaries.ts";

describe("import boundaries", () => {
  it("hold across the whole repository", () => {
    expect(findViolations(readZoneFiles(process.cwd()))).toEqual([]);
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
