import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultSchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import { readSettings, SETTINGS, SettingsError, settingsTable } from "./settings.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe("readSettings", () => {
  it("starts with no configuration at all", () => {
    const settings = readSettings({});
    expect(settings.server).toMatchObject({ port: 3000, host: "0.0.0.0", trustProxy: false, logLevel: "info" });
    expect(settings.database.url).toBeUndefined();
    expect(settings.scheduling).toEqual(defaultSchedulingConfig);
    expect(settings.leads.whitepaperRateLimit).toEqual({ limit: 10, windowMs: 600_000 });
    expect(settings.site).toMatchObject({ siteUrl: "https://horizon.example.com", email: {}, social: {} });
    expect(settings.site.phone).toBeUndefined();
  });

  it("treats blank values as unset", () => {
    expect(readSettings({ PORT: " ", DATABASE_URL: "", SALES_EMAIL: "" })).toEqual(readSettings({}));
  });

  it("reads every scheduling variable", () => {
    const { scheduling } = readSettings({
      SCHEDULING_TIME_ZONE: "Europe/London",
      SCHEDULING_WORKING_DAYS: "mon-wed,fri",
      SCHEDULING_HOURS: "09:30-17:00",
      SCHEDULING_SLOT_MINUTES: "45",
      SCHEDULING_BUFFER_MINUTES: "15",
      SCHEDULING_HORIZON_DAYS: "14",
      SCHEDULING_MIN_NOTICE_HOURS: "24",
      SCHEDULING_HOLIDAYS: "2027-01-01=New Year's Day, 2027-04-02",
      SCHEDULING_MEETING_TITLE: "Demo call",
    });
    expect(scheduling).toEqual({
      teamTimeZone: "Europe/London",
      workingDays: [1, 2, 3, 5],
      dayStart: "09:30",
      dayEnd: "17:00",
      slotMinutes: 45,
      bufferMinutes: 15,
      horizonDays: 14,
      minimumNoticeHours: 24,
      holidays: [
        { date: "2027-01-01", name: "New Year's Day" },
        { date: "2027-04-02", name: "Holiday" },
      ],
      meetingTitle: "Demo call",
    });
    expect(readSettings({ SCHEDULING_HOLIDAYS: "none" }).scheduling.holidays).toEqual([]);
  });

  it("reads the site values the pages are built with", () => {
    const { site } = readSettings({
      SITE_URL: "https://www.horizon.test/",
      CONTACT_PHONE: "+91 80 1234 5678",
      SALES_EMAIL: "sales@horizon.test",
      SCHEDULER_EMBED_URL: "https://calendar.horizon.test/team",
    });
    expect(site).toMatchObject({
      siteUrl: "https://www.horizon.test",
      phone: "+91 80 1234 5678",
      email: { sales: "sales@horizon.test" },
      schedulerEmbedUrl: "https://calendar.horizon.test/team",
    });
  });

  it.each([
    ["PORT", "http"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/horizon"],
    ["LOG_LEVEL", "verbose"],
    ["LEADS_WHITEPAPER_RATE_LIMIT", "lots"],
    ["LEADS_MEETING_RATE_LIMIT", "0/10"],
    ["SCHEDULING_TIME_ZONE", "India"],
    ["SCHEDULING_TIME_ZONE", "+05:30"],
    ["SCHEDULING_WORKING_DAYS", "fri-mon"],
    ["SCHEDULING_WORKING_DAYS", "8"],
    ["SCHEDULING_HOURS", "18:00-10:00"],
    ["SCHEDULING_HOURS", "10-18"],
    ["SCHEDULING_SLOT_MINUTES", "half an hour"],
    ["SCHEDULING_SLOT_MINUTES", "0"],
    ["SCHEDULING_BUFFER_MINUTES", "-5"],
    ["SCHEDULING_HORIZON_DAYS", "1.5"],
    ["SCHEDULING_HOLIDAYS", "2027-02-30"],
    ["SITE_URL", "horizon.test"],
    ["SALES_EMAIL", "sales"],
    ["SOCIAL_LINKEDIN", "http://linkedin.test/horizon"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "everyone"],
    ["SCHEDULING_MAX_FUTURE_BOOKINGS_PER_EMAIL", "0"],
    ["MAIL_FROM", "Horizon <nobody>"],
    ["SALES_INBOX", "sales"],
    ["MAIL_TO_LOG", "yes"],
    ["WEBHOOK_URL", "ftp://hooks.example.com"],
  ])("refuses %s=%j, naming the variable, the value and what it expects", (name, value) => {
    const [problem, ...others] = problemsOf({ [name]: value });
    expect(others).toEqual([]);
    expect(problem).toMatch(new RegExp(`^${name}="${value.replace(/[+.*?^${}()|[\]\\]/g, "\\$&")}": expected `));
  });

  it("lists every bad variable at once", () => {
    const problems = problemsOf({ PORT: "x", SALES_EMAIL: "nope", TRUST_PROXY: "true" });
    expect(problems.map((problem) => problem.split("=")[0])).toEqual(["PORT", "TRUST_PROXY", "SALES_EMAIL"]);
    expect(() => readSettings({ PORT: "x" })).toThrow(/Some settings are not valid:\n {2}- PORT="x": expected/);
  });

  it("refuses a meeting that does not fit in the working hours", () => {
    expect(problemsOf({ SCHEDULING_HOURS: "10:00-10:20" })).toEqual([
      expect.stringMatching(/^SCHEDULING_SLOT_MINUTES="30": .*does not fit in working hours 10:00–10:20/),
    ]);
  });

  it.each([
    ["1", 1],
    ["false", false],
    ["loopback", "loopback"],
    ["10.0.0.0/8, 192.168.1.10", "10.0.0.0/8, 192.168.1.10"],
  ])("accepts TRUST_PROXY=%j", (value, expected) => {
    expect(readSettings({ TRUST_PROXY: value }).server.trustProxy).toEqual(expected);
  });
});

