import type { WhitepaperDocument } from "../document.ts";

export const gamificationAndAi: WhitepaperDocument = {
  id: "whitepaper1",
  title: "Gamification and AI in streaming",
  subtitle: "Turning viewers into participants, and participation into revenue",
  abstract:
    "A practical guide for streaming operators, broadcasters and media companies: which game mechanics suit video services, where artificial intelligence decides what each viewer is offered, how gamification connects to subscription, advertising and transactional revenue, and how to measure whether it works.",
  keywords: ["gamification", "artificial intelligence", "OTT", "engagement", "monetisation"],
  sections: [
    {
      title: "Executive summary",
      blocks: [
        {
          kind: "paragraph",
          text: "Streaming services compete for attention as much as for catalogue. When every service offers a large library, viewers decide where to spend an evening by habit, by what their friends are talking about and by how the service makes them feel. Gamification gives a service a way to shape those habits: it turns watching into a sequence of small goals, choices and rewards that bring viewers back and give them a reason to stay.",
        },
        {
          kind: "paragraph",
          text: "Game mechanics on their own wear out quickly. A badge that means nothing, a quiz that is too easy or a notification at the wrong moment does more harm than good. Artificial intelligence is what makes gamification sustainable at scale: it picks the challenge that suits each viewer, sets its difficulty, decides when to nudge and when to stay quiet, and keeps contests fair. Used together, the two turn a passive catalogue into an experience that viewers take part in.",
        },
        {
          kind: "paragraph",
          text: "This paper describes the mechanics that fit video services, the role of AI in each of them, the links between engagement and each revenue model, a measurement framework built on controlled experiments, and a step-by-step roadmap. It closes with the principles that keep gamification on the right side of the line between motivating viewers and manipulating them.",
        },
        {
          kind: "callout",
          title: "Key takeaways",
          text: "Start from a business goal, not a mechanic. Instrument viewing events before launching anything. Let AI personalise the challenge, the timing and the reward, and always keep a holdout group so you know what the programme really adds. Design for fairness and consent from day one.",
        },
      ],
    },
    {
      title: "Why engagement decides the streaming market",
      blocks: [
        {
          kind: "paragraph",
          text: "Acquiring a subscriber is expensive; keeping one is where the economics of a streaming service are won or lost. Viewers who drift away rarely cancel after a single bad evening. They cancel after weeks in which the service did not give them a reason to open it. Engagement, meaning how often viewers return, how long they stay and how much of what they start they finish, is therefore the earliest signal of retention and the lever that operators can actually pull.",
        },
        {
          kind: "paragraph",
          text: "Three shifts make engagement harder to win than it used to be. First, viewing is spread across more screens: a viewer may start an episode on a phone during a commute and finish it on a Smart TV at home. Second, short-form and user-generated video has trained audiences to expect interaction: reacting, voting, sharing and creating are part of the experience, not an extra. Third, live events such as sports, reality formats and award shows have moved online, and live viewers expect to take part while the event is happening.",
        },
        {
          kind: "paragraph",
          text: "Gamification answers all three. It gives viewers goals that span devices, it borrows the participatory language of short-form video, and it turns live moments into shared games. It also produces something operators rarely get from passive viewing: explicit signals of interest, such as predictions, votes, quiz answers and challenge choices, that feed the recommendation and advertising systems described later in this paper.",
        },
      ],
    },
    {
      title: "Game mechanics that suit video services",
      blocks: [
        {
          kind: "paragraph",
          text: "Not every mechanic from games or loyalty programmes transfers to video. The ones that work respect the fact that watching is the main activity: they add a light layer of intent and reward around it rather than interrupting it. The table below summarises the mechanics we see working best, what the viewer does and which business outcome each one drives.",
        },
        {
          kind: "table",
          caption: "Table 1. Game mechanics for streaming and what each one drives",
          columns: ["Mechanic", "What the viewer does", "What it drives"],
          widths: [0.22, 0.43, 0.35],
          rows: [
            [
              "Streaks",
              "Watches on consecutive days or completes a series within a window",
              "Habit, return frequency, series completion",
            ],
            [
              "Challenges and quests",
              "Completes a set of titles around a theme, genre or event",
              "Catalogue depth, discovery of long-tail titles",
            ],
            [
              "Live predictions and polls",
              "Predicts outcomes or votes during a live event",
              "Live audience, session length, social sharing",
            ],
            [
              "Quizzes and trivia",
              "Answers questions about a show, film or match",
              "Attention, recall for sponsors, explicit interest signals",
            ],
            ["Badges and levels", "Earns visible recognition for milestones", "Long-term loyalty, profile completion"],
            [
              "Leaderboards",
              "Compares progress with friends, a region or all viewers",
              "Competition, invitations, community",
            ],
            [
              "Points and rewards",
              "Collects points redeemable for rentals, merchandise or partner offers",
              "Retention, transactional revenue, partner revenue",
            ],
            [
              "Creator contests",
              "Creates short videos on a theme and gathers votes",
              "User-generated content, reach, advertising inventory",
            ],
            [
              "Watch parties",
              "Watches in sync with friends, reacting together",
              "Invitations, co-viewing, word of mouth",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "Most successful programmes combine a small number of these mechanics into a single engagement loop. A trigger, such as a notification about tonight's match, invites an action, such as a prediction. The action earns a reward, such as points and a place on a leaderboard, and the viewer invests something, such as following a team or inviting a friend, that makes the next trigger more relevant. Figure 1 shows the loop; every element in it is a decision that AI can improve.",
        },
        {
          kind: "figure",
          caption: "Figure 1. The engagement loop behind a gamified streaming service",
          diagram: {
            kind: "cycle",
            steps: [
              {
                title: "Trigger",
                text: "A timely, relevant invitation: a notification, a home-screen card, a live prompt",
              },
              { title: "Action", text: "A small step: watch, predict, vote, answer, create" },
              { title: "Reward", text: "Points, a badge, a result, recognition from friends" },
              { title: "Investment", text: "Follows, preferences, invitations that make the next trigger better" },
            ],
          },
        },
        {
          kind: "paragraph",
          text: "Two design choices matter more than the choice of mechanic. The first is that rewards should connect to the content: a badge for finishing every season of a crime drama says something about the viewer, while a badge for opening the app says nothing. The second is that progress must be visible on every device. A streak that resets because the viewer switched from phone to television destroys trust in the whole programme, which is why cross-platform synchronisation of progress is a requirement, not a refinement.",
        },
      ],
    },
    {
      title: "Where AI makes gamification work",
      blocks: [
        {
          kind: "paragraph",
          text: "A rule-based programme treats every viewer the same: the same challenge, the same difficulty, the same reminder at the same hour. That is cheap to build and quickly ignored. AI replaces fixed rules with decisions made for each viewer, using the same behavioural data that powers recommendations. Five decisions benefit most.",
        },
        {
          kind: "list",
          items: [
            "Which challenge to offer: a recommendation model ranks challenges the way it ranks titles, so a viewer who watches documentaries on weekends is offered a documentary quest on Saturday morning rather than a generic one.",
            "How hard to make it: difficulty tuning keeps goals achievable but not trivial. A viewer who abandoned the last two challenges is offered a shorter one; a viewer who finishes everything is offered a stretch goal.",
            "When to nudge: models of each viewer's habits choose the moment a push notification is most likely to be welcome, and, just as important, decide when not to send one at all.",
            "What to reward: some viewers respond to status (levels, leaderboards), others to tangible value (points towards a rental, partner offers). Learning which works for whom lowers the cost of the programme.",
            "How to keep it fair: anomaly detection flags automated accounts, vote manipulation and point farming, and moderation models review user-generated entries before they reach a contest.",
          ],
        },
        {
          kind: "paragraph",
          text: "AI also lowers the cost of producing game content. Quizzes need questions, and questions need facts about the programme. Automatic chapterisation, smart summaries and metadata enrichment produce exactly that: a structured description of what happens in each part of a title, from which quiz questions and challenge themes can be drafted and then approved by an editor. Multi-language dubbing and subtitles extend the same challenges to audiences in other languages without rebuilding them.",
        },
        {
          kind: "figure",
          caption: "Figure 2. Where AI sits in a gamified streaming service",
          diagram: {
            kind: "layers",
            layers: [
              {
                title: "Events",
                parts: ["Playback and completion", "Votes, predictions, answers", "Device and time of day"],
              },
              {
                title: "Understanding",
                parts: ["Viewer profiles", "Content metadata and chapters", "Context and mood signals"],
              },
              {
                title: "Decisions",
                parts: ["Challenge and title ranking", "Difficulty and timing", "Fraud and moderation checks"],
              },
              { title: "Delivery", parts: ["Home-screen widgets", "Live overlays", "Push notifications"] },
              { title: "Measurement", parts: ["Experiments and holdouts", "Usage insights", "Revenue attribution"] },
            ],
          },
        },
        {
          kind: "paragraph",
          text: "The architecture in Figure 2 deliberately keeps decisions separate from delivery. The same decision service can place a challenge card on the home screen of a Smart TV app, an overlay during a live stream on a phone and a push notification to a tablet, and the front end can change how those elements look without a new app release. That separation is what allows a programme to be adjusted weekly, in response to data, instead of with each app store submission.",
        },
      ],
    },
    {
      title: "Connecting engagement to revenue",
      blocks: [
        {
          kind: "paragraph",
          text: "Engagement is valuable only if it supports a revenue model. Streaming services typically combine several: subscriptions (SVOD) sold as daily, monthly, quarterly or yearly packages, transactional rentals and pay-per-view (TVOD), advertising inside video through VAST (AVOD), display and custom banner advertising, and, for creator platforms, tips and donations. Each model has a natural gamified lever.",
        },
        {
          kind: "table",
          caption: "Table 2. Gamified levers for each revenue model",
          columns: ["Revenue model", "Gamified lever", "What to measure"],
          widths: [0.24, 0.46, 0.3],
          rows: [
            [
              "Subscriptions (SVOD)",
              "Streaks and series challenges that build a weekly habit; loyalty levels tied to package length",
              "Churn, renewal rate, upgrades to longer packages",
            ],
            [
              "Rentals and pay-per-view (TVOD)",
              "Points redeemable against rentals; predictions that unlock a discount on the next event",
              "Conversion to first rental, repeat purchases",
            ],
            [
              "Advertising in video (AVOD)",
              "Opt-in rewarded ads that earn points; sponsored quizzes and polls",
              "Completion of ad breaks, sponsor recall, fill rate",
            ],
            [
              "Display and banner ads",
              "Sponsored challenges and branded leaderboards",
              "Impressions in context, click-through",
            ],
            [
              "Tips and donations",
              "Creator contests and supporter badges",
              "Share of viewers who tip, creator retention",
            ],
            [
              "Commerce",
              "Shoppable moments and contest prizes in short-form video",
              "Conversion from video to purchase",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "Advertising deserves particular care. Rewarded formats, in which a viewer chooses to watch an advertisement in exchange for points, are among the most effective links between gamification and revenue because the viewer opts in and pays attention. They only work when the reward is worth something and the frequency is capped. Decisioning systems that already target and pace advertisements across channels should also govern rewarded placements, so that gamification adds inventory instead of cannibalising it.",
        },
        {
          kind: "paragraph",
          text: "For hospitality operators the same thinking applies on a different screen. A hotel television can reward a guest for exploring in-room services, reward programme enrolment or local content, and connect those moments to room-service orders and pay-per-view purchases. The goal is the same: give the viewer a reason to take the next step.",
        },
      ],
    },
    {
      title: "Measuring what works",
      blocks: [
        {
          kind: "paragraph",
          text: "Gamification is easy to celebrate and hard to evaluate. Viewers who join a challenge are, almost by definition, already more engaged than those who do not, so comparing the two groups says little about what the challenge caused. The only reliable answer comes from controlled experiments: a random holdout group that never sees the programme, and A/B tests for each change within it.",
        },
        {
          kind: "table",
          caption: "Table 3. A measurement framework for gamified streaming",
          columns: ["Layer", "Metrics", "Question it answers"],
          widths: [0.2, 0.45, 0.35],
          rows: [
            [
              "Participation",
              "Share of active viewers who start a challenge; completion rate; repeat participation",
              "Do viewers want to take part?",
            ],
            [
              "Engagement",
              "Days active per week; session length; completion of started titles; catalogue breadth",
              "Does taking part change viewing?",
            ],
            ["Retention", "Churn and renewal against the holdout group", "Does it keep subscribers?"],
            [
              "Revenue",
              "Revenue per user by model; rewarded ad completions; rental conversion",
              "Does it pay for itself?",
            ],
            [
              "Health",
              "Notification opt-outs; complaints; flagged accounts; reward cost",
              "Is it sustainable and fair?",
            ],
          ],
        },
        {
          kind: "list",
          items: [
            "Keep a long-lived holdout: a small, randomly chosen share of viewers who never see gamified features, so the programme's total effect can be measured months later.",
            "Test one change at a time and fix the success metric before the test starts, not after the results arrive.",
            "Watch guardrail metrics: a challenge that raises session length while raising notification opt-outs is borrowing engagement from the future.",
            "Measure reward cost next to the revenue it influences, so the programme is judged on margin rather than activity.",
          ],
        },
      ],
    },
    {
      title: "Designing responsibly",
      blocks: [
        {
          kind: "paragraph",
          text: "The techniques that make gamification effective can also make it manipulative. A programme that viewers come to resent will damage the brand it was meant to strengthen, and in many markets it will also run into consumer-protection and data-protection rules. We recommend six principles.",
        },
        {
          kind: "list",
          items: [
            "Consent: participation is opt-in, marketing messages need their own consent, and leaving the programme is as easy as joining it.",
            "Transparency: viewers can see why a challenge was offered to them and how points and rankings are calculated.",
            "Data minimisation: collect the signals the programme needs and nothing more, keep them only as long as they are useful, and never use them for purposes the viewer was not told about.",
            "Fairness: contests have published rules, automated accounts are excluded, and prizes cannot be bought.",
            "Well-being: no endless streak pressure and no late-night nudges; streaks can pause, and notification frequency is capped.",
            "Accessibility and age: mechanics work with a remote control, a screen reader and captions, and children's profiles get age-appropriate versions or none at all.",
          ],
        },
      ],
    },
    {
      title: "A roadmap in four phases",
      blocks: [
        {
          kind: "paragraph",
          text: "Gamification programmes succeed when they start small, prove value with data and grow from there. The four phases below are sequential; each ends with a decision, based on measured results, about whether to continue.",
        },
        {
          kind: "table",
          caption: "Table 4. From first experiment to a personalised programme",
          columns: ["Phase", "What happens", "Exit criterion"],
          widths: [0.2, 0.5, 0.3],
          rows: [
            [
              "1. Instrument",
              "Capture playback, completion and interaction events on every platform; define the holdout group; agree the success metric",
              "A trustworthy baseline for engagement and churn",
            ],
            [
              "2. First mechanics",
              "Launch one or two simple mechanics, such as series streaks or live polls, with rule-based targeting",
              "Measured lift against the holdout, no rise in opt-outs",
            ],
            [
              "3. Personalise",
              "Let models choose challenges, difficulty and timing; add fraud checks and moderation",
              "Higher lift than the rule-based version at the same reward cost",
            ],
            [
              "4. Monetise",
              "Connect points and challenges to packages, rentals, rewarded advertising and sponsors",
              "Positive margin after reward and operating costs",
            ],
          ],
        },
      ],
    },
    {
      title: "How Horizon helps",
      blocks: [
        {
          kind: "paragraph",
          text: "Horizon has built OTT platforms from Bengaluru since 2017, and its products cover each layer of the architecture described in this paper.",
        },
        {
          kind: "list",
          items: [
            "S.A.R.A.: an AI recommendation engine with content discovery, gamified monetisation, usage insights, push notifications, search statistics and trend analysis. Its context-aware and mood-based recommendations, group and region recommendations and adaptive learning drive the decision layer, and it is built to be future ready with gamification.",
            "VIVRE: a SaaS platform that adds real-time front-end UI/UX control to existing content-management platforms, with custom widgets, templates, monetisation, scheduling and pre-built SDKs for 12+ platforms, so challenge cards and leaderboards can be placed and changed without an app release.",
            "Blinks: a mobile-first, short-form video cloud platform with gamification, contests, live broadcasting, content moderation and ad and commerce tools, for creator contests and community programmes.",
            "AdPilot: multi-channel ad management with AI decisioning, targeting, smart bidding and ad analytics, to pace rewarded and sponsored placements alongside the rest of the inventory.",
            "ReelCraft: AI video creation with smart summaries and metadata, chapterisation, auto-reframing to vertical and multi-language dubbing, which supplies the structured content that quizzes and challenges are built from.",
          ],
        },
        {
          kind: "callout",
          title: "Talk to us",
          text: "If you are planning a gamification programme, or want to make an existing one personal, book a meeting with our team from the Book a Meeting page of our website. We will look at your platforms, your data and your revenue model, and suggest where to start.",
        },
      ],
    },
  ],
};
