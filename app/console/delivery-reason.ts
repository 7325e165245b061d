/** Why an e-mail or webhook event did not go out: in plain words for the team, with the server's own answer. */
export interface DeliveryReason {
  /** What it means for the person reading ("The address does not exist"). */
  reason: string;
  /** The receiving server's own words ("550 No such mailbox"), shown small; null when the reason is those words. */
  detail: string | null;
}

/** The mail library's preamble before the receiving server's answer. */
const PREAMBLE = /^Can't send mail - all recipients were rejected:\s*/i;

/** SMTP reply codes as the team reads them: the first digit says how lasting, the rest what went wrong. */
const SMTP_REASONS: Record<string, string> = {
  "421": "The receiving mail server was busy",
  "450": "The mailbox was not available for now",
  "451": "The receiving mail server had a problem for now",
  "452": "The mailbox was full for now",
  "550": "The address does not exist or takes no mail",
  "551": "The address does not exist or takes no mail",
  "552": "The mailbox is full",
  "553": "The address is not valid",
  "554": "The receiving mail server refused the e-mail",
};

/** Network failures (no answer at all), by the code Node gives them. */
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: "The mail server could not be reached",
  ECONNRESET: "The connection to the mail server broke off",
  ETIMEDOUT: "The mail server did not answer in time",
  ENOTFOUND: "The mail server's name could not be found",
};

export function deliveryReason(lastError: string): DeliveryReason {
  const answer = lastError.replace(PREAMBLE, "").trim();
  const smtp = SMTP_REASONS[/^(\d{3})\b/.exec(answer)?.[1] ?? ""];
  if (smtp) return { reason: smtp, detail: `Mail server: ${answer}` };
  const network = Object.entries(NETWORK_REASONS).find(([code]) => answer.includes(code));
  if (network) return { reason: network[1], detail: answer };
  return { reason: answer, detail: null };
}
