import pageStyles from "./work-pages.module.css";

/** Text whose "e-mail" never breaks at its hyphen ("e-" at a line's end, "mail" on the next). */
export function UnbrokenEmail({ text }: { text: string }) {
  // The capture keeps each "e-mail" in the parts, at the odd places.
  return text.split(/(e-mail)/i).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={pageStyles.nowrap}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
