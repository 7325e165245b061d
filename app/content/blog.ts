/**
 * The blog: the Resources page's Blogs section and the catalogue of articles.
 * Article bodies are MDX files in ./articles; loaders render them to HTML on the server.
 * Server-only (imported by loaders), so none of this ships as JavaScript.
 */
import { blogHero } from "./blog-media";
import { ottIllustration } from "./ott-media";
import { productScreen } from "./product-media";
import type { ArticleMeta, BlogContent } from "./schemas/blog";

/** The house byline: the author of the site's own articles, and a new article's until the editor names another. */
export const editorialTeam = {
  name: "Horizon editorial team",
  role: "Product managers and engineers who build Horizon's streaming platforms in Bengaluru",
};

const engineeringTeam = {
  name: "Horizon engineering team",
  role: "The engineers behind Horizon's Smart TV apps, players and test automation",
};

export const articles: ArticleMeta[] = [
  {
    id: "gamification",
    path: "/gamification",
    body: "gamification",
    title: "Gamification and AI in streaming: turning viewers into players",
    summary:
      "Points, streaks, predictions and rewards give viewers a reason to come back. Here is how gamification works in streaming, five examples, what it brings and where AI fits in.",
    topic: "Engagement",
    author: editorialTeam,
    publishedAt: "2024-03-12",
    image: blogHero(
      "gamification",
      "A football match in a TV streaming app, with a “who scores next?” poll, a leaderboard and a 7-day streak badge",
    ),
  },
  {
    id: "content-discovery",
    path: "/contentdiscoverysearch",
    body: "contentdiscoverysearch",
    title: "Content discovery through search: text, image and voice",
    summary:
      "Viewers who search already know what they want. How text, image and voice search work in a streaming service, and why search and recommendations belong together.",
    topic: "Discovery",
    author: editorialTeam,
    publishedAt: "2024-05-08",
    image: blogHero(
      "contentdiscoverysearch",
      "A TV search screen with a text query, a voice search prompt and image search results",
    ),
  },
  {
    id: "content-discovery-i",
    path: "/blogpagepersonalization",
    body: "blogpagepersonalization",
    title: "Personalisation in streaming: one catalogue, a different home screen for everyone",
    summary:
      "What a streaming service can personalise, from rows and artwork to notifications, which signals it needs, and how to do it without trapping viewers in a bubble.",
    topic: "Personalisation",
    author: editorialTeam,
    publishedAt: "2024-07-16",
    image: blogHero(
      "blogpagepersonalization",
      "Two versions of the same streaming home screen with different personalised rows",
    ),
  },
  {
    id: "content-discovery-j",
    path: "/blogpageautomation",
    body: "blogpageautomation",
    title: "Multiscreen quality and test automation for streaming apps",
    summary:
      "One service, dozens of TVs, phones and set-top boxes. How a device lab, automated tests and release gates keep a streaming app working on every screen.",
    topic: "Quality",
    author: engineeringTeam,
    publishedAt: "2024-09-24",
    image: blogHero(
      "blogpageautomation",
      "A device lab with a TV, phones and a set-top box next to a dashboard of automated test results",
    ),
  },
  {
    id: "smart-tv-app-certification",
    path: "/smart-tv-app-certification",
    body: "smart-tv-app-certification",
    title: "Smart TV app certification: getting through store review on Tizen, webOS, Android TV and Roku",
    summary:
      "Every TV platform reviews apps before they reach living rooms. What reviewers look at, the issues that most often send an app back, and how to plan a launch around review.",
    topic: "Smart TV",
    author: engineeringTeam,
    publishedAt: "2024-11-05",
    image: ottIllustration("certification", "A pre-submission checklist beside a device-lab test run on Smart TVs"),
  },
  {
    id: "avod-vast-ad-insertion",
    path: "/avod-vast-ad-insertion",
    body: "avod-vast-ad-insertion",
    title: "AVOD with VAST: client-side and server-side ad insertion explained",
    summary:
      "Ad-supported video lives or dies on how ads reach the screen. How VAST and VMAP work, how client-side and server-side insertion differ, and how to choose for each device.",
    topic: "Monetisation",
    author: editorialTeam,
    publishedAt: "2025-01-21",
    image: productScreen("adpilot", 1, "An ad campaign dashboard with delivery, fill rate and completion charts"),
  },
  {
    id: "hotel-in-room-streaming",
    path: "/hotel-in-room-streaming",
    body: "hotel-in-room-streaming",
    title: "In-room streaming for hotels: what a modern guest TV needs",
    summary:
      "Guests arrive with their own subscriptions and expectations. What an in-room entertainment system needs today, from live TV and casting to room service, and how it connects to the PMS.",
    topic: "Hospitality",
    author: editorialTeam,
    publishedAt: "2025-03-11",
    image: productScreen(
      "hospitality",
      1,
      "A hotel TV home screen with a guest welcome, live TV, movies and room service tiles",
    ),
  },
];

export const blog: BlogContent = {
  title: "Blogs",
  intro:
    "News and analysis from the OTT industry: how streaming services find, keep and earn from their viewers, and what it takes to ship apps to every screen. Written by the people who build our platforms.",
  featuredTitle: "Featured",
  initialCount: 4,
  step: 3,
  articles,
  articleCta: {
    title: "Planning something like this?",
    text: "Tell us about your service. The people who build our platforms will show you how it works on your screens.",
  },
};

export function articleByPath(path: string): ArticleMeta | undefined {
  return articles.find((article) => article.path === path);
}
