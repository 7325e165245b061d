import { data } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import { timeOffForms } from "#shared/console/booking-forms.ts";
import { readForm } from "#shared/console/form-result.ts";
import { SALES } from "#shared/console/routes.ts";
import { answer } from "~/console/action-answer.server";
import { consoleMeta } from "~/console/meta";
import { TimeOffPage } from "~/console/pages/TimeOffPage";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.bookings-time-off";

export const meta = () => consoleMeta("Time off");

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  return { periods: await consoleServices(context).bookings.timeOff() };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const read = readForm(timeOffForms, await readConsoleForm(request, context));
  if (!read.ok) return answer(read.result);
  const bookings = consoleServices(context).bookings;
  if (read.value.intent === "remove") {
    const removed = await bookings.removeTimeOff(read.value.id, actorOf(context));
    return answer(
      removed
        ? { ok: true as const, removed: true as const }
        : { ok: false as const, code: "not_found" as const, message: "That period was already removed." },
    );
  }
  const { intent: _, ...values } = read.value;
  const result = await bookings.addTimeOff(values, actorOf(context));
  return result.ok ? result : data({ ...result, values }, { status: PROBLEM_STATUS[result.code] });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <TimeOffPage periods={loaderData.periods} result={actionData} />;
}
