import { DeferredForm, deferFormCode } from "~/forms/deferred-form";

const meetingRequestForm = deferFormCode(() =>
  import("~/forms/MeetingRequestForm").then((module) => module.MeetingRequestForm),
);

/** The home page's Book a meeting form: its code loads when the contact section nears the viewport or is touched. */
export function DeferredMeetingForm() {
  return <DeferredForm code={meetingRequestForm} formProps={{}} nearViewport />;
}
