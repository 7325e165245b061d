import { describe, expect, it } from "vitest";
import { deliveryReason } from "./delivery-reason";

describe("why a delivery did not go out", () => {
  it("says a mail server's refusal in plain words and keeps its own answer, without the library's preamble", () => {
    expect(deliveryReason("Can't send mail - all recipients were rejected: 550 No such mailbox")).toEqual({
      reason: "The address does not exist or takes no mail",
      detail: "Mail server: 550 No such mailbox",
    });
    expect(deliveryReason("452 4.2.2 Mailbox full").reason).toBe("The mailbox was full for now");
  });

  it("says a network failure in plain words", () => {
    expect(deliveryReason("connect ECONNREFUSED 127.0.0.1:2525")).toEqual({
      reason: "The mail server could not be reached",
      detail: "connect ECONNREFUSED 127.0.0.1:2525",
    });
  });

  it("gives any other reason as it is", () => {
    expect(deliveryReason("Not sent: the recipient's data was erased.")).toEqual({
      reason: "Not sent: the recipient's data was erased.",
      detail: null,
    });
  });
});
