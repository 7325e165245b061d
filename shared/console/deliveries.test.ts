import { describe, expect, it } from "vitest";
import { deliveryLabel } from "./deliveries.ts";

describe("a delivery in words", () => {
  it("spells out what the e-mail is, to whom, and the event it is about", () => {
    expect(deliveryLabel("lead.created/visitor", "email")).toBe("Confirmation e-mail to the visitor (new lead)");
    expect(deliveryLabel("booking.created/visitor", "email")).toBe(
      "Confirmation e-mail to the visitor (meeting booked)",
    );
    expect(deliveryLabel("booking.cancelled/team", "email")).toBe(
      "Notification e-mail to the team (meeting cancelled)",
    );
    expect(deliveryLabel("lead.created", "webhook")).toBe("Webhook event (new lead)");
    expect(deliveryLabel("staff.sign-in-link", "email")).toBe("Sign-in link e-mail to a team member");
  });

  it("never shows a topic's code, even one it has no label for", () => {
    expect(deliveryLabel("something.new/visitor", "email")).toBe("E-mail to the visitor");
    expect(deliveryLabel("something.new", "email")).toBe("E-mail");
    expect(deliveryLabel("something.new", "webhook")).toBe("Webhook event");
  });
});
