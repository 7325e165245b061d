/** The text of one social share image (Open Graph / Twitter card). */
export interface ShareImageText {
  /** Small capitals label above the headline. */
  eyebrow: string;
  headline: string;
  subline: string;
}
