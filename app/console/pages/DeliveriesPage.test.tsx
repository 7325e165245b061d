import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { DeliveriesPage as DeliveriesData, DeliveryJob } from "#shared/console/deliveries.ts";
import { DeliveriesPage } from "./DeliveriesPage";

function job(id: string, extra: Partial<DeliveryJob> = {}): DeliveryJob {
  return {
    id,
    topic: "lead.created/visitor",
    channel: "email",
    recipient: "visitor",
    address: "Priya.Menon@LotusStream.example",
    refused: false,
    status: "pending",
    attempts: 0,
    lastError: null,
    createdAt: "2026-11-26T10:00:00.000Z",
    runAt: "2026-11-26T10:00:00.000Z",
    leadId: null,
    person: null,
    ...extra,
  };
}

// The page reads the result of the render under way (a route's component takes no props).
let rendered: DeliveriesData | undefined;
const Page = () =>
  rendered ? <DeliveriesPage result={rendered} status={undefined} outcome={undefined} fix={undefined} /> : null;
const Stub = createRoutesStub([{ path: "/console/deliveries", Component: Page }]);

function render(jobs: DeliveryJob[], total = jobs.length): string {
  const failed = jobs.filter((each) => each.status === "failed").length;
  const refused = jobs.filter((each) => each.status === "failed" && each.refused).length;
  rendered = {
    jobs,
    total,
    page: 1,
    pageSize: 25,
    backlog: { pending: total - failed, failed, refused, oldestPendingAgeSeconds: 120 },
  };
  return renderToStaticMarkup(<Stub initialEntries={["/console/deliveries"]} />);
}

const BANNER = /is going out/;

describe("DeliveriesPage", () => {
  it("says so when every job waits and none was tried, and shows addresses in lower case", () => {
    const html = render([job("a"), job("b")]);
    // Once: the Waiting figure counts them, the notice says why none moves.
    expect(html).toContain("No e-mail is going out.");
    expect(html).not.toMatch(/2 <span[^>]*>e-mails<\/span> waiting/);
    expect(html).toContain("priya.menon@<wbr/>lotusstream<wbr/>.example");
    expect(html).not.toContain("Longest wait");
    expect(html).toContain("Oldest waiting: 2 min");
  });

  it("says nothing of the kind once a job was tried, when one failed, or when part of the backlog is on another page", () => {
    expect(render([job("a"), job("b", { attempts: 1 })])).not.toMatch(BANNER);
    expect(render([job("a"), job("b", { status: "failed", attempts: 5 })])).not.toMatch(BANNER);
    expect(render([job("a")], 30)).not.toMatch(BANNER);
  });

  it("folds alike waiting jobs into one row with their count, and keeps a failed or different one on its own row", () => {
    const alike = Array.from({ length: 22 }, (_, index) => job(`w${index}`, { leadId: `lead-${index}` }));
    const html = render([
      ...alike,
      job("team", { topic: "lead.created/team", recipient: "team" }),
      job("f", { status: "failed", attempts: 5 }),
    ]);
    expect(html.match(/<tr>/g)).toHaveLength(1 + 3);
    expect(html).toMatch(/class="[^"]*count[^"]*">22</);
    expect(html).toContain("22 visitors");
    expect(html.match(/href="\/console\/leads\/lead-/g)).toHaveLength(22);
    // The disclosure and the count say what the rows hold, not "1–24 of 24".
    expect(html).toMatch(/Show all 22 <span[^>]*>e-mails<\/span>/);
    expect(html).toMatch(/24 <span[^>]*>e-mails<\/span> in 3 rows, alike ones together/);
    expect(html).not.toContain("1–24 of 24");
  });

  it("counts a list with nothing folded as its range", () => {
    const html = render([job("a", { attempts: 1 })]);
    expect(html).toContain("1–1 of 1");
    expect(html).not.toContain("group");
  });

  it("offers Retry all failed only when retrying can help, and says why not when every failure was refused for good", () => {
    const bounced = (id: string) => job(id, { status: "failed", refused: true, attempts: 1, leadId: `lead-${id}` });
    const mixed = render([bounced("a"), job("b", { status: "failed", attempts: 5 })]);
    expect(mixed).toMatch(/<button type="submit" class="[^"]*primaryButton[^"]*">Retry all failed<\/button>/);
    expect(mixed).not.toContain("refused every failed e-mail for good");
    const refused = render([bounced("a"), bounced("b")]);
    expect(refused).not.toContain("Retry all failed");
    expect(refused).toContain("refused every failed e-mail for good");
  });

  it("names each delivery in words, never by its topic's code", () => {
    const html = render([job("a", { topic: "booking.created/visitor", attempts: 1 })]);
    expect(html.replace(/<[^>]+>/g, "")).toContain("Confirmation e-mail to the visitor (meeting booked)");
    expect(html).not.toContain("booking.created");
  });
});
