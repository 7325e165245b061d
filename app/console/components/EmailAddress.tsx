import { Fragment } from "react";

/**
 * An e-mail address that breaks, when it must, after the "@" or before a dot of its domain
 * ("sofia.marques@" / "gmail.example"), never in the middle of a word; shown in lower case, as it is typed
 * back (an address's case does not pick its mailbox in practice).
 */
export function EmailAddress({ address: given }: { address: string }) {
  const at = given.lastIndexOf("@");
  if (at < 1) return <>{given}</>;
  const address = given.toLowerCase();
  const labels = address.slice(at + 1).split(".");
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {labels.map((label, index) => (
        // A domain's labels never reorder: their place is their identity.
        <Fragment key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {label}
        </Fragment>
      ))}
    </>
  );
}
