/**
 * The length limits and messages every form shares, without the validators (text-rules.ts),
 * so browser code that only needs a limit does not load the schema library.
 */

export const LIMITS = {
  name: 100,
  email: 254,
  company: 150,
  /** Free text: a meeting request's message, a booking's notes. */
  longText: 2000,
  honeypot: 500,
  /** The proof-of-work payload the browser sends (a base64 challenge and solution, about 700 characters). */
  proofOfWork: 4000,
} as const;

export const MESSAGES = {
  name: "Please enter your name.",
  nameTooLong: `Please shorten your name to ${LIMITS.name} characters or fewer.`,
  email: "Please enter a valid e-mail address.",
  company: "Please enter your company name.",
  companyTooLong: `Please shorten the company name to ${LIMITS.company} characters or fewer.`,
  longText: `Please shorten your text to ${LIMITS.longText.toLocaleString("en-IN")} characters or fewer.`,
  controlCharacters:
    "This field contains invisible or control characters (such as zero-width spaces or text-direction marks). Please remove them.",
  noVisibleCharacter: "Please use at least one visible letter, number or sign.",
  submissionId: "The submission id must be a UUID.",
} as const;
