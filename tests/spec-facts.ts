/** Word-for-word facts of the specification that more than one test checks. */

/** The S.A.R.A. page's "What makes S.A.R.A Special" cards, in order. */
export const saraSpecialCards = [
  "Operational Efficiency",
  "Maximize Revenue Potential",
  "Retention & Loyalty",
  "Context-Aware & Mood-Based Recommendations",
  "Hyper-Personalized Discovery & Engagement",
  "Group & Region Recommendations",
  "Adaptive Learning & SARA Insights",
  "Cross-Platform Synchronization",
  "Future Ready with Gamification",
];
