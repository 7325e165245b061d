import { describe, expect, it } from "vitest";
import { deliveryLabel } from "./deliveries.ts";

describe("a delivery in words", () => {
  it("names the event and who it goes to, never the raw topic", () => {
    expect(deliveryLabel("booking.created/visitor", "email")).toBe("Meeting booked · e-mail to the visitor");
    expect(deliveryLabel("booking.cancelled/team", "email")).toBe("Meeting cancelled · e-mail to the team");
    expect(deliveryLabel("lead.created", "webhook")).toBe("New lead · webhook event");
    expect(deliveryLabel("staff.sign-in-link", "email")).toBe("Console sign-in link");
  });

  it("keeps a topic it does not know as it is", () => {
    expect(deliveryLabel("something.new/visitor", "email")).toBe("something.new/visitor");
  });
});
