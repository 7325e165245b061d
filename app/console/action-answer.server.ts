import { data } from "react-router";
import { PROBLEM_STATUS, type Problem } from "#shared/api.ts";

/** How every console action answers: the result as it is when done, or with its problem code's HTTP status. */
export function answer<Result extends { ok: true } | Problem>(result: Result) {
  return result.ok ? result : data(result, { status: PROBLEM_STATUS[result.code] });
}
