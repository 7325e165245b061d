import { data } from "react-router";
import type { TimeOffInput } from "#shared/console/bookings.ts";
import { SALES } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { type TimeOffActionResult, TimeOffPage } from "~/console/pages/TimeOffPage";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.bookings-time-off";

export const meta = () => consoleMeta("Time off");

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  return { periods: await consoleServices(context).bookings.timeOff() };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const form = await readConsoleForm(request, context);
  const bookings = consoleServices(context).bookings;
  const text = (name: string) => String(form.get(name) ?? "");
  let result: TimeOffActionResult;
  let values: TimeOffInput | undefined;
  if (form.get("intent") === "remove") {
    const removed = await bookings.removeTimeOff(text("id"), actorOf(context));
    result = removed
      ? { ok: true, removed: true }
      : { ok: false, status: 404, message: "That period was already removed." };
  } else if (form.get("intent") === "add") {
    values = {
      startDate: text("startDate"),
      startTime: text("startTime"),
      endDate: text("endDate"),
      endTime: text("endTime"),
      reason: text("reason"),
    };
    result = await bookings.addTimeOff(values, actorOf(context));
  } else {
    result = { ok: false, status: 400, message: "Choose to add or remove a period." };
  }
  return result.ok ? result : data({ ...result, values }, { status: result.status });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <TimeOffPage periods={loaderData.periods} result={actionData} />;
}
