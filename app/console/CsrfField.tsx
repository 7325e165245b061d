import { useRouteLoaderData } from "react-router";
import { CSRF_FIELD } from "#shared/console/staff.ts";
import type { ConsoleLayoutData } from "./layout-data";

/** The session's CSRF token, in every console form that changes something. */
export function CsrfField() {
  const layout = useRouteLoaderData<ConsoleLayoutData>("console");
  return <input type="hidden" name={CSRF_FIELD} value={layout?.csrfToken ?? ""} />;
}

/** The token for scripts that post JSON (sent in the X-CSRF-Token header). */
export function useCsrfToken(): string {
  return useRouteLoaderData<ConsoleLayoutData>("console")?.csrfToken ?? "";
}
