import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UnbrokenEmail } from "./UnbrokenEmail";

describe("UnbrokenEmail", () => {
  it("keeps each e-mail in one unbreakable span, whatever its case, and the rest as it is", () => {
    const html = renderToStaticMarkup(<UnbrokenEmail text="E-mails wait: 2 e-mail jobs" />);
    expect(html).toMatch(
      /^<span><span class="[^"]*">E-mails<\/span> wait: 2 <span class="[^"]*">e-mail<\/span> jobs<\/span>$/,
    );
  });

  it("leaves text without an e-mail as it is", () => {
    expect(renderToStaticMarkup(<UnbrokenEmail text="Webhook event" />)).toBe("<span>Webhook event</span>");
  });
});
