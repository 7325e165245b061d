import type { StaffMember } from "#shared/console/staff.ts";

/** What the console layout's loader gives every console page (route id "console"). */
export interface ConsoleLayoutData {
  member: StaffMember | null;
  csrfToken: string | null;
  /** The team's IANA time zone: every time in the console is shown in it. */
  timeZone: string;
  /** People with a submission since the member last opened the leads inbox. */
  unreadLeads: number;
}
