import pageStyles from "./work-pages.module.css";

/**
 * Text whose "e-mail" (and "e-mails") never breaks at its hyphen ("e-" at a line's end, "mail" on
 * the next). One element, so a flex or grid parent with a gap lays it out as one piece of text.
 */
export function UnbrokenEmail({ text }: { text: string }) {
  // The capture keeps each word in the parts, at the odd places.
  return (
    <span>
      {text.split(/(e-mail\w*)/i).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={pageStyles.nowrap}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
