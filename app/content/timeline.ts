/** The company history shown on the About page (spec section 1: years and labels). */
export const companyTimeline = [
  {
    period: "2017",
    title: "Company established",
    description: "Horizon starts in Bengaluru with one focus: OTT platforms for streaming operators.",
  },
  {
    period: "2019-2020",
    title: "Expansion into ed-tech",
    description: "We bring our streaming experience to education, building platforms for video-based learning.",
  },
  {
    period: "2020-2021",
    title: "Product diversification",
    description:
      "A UX manager for enterprise clients lets their teams control app interfaces without shipping new releases.",
  },
  {
    period: "2022-2023",
    title: "AI strategy",
    description: "Automation rolls out across our products, from recommendations to video processing and testing.",
  },
  {
    period: "2024-2025",
    title: "R&D centre",
    description: "We open our research and development centre in Bengaluru.",
  },
];
