/**
 * A text field's limits in words for its hint ("20 to 110 characters.", "Up to 60 characters."), the same in the
 * new-entry form and in every editor's generated form. A least of one or two characters goes unsaid.
 */
export function lengthHint(min: number | undefined, max: number | undefined): string {
  if (max === undefined) return min !== undefined && min > 2 ? `At least ${min} characters.` : "";
  return min !== undefined && min > 2 ? `${min} to ${max} characters.` : `Up to ${max} characters.`;
}
