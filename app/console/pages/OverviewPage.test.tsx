import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { LeadsOverview, PersonSummary } from "#shared/console/leads.ts";
import { OverviewPage } from "./OverviewPage";

const ME = { id: "me", email: "asha@example.com", name: "Asha Admin", role: "admin" as const };
const TODAY = "2026-11-27";

const leads: LeadsOverview = {
  lastWeek: { whitepaper: 5, "meeting-request": 4, booking: 4 },
  awaitingContact: 3,
  due: [
    {
      personId: "p1",
      name: "Priya Nair",
      company: "Lotus",
      owner: { id: "me", name: "Asha Admin" },
      nextStep: { on: TODAY, text: "Call" },
    },
    {
      personId: "p2",
      name: "Rohit Bose",
      company: "",
      owner: { id: "x", name: "Ravi Staff" },
      nextStep: { on: "2026-11-26", text: "" },
    },
  ],
  bookingsToday: 0,
  bookingsUpcoming: 0,
  today: TODAY,
  weekStart: "2026-11-21",
};

const unassigned: PersonSummary = {
  id: "p3",
  name: "Fatima Khan",
  email: "fatima@example.com",
  company: "",
  status: "new",
  owner: null,
  nextStep: null,
  latestAt: "2026-11-27T05:00:00.000Z",
  latest: { kind: "whitepaper", text: "VIVRE whitepaper", meetingStart: null },
  submissions: 1,
  suspectedBot: false,
};

const Page = () => (
  <OverviewPage
    member={ME}
    leads={leads}
    deliveries={{ pending: 0, failed: 0, refused: 0, oldestPendingAgeSeconds: 0 }}
    unassigned={{ people: [unassigned], total: 1 }}
    meetings={[]}
    now={Date.parse("2026-11-27T06:00:00.000Z")}
  />
);
const Stub = createRoutesStub([{ path: "/console", Component: Page }]);

function render(): string {
  return renderToStaticMarkup(<Stub initialEntries={["/console"]} />);
}

/** The page's words, without its markup. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("OverviewPage", () => {
  it("names the signed-in member's own rows 'You', anyone else's by name", () => {
    const html = render();
    const due = text(html.slice(html.indexOf('id="overview-due"'), html.indexOf('id="overview-meetings"')));
    expect(due).toMatch(/Priya Nair .* You .*Rohit Bose .* Ravi Staff/);
    expect(due).not.toContain("Asha Admin");
  });

  it("shows a submission's kind as a pill, like the rows' other pills, beside a button to take the person", () => {
    const html = render();
    expect(html).toMatch(/<span class="[^"]*badge[^"]*">Whitepaper<\/span>/);
    expect(html).toMatch(/<button type="submit" class="[^"]*quietButton[^"]*"[^>]*>Assign to me<\/button>/);
  });
});