describe("delivery settings", () => {
  it("leave delivery off by default: e-mails wait, no webhooks, two upcoming meetings per address", () => {
    const settings = readSettings({});
    expect(settings.delivery).toEqual({
      smtpUrl: undefined,
      mailFrom: undefined,
      salesInbox: undefined,
      mailToLog: false,
      webhookUrl: undefined,
      webhookSecret: undefined,
    });
    expect(settings.bookingPolicy.maxFutureBookingsPerEmail).toBe(2);
  });

  it("read SMTP, the sender and the team's inbox (SALES_EMAIL when SALES_INBOX is unset)", () => {
    const { delivery } = readSettings({
      SMTP_URL: "smtps://user:pass@smtp.horizon.test:465",
      MAIL_FROM: "Horizon <no-reply@horizon.test>",
      SALES_EMAIL: "sales@horizon.test",
      WEBHOOK_URL: "https://hooks.horizon.test/in",
      WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
    });
    expect(delivery).toMatchObject({
      smtpUrl: "smtps://user:pass@smtp.horizon.test:465",
      mailFrom: "Horizon <no-reply@horizon.test>",
      salesInbox: "sales@horizon.test",
      webhookUrl: "https://hooks.horizon.test/in",
    });
  });

  it("never repeat a secret's value in an error", () => {
    const problems = problemsOf({ SMTP_URL: "http://user:hunter2@mail", WEBHOOK_SECRET: "hunter2" });
    expect(problems).toEqual([
      expect.stringMatching(/^SMTP_URL="\(hidden\)": expected /),
      expect.stringMatching(/^WEBHOOK_SECRET="\(hidden\)": expected /),
    ]);
    expect(problems.join("\n")).not.toContain("hunter2");
  });

  it("require a sender and an inbox with SMTP, and a key with a webhook URL", () => {
    expect(problemsOf({ SMTP_URL: "smtp://relay:587" })).toEqual([
      expect.stringMatching(/^MAIL_FROM is unset/),
      expect.stringMatching(/^SALES_INBOX is unset/),
    ]);
    expect(problemsOf({ WEBHOOK_URL: "https://hooks.horizon.test/in" })).toEqual([
      expect.stringMatching(/^WEBHOOK_SECRET is unset/),
    ]);
  });
});

/** A Markdown table's rows as trimmed cells, whatever its column padding (the formatter aligns it). */
function tableRows(markdown: string): string[][] {
  return markdown
    .split("\n")
    .filter((line) => line.trim().startsWith("|"))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((cell) => /^-+$/.test(cell)));
}

describe("the README", () => {
  it("carries the settings table generated from the settings module (npm run settings)", () => {
    const readme = tableRows(readFileSync("README.md", "utf8")).map((cells) => cells.join(" | "));
    const generated = tableRows(settingsTable()).map((cells) => cells.join(" | "));
    const start = readme.indexOf(generated[0] ?? "");
    expect(
      readme.slice(start, start + generated.length),
      "README.md's settings table is out of date: paste `npm run settings` into it",
    ).toEqual(generated);
  });

  it("documents every setting", () => {
    const table = settingsTable();
    for (const name of Object.keys(SETTINGS)) expect(table).toContain(`| \`${name}\` |`);
  });
});
