import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MeetingScheduler } from "./MeetingScheduler";
import SchedulerEmbed from "./SchedulerEmbed";

describe("<MeetingScheduler /> before JavaScript runs", () => {
  it("pre-renders only the no-JavaScript note with the request form link (no spinner that never ends)", () => {
    const html = renderToString(
      <MemoryRouter>
        <MeetingScheduler requestFormHref="/bookmeeting#request" />
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<div[^>]*data-testid="meeting-scheduler"/);
    expect(html).toContain("<noscript>");
    expect(html).toContain("Picking a time online needs JavaScript");
    expect(html).toMatch(/<a [^>]*href="\/bookmeeting#request"/);
    expect(html).not.toContain("Loading available times");
  });
});

describe("<SchedulerEmbed />", () => {
  it("frames the external scheduler with the page's prefill and a spinner until the frame loads", () => {
    const html = renderToString(
      <MemoryRouter
        initialEntries={["/bookmeeting?name=Asha%20Rao&email=asha%40example.com&a2=Hotels&utm_source=mail&x=1"]}
      >
        <SchedulerEmbed url="https://scheduler.example.com/horizon/30min" />
      </MemoryRouter>,
    );
    const src = /<iframe[^>]*src="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(src).toBeDefined();
    const url = new URL(src!);
    expect(url.origin + url.pathname).toBe("https://scheduler.example.com/horizon/30min");
    expect(url.searchParams.get("name")).toBe("Asha Rao");
    expect(url.searchParams.get("email")).toBe("asha@example.com");
    expect(url.searchParams.get("a2")).toBe("Hotels");
    expect(url.searchParams.get("utm_source")).toBe("mail");
    expect(url.searchParams.has("x")).toBe(false);
    expect(html).toMatch(/<iframe[^>]*title="Book a meeting with the Horizon team"/);
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading the scheduling page…");
  });
});
