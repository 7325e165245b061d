import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./EmailAddress";

describe("EmailAddress", () => {
  it("may break after the @ and before each dot of the domain, nowhere else", () => {
    expect(renderToStaticMarkup(<EmailAddress address="sofia.marques@gmail.example" />)).toBe(
      "sofia.marques@<wbr/>gmail<wbr/>.example",
    );
  });

  it("shows an address in lower case", () => {
    expect(renderToStaticMarkup(<EmailAddress address="Sofia.Marques@Gmail.EXAMPLE" />)).toBe(
      "sofia.marques@<wbr/>gmail<wbr/>.example",
    );
  });

  it("leaves a value without an @ as it is", () => {
    expect(renderToStaticMarkup(<EmailAddress address="Sales inbox" />)).toBe("Sales inbox");
  });
});
