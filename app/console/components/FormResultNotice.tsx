import type { FormResult } from "#shared/console/form-result.ts";
import { ResultNotice } from "./ResultNotice";

/** The answer to a console form post (one shape for every form), or nothing before the first post. */
export function FormResultNotice({ result }: { result: FormResult | undefined }) {
  if (!result) return null;
  const unsaved = !result.ok && !/nothing was saved/i.test(result.message);
  return (
    <ResultNotice ok={result.ok}>
      {result.message}
      {unsaved && " Nothing was saved."}
    </ResultNotice>
  );
}

/** The message about one field of the last post, if any. */
export function fieldError(result: FormResult | undefined, field: string): string | undefined {
  return result && !result.ok ? result.fields?.[field] : undefined;
}
