/** Word-for-word facts of the specification that more than one test checks. */

/** The S.A.R.A. page's "What makes S.A.R.A. special" cards, in order. */
export const saraSpecialCards = [
  "Operational efficiency",
  "Maximize revenue potential",
  "Retention & loyalty",
  "Context-aware & mood-based recommendations",
  "Hyper-personalized discovery & engagement",
  "Group & region recommendations",
  "Adaptive learning & S.A.R.A. Insights",
  "Cross-platform synchronization",
  "Future-ready with gamification",
];
