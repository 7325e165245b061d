/**
 * The end-to-end tests share one server's calendar and run side by side (two workers, and the same
 * test twice with --repeat-each). Two tests that both book "the first free time" race for it, and the
 * loser is told that the time was just taken. So every test that books claims its time here first: a
 * claim is a directory made in the tests' data folder, which the filesystem creates for exactly one
 * of any workers asking at once.
 */
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, type Locator } from "@playwright/test";

function claimsFolder(): string {
  const folder = path.join(process.env.E2E_DATA_DIR ?? "", "slot-claims");
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * Claims the first time of `starts` (ISO instants) that no other test has claimed, from the earliest
 * (bookings made through the page, whose first day is at hand) or the latest (bookings made through
 * the API, so the two kinds keep apart).
 */
export function claimSlot(starts: readonly string[], from: "earliest" | "latest"): string {
  const start = (from === "earliest" ? starts : [...starts].reverse()).find(tryClaim);
  if (!start) throw new Error("Every free time is claimed by another test.");
  return start;
}

/**
 * Claims two times of one day (the earliest day with two unclaimed times): the first to book, the
 * second kept free by the claim, so the day still offers a time after someone else books the first.
 */
export function claimSlotAndNeighbour(starts: readonly string[], dayOf: (start: string) => string): string {
  for (const day of new Set(starts.map(dayOf))) {
    const onDay = starts.filter((start) => dayOf(start) === day);
    const start = onDay.find(tryClaim);
    // A claim left behind on a day with no second time only keeps other tests off it.
    if (start && onDay.some((other) => other !== start && tryClaim(other))) return start;
  }
  throw new Error("No day has two free times that no other test has claimed.");
}

function tryClaim(start: string): boolean {
  try {
    mkdirSync(path.join(claimsFolder(), start.replaceAll(":", "-")));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Claims every time of one day (`YYYY-MM-DD` as `dayOf` gives it), the latest day whose times are all
 * unclaimed, for a test that blocks a whole day.
 */
export function claimDay(starts: readonly string[], dayOf: (start: string) => string): string {
  const days = [...new Set(starts.map(dayOf))].reverse();
  for (const day of days) {
    const onDay = starts.filter((start) => dayOf(start) === day);
    // Claims left behind on a day that could not be claimed whole only keep other tests off it.
    if (!onDay.every((start) => tryClaim(start))) continue;
    // A time another test claimed and has booked since is not in `starts`, but its claim is here.
    const othersOnDay = claimedStarts().filter((start) => dayOf(start) === day && !onDay.includes(start));
    if (othersOnDay.length === 0) return day;
  }
  throw new Error("No day is free of other tests' claims.");
}

function claimedStarts(): string[] {
  return readdirSync(claimsFolder()).map((name) => name.replace(/T(\d\d)-(\d\d)-/, "T$1:$2:"));
}

/** In the scheduler, opens the day of `start` (on the visitor's clock, `timeZone`) and picks that time. */
export async function pickTime(scheduler: Locator, start: string, timeZone: string): Promise<void> {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(start));
  const dayButton = scheduler.locator(`button[data-date="${day}"]`);
  if ((await dayButton.count()) === 0) await scheduler.getByRole("button", { name: "Next month" }).click();
  await dayButton.click();
  await expect(dayButton).toHaveAttribute("aria-pressed", "true");
  await scheduler.locator(`button[data-start="${start}"]`).click();
}
