/**
 * Turns a posted form into the objects the shared schemas validate, the same way
 * in the browser and in the route actions. Nothing is validated here.
 */

function text(data: FormData, name: string): string | undefined {
  const value = data.get(name);
  return typeof value === "string" ? value : undefined;
}

function nonEmpty(data: FormData, name: string): string | undefined {
  const value = text(data, name);
  return value === undefined || value.trim() === "" ? undefined : value;
}

/** The hidden anti-abuse fields every lead form carries. */
function botFields(data: FormData) {
  return {
    website: text(data, "website"),
    submissionId: nonEmpty(data, "submissionId"),
  };
}

export function whitepaperInputFromForm(data: FormData) {
  return {
    id: text(data, "id") ?? "",
    name: text(data, "name") ?? "",
    email: text(data, "email") ?? "",
    companyName: text(data, "companyName") ?? "",
    phone: text(data, "phone") ?? "",
    marketingConsent: text(data, "marketingConsent") !== undefined,
    ...botFields(data),
  };
}

export function meetingInputFromForm(data: FormData) {
  return {
    name: text(data, "name") ?? "",
    email: text(data, "email") ?? "",
    company: text(data, "company"),
    message: text(data, "message"),
    ...botFields(data),
  };
}

/** The visible values to put back into a re-rendered form (hidden and bot fields left out). */
export function echoValues(data: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = text(data, name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}
