import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { workflowForm } from "./people-forms.ts";

const base = { intent: "workflow", version: "1", status: "new", owner: "", note: "", nextStepText: "Call back" };

describe("the workflow form's next-step day", () => {
  it("reads the day as the console writes it, and as the browser's date box sent it", () => {
    expect(workflowForm.parse({ ...base, nextStepOn: " 24 Dec 2030 " }).nextStepOn).toBe("2030-12-24");
    expect(workflowForm.parse({ ...base, nextStepOn: "2030-12-24" }).nextStepOn).toBe("2030-12-24");
    expect(workflowForm.parse({ ...base, nextStepOn: "" }).nextStepOn).toBe("");
  });

  it("refuses a day that is not in the calendar, saying how to write one", () => {
    const result = workflowForm.safeParse({ ...base, nextStepOn: "31 Nov 2030" });
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain("Write the next step's day like 26 Nov 2026.");
  });
});
