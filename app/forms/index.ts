export { MeetingRequestForm } from "./MeetingRequestForm";
export { WhitepaperForm } from "./WhitepaperForm";
