import { Fragment } from "react";

/**
 * An e-mail address that breaks, when it must, after the "@" or before a dot of its domain
 * ("sofia.marques@" / "gmail.example"), never in the middle of a word.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 1) return <>{address}</>;
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
