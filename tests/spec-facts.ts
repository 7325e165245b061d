/** Word-for-word facts of the specification that more than one test checks. */

/** The S.A.R.A. page's "What makes S.A.R.A. special" cards, in order. */
export const saraSpecialCards = [
  "Operational Efficiency",
  "Maximize Revenue Potential",
  "Retention & Loyalty",
  "Context-Aware & Mood-Based Recommendations",
  "Hyper-Personalized Discovery & Engagement",
  "Group & Region Recommendations",
  "Adaptive Learning & S.A.R.A. Insights",
  "Cross-Platform Synchronization",
  "Future Ready with Gamification",
];
