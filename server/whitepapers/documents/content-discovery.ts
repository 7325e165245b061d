import type { WhitepaperDocument } from "../document.ts";

export const contentDiscovery: WhitepaperDocument = {
  id: "whitepaper2",
  title: "Content discovery and personalization",
  subtitle: "Helping every viewer find the next thing to watch",
  abstract:
    "A guide for streaming operators and media companies to the building blocks of discovery: search by text, voice and image, the metadata underneath it, recommendations that understand context, personalised home screens, and the metrics and privacy practices that keep them honest.",
  keywords: ["content discovery", "search", "recommendations", "personalisation", "metadata"],
  sections: [
    {
      title: "Executive summary",
      blocks: [
        {
          kind: "paragraph",
          text: "A streaming catalogue is only as valuable as the part of it that viewers find. Most viewers look at a handful of rows on a home screen, scroll a little, and either press play or leave. Every title they never see is content the service paid for and earns nothing from, and every evening that ends with nothing chosen makes cancelling a little easier.",
        },
        {
          kind: "paragraph",
          text: "Discovery is the set of tools that closes this gap: search that understands what viewers mean, however they express it; recommendations that reflect who is watching, on which device and in what mood; and a home screen that arranges both into a personal starting point. These tools depend on each other. Search without good metadata fails on the first misspelt name, and recommendations without search never learn what viewers actively want.",
        },
        {
          kind: "paragraph",
          text: "This paper describes each building block, how to connect them into one discovery system, how to measure it, and the privacy practices that make personalisation something viewers welcome. It ends with a phased plan and with the Horizon products that implement each part.",
        },
        {
          kind: "callout",
          title: "Key takeaways",
          text: "Invest in metadata first; it feeds everything else. Treat search queries as the strongest interest signal you have. Blend algorithmic and editorial choices rather than choosing between them. Measure time to first play and zero-result searches, not only clicks. Explain recommendations and give viewers control.",
        },
      ],
    },
    {
      title: "The discovery problem",
      blocks: [
        {
          kind: "paragraph",
          text: "Discovery on a streaming service is harder than on most websites. The screen is shared and often ten feet away, input is a remote control with a handful of buttons, and typing a title letter by letter on an on-screen keyboard is slow enough that many viewers will not try. The same viewer also behaves differently on different devices: quick, short sessions on a phone, longer and more deliberate ones on a television.",
        },
        {
          kind: "list",
          items: [
            "Choice overload: a large catalogue shown without structure leads to browsing without watching.",
            "Cold start: new viewers and new titles have no history, so purely behavioural recommendations have nothing to work with.",
            "Shared profiles: one account may be used by a whole household, mixing children's programmes with late-night thrillers.",
            "Language and naming: titles, actors and genres are written in several scripts and spelt in many ways, especially in multilingual markets.",
            "Popularity bias: systems that only learn from clicks keep promoting what is already popular and bury the long tail.",
          ],
        },
        {
          kind: "paragraph",
          text: "Each of these problems has a known remedy, and most of the remedies are cheaper than acquiring new subscribers. The sections that follow take them in the order in which they should be built.",
        },
      ],
    },
    {
      title: "Metadata: the foundation",
      blocks: [
        {
          kind: "paragraph",
          text: "Every discovery feature is a question asked of metadata. Search matches queries against titles, people and descriptions; recommendations compare titles by genre, mood and theme; personalised artwork needs to know which scenes and characters a title contains. Metadata supplied with content is usually thin: a title, a synopsis, a genre and a cast list. Enriching it is the highest-leverage investment in discovery.",
        },
        {
          kind: "list",
          items: [
            "Smart summaries: short and long synopses in a consistent style, generated from the content and reviewed by editors.",
            "Chapterisation: the structure of each title, scene by scene, so search can land on a moment and highlights can be cut automatically.",
            "Descriptive tags: moods, themes, settings and pace, drawn from a controlled vocabulary so that they can be compared across the catalogue.",
            "People and entities: cast, crew, teams, places and characters, linked to a single identifier however their names are spelt.",
            "Languages: audio, subtitle and dubbing availability, which matters to both search and recommendations in multilingual markets.",
            "Quality control: automatic checks that catch missing artwork, wrong durations and broken subtitle files before they reach viewers.",
          ],
        },
        {
          kind: "paragraph",
          text: "Modern systems also represent each title as an embedding: a numeric vector learned from its text, images and audio, in which similar titles sit close together. Embeddings let the system compare titles that share no tags at all and give new titles a sensible position on the day they are published, which is the most effective answer to the cold-start problem for content.",
        },
      ],
    },
    {
      title: "Search that understands viewers",
      blocks: [
        {
          kind: "paragraph",
          text: "A search query is the clearest statement of intent a viewer ever makes, which makes search both the most valuable and the least forgiving part of discovery. Viewers expect to type a few letters of a misspelt name and see the right title; to ask for 'that cooking show with the two brothers'; or to point a phone at a poster and find the film. Each of these is a different search modality with different strengths.",
        },
        {
          kind: "table",
          caption: "Table 1. Search modalities compared",
          columns: ["Modality", "Best for", "What it needs"],
          widths: [0.18, 0.42, 0.4],
          rows: [
            [
              "Text",
              "Known titles and names; precise filters on phones and the web",
              "Typo tolerance, transliteration, synonyms, autocomplete from the first letters",
            ],
            [
              "Voice",
              "Televisions and set-top boxes, where typing is slow; descriptive requests",
              "Speech recognition in the viewer's languages, intent detection, entity linking",
            ],
            [
              "Image",
              "Posters, screenshots and scenes seen elsewhere; 'find more like this'",
              "Visual embeddings of artwork and frames, similarity search",
            ],
            [
              "Conversational",
              "Vague or mood-based requests that need a follow-up question",
              "Rich descriptive metadata, a dialogue model, a safe fallback to text results",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "Text search is still the workhorse. Its quality depends less on the search engine than on the data around it: a dictionary of spelling variants and transliterations, synonyms that map 'sci-fi' to 'science fiction', entity recognition that knows a query is an actor rather than a title, and autocomplete that shows results after two or three characters so that remote-control users rarely need to finish typing.",
        },
        {
          kind: "paragraph",
          text: "Voice search removes the keyboard entirely, which is why it matters most on the television. A good implementation turns speech into text, detects the intent (play, search, browse, control), links names to catalogue entities and handles requests that are descriptions rather than titles. Image search serves a different need: the viewer has seen something and wants to find it, or wants more titles that look and feel like it. Both depend on the metadata and embeddings described in the previous section.",
        },
        {
          kind: "callout",
          title: "Treat zero results as a defect",
          text: "Every search that returns nothing is a viewer who asked for something and was refused. Log these queries, review them weekly, and fix them with synonyms, new metadata or a fallback that shows the closest available titles together with an honest note that the exact title is not in the catalogue.",
        },
      ],
    },
    {
      title: "Recommendations that understand context",
      blocks: [
        {
          kind: "paragraph",
          text: "Recommendation engines have moved from a single model to a pipeline. A fast first stage gathers a few hundred candidates from several sources; a ranking model orders them for this viewer at this moment; business rules apply rights windows, parental controls and diversity; and the presentation layer decides which row, artwork and position each title gets. Figure 1 shows the pipeline.",
        },
        {
          kind: "figure",
          caption: "Figure 1. A recommendation pipeline from candidates to the screen",
          diagram: {
            kind: "flow",
            steps: [
              { title: "Signals", text: "Viewing history, searches, ratings, device, time of day" },
              { title: "Candidates", text: "Similar titles, trending, new releases, editorial picks" },
              { title: "Ranking", text: "A model scores each candidate for this viewer and context" },
              { title: "Rules", text: "Rights, parental controls, diversity, freshness" },
              { title: "Presentation", text: "Rows, artwork and order on each device" },
              { title: "Feedback", text: "Plays, completions and skips train the next round" },
            ],
          },
        },
        {
          kind: "paragraph",
          text: "Candidate sources combine collaborative filtering (viewers who watched this also watched that), content-based similarity (titles close to each other in metadata and embeddings) and editorial input. Hybrid systems outperform any single source because each covers the others' blind spots: collaborative filtering finds surprising connections, content similarity handles new titles, and editors bring judgement and timeliness that models lack.",
        },
        {
          kind: "list",
          items: [
            "Context: the same viewer wants different things on a weekday morning phone session and a Saturday night on the television; device, time and session length belong in the ranking model.",
            "Mood: descriptive tags and recent behaviour let the system offer something light after a run of heavy dramas, or more of the same when a viewer is clearly in a binge.",
            "Groups and regions: recommendations for a household watching together, or for a region's language and festivals, differ from those for an individual.",
            "Adaptive learning: models retrain as tastes and the catalogue change, and short-term signals such as tonight's searches can outweigh long-term history.",
            "Diversity: a share of each screen is reserved for titles outside the viewer's usual pattern, to fight popularity bias and help new content find its audience.",
          ],
        },
      ],
    },
    {
      title: "Joining search and recommendation",
      blocks: [
        {
          kind: "paragraph",
          text: "Search and recommendation are often built by different teams on different systems, and viewers notice the seams. Joined together, each makes the other better. Search results can be ranked with the same personal signals as recommendations, so two viewers typing 'ma' see different first results. Recommendations can use recent searches as the strongest short-term signal of interest, including searches that found nothing.",
        },
        {
          kind: "table",
          caption: "Table 2. Ways to connect search and recommendation",
          columns: ["Technique", "How it works", "Benefit"],
          widths: [0.25, 0.45, 0.3],
          rows: [
            [
              "Personalised ranking",
              "Search results are re-ranked with the viewer's profile and context",
              "The right title appears first more often",
            ],
            [
              "Query suggestions",
              "Autocomplete favours titles and people the viewer is likely to want",
              "Less typing on a remote control",
            ],
            ["Zero-result recovery", "A failed query returns the most similar available titles", "Fewer dead ends"],
            [
              "Because you searched",
              "A home-screen row built from recent searches",
              "Intent carries across sessions and devices",
            ],
            [
              "Search as a signal",
              "Queries feed the recommendation model as explicit interest",
              "Faster learning for new viewers",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "Analytics complete the loop. Search statistics show what viewers ask for, what they fail to find and which titles they reach only through search. Trend analysis across those statistics tells content and acquisition teams what the audience wants next, which turns discovery data into a commercial asset beyond the product itself.",
        },
      ],
    },
    {
      title: "Personalised experiences across screens",
      blocks: [
        {
          kind: "paragraph",
          text: "Personalisation is not only a list of recommended titles. The whole home screen can adapt: which rows appear and in what order, which artwork represents each title, what the hero banner promotes and what the viewer is reminded about. Doing this well requires a front end that can change layout and content in real time, without waiting for an app release on every platform.",
        },
        {
          kind: "list",
          items: [
            "Rows: the order and selection of rows reflect the viewer, with some rows fixed for editorial or commercial reasons.",
            "Artwork: each title can have several images, and the one shown is the one most likely to appeal to this viewer, for example a scene with a favourite actor.",
            "Continue watching: progress synchronises across phones, tablets, televisions and set-top boxes, so the next episode is always one press away.",
            "Notifications: new episodes of followed series, reminders for live events and personalised suggestions, sent sparingly and at the right time.",
            "Editorial curation: editors keep control of featured collections, seasonal themes and blackouts, and the algorithm fills the rest.",
          ],
        },
        {
          kind: "paragraph",
          text: "Editorial and algorithmic curation work best as partners. Editors know what matters culturally this week, what the business needs to promote and what should not appear next to what. Algorithms know what each viewer is likely to watch. Tools that let editors define collections, pin titles and schedule changes, while personalisation orders everything else, give operators both judgement and scale.",
        },
      ],
    },
    {
      title: "Measuring discovery",
      blocks: [
        {
          kind: "paragraph",
          text: "Click-through rate is the easiest discovery metric to collect and the easiest to mislead with: attractive artwork can raise clicks on titles that viewers abandon after five minutes. A useful scorecard measures whether viewers found something they actually watched, how quickly, and whether the catalogue as a whole is being used.",
        },
        {
          kind: "table",
          caption: "Table 3. A scorecard for discovery",
          columns: ["Metric", "Definition", "Why it matters"],
          widths: [0.24, 0.44, 0.32],
          rows: [
            [
              "Time to first play",
              "Time from opening the app to starting a title",
              "The most direct measure of friction",
            ],
            ["Search success rate", "Share of searches followed by a play", "Whether search finds what viewers want"],
            ["Zero-result rate", "Share of searches returning nothing", "Gaps in metadata or catalogue"],
            [
              "Qualified plays",
              "Plays that pass a minimum watch time",
              "Separates real interest from curiosity clicks",
            ],
            ["Row engagement", "Qualified plays per row shown", "Which parts of the home screen earn their place"],
            [
              "Catalogue coverage",
              "Share of titles with meaningful viewing",
              "Whether the long tail is being discovered",
            ],
            [
              "Diversity and novelty",
              "Variety of genres watched; share of new-to-viewer titles",
              "Guards against narrowing tastes",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "As with any product change, improvements to discovery should be proven with controlled experiments. Recommendation changes in particular need enough time to show their effect on retention, not only on the same day's clicks.",
        },
      ],
    },
    {
      title: "Privacy and trust",
      blocks: [
        {
          kind: "paragraph",
          text: "Personalisation runs on personal data, and viewers accept it when they understand it and feel in control. Services that explain their recommendations and respect choices earn more signals, not fewer, because viewers are willing to rate, follow and correct.",
        },
        {
          kind: "list",
          items: [
            "Explain: label rows with the reason ('Because you watched', 'Popular in your region') and let viewers ask why a title was suggested.",
            "Control: viewers can remove titles from their history, hide recommendations and turn personalisation off.",
            "Separate profiles: encourage individual profiles in shared households, and give children's profiles strict content rules and minimal data collection.",
            "Minimise and retain: collect the signals personalisation needs, keep them for a defined period and delete them when the account closes.",
            "Consent: marketing messages and data sharing with partners require their own, separate consent.",
          ],
        },
      ],
    },
    {
      title: "A phased plan and how Horizon helps",
      blocks: [
        {
          kind: "paragraph",
          text: "Discovery improves fastest when work follows the dependency order described in this paper: metadata, then search, then recommendations, then full personalisation of the experience, with measurement running throughout.",
        },
        {
          kind: "table",
          caption: "Table 4. A phased plan for discovery",
          columns: ["Phase", "Focus", "Horizon products"],
          widths: [0.2, 0.5, 0.3],
          rows: [
            [
              "1. Foundation",
              "Enrich metadata with summaries, chapters and tags; fix quality issues; instrument discovery metrics",
              "ReelCraft",
            ],
            [
              "2. Search",
              "Typo-tolerant text search, voice search on television platforms, zero-result recovery",
              "S.A.R.A.",
            ],
            [
              "3. Recommendations",
              "Hybrid, context-aware recommendations with diversity rules and editorial input",
              "S.A.R.A.",
            ],
            [
              "4. Experience",
              "Personalised rows, artwork and notifications on every platform, changed in real time",
              "VIVRE with S.A.R.A.",
            ],
          ],
        },
        {
          kind: "list",
          items: [
            "S.A.R.A.: an AI recommendation engine for content discovery, with context-aware and mood-based recommendations, hyper-personalised discovery, group and region recommendations, adaptive learning, cross-platform synchronisation, push notifications, search statistics and trend analysis.",
            "VIVRE: real-time front-end UI/UX control on top of existing content-management platforms, with AI playlist creation, custom widgets, templates, scheduling of content blackouts and pre-built SDKs for 12+ platforms.",
            "ReelCraft: smart summaries and metadata, chapterisation, smart search, auto-reframing, multi-language dubbing and quality control, which supply the metadata every other discovery feature depends on.",
          ],
        },
        {
          kind: "callout",
          title: "Talk to us",
          text: "If viewers on your service spend too long looking and too little watching, book a meeting with our team from the Book a Meeting page of our website. We will review your catalogue metadata, search logs and home screens with you and propose a first phase.",
        },
      ],
    },
  ],
};
