/** Ends a phrase with a full stop, without doubling one that is already there ("… Pvt. Ltd."). */
export function withFullStop(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}
