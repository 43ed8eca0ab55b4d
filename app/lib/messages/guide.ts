// The free guide linked from the claim screen (/coach-profile-guide).
export const guideTexts = {
  metaTitle: "Free guide: get the most out of your coach profile",
  metaDescription:
    "Seven practical steps that turn a coach directory profile into new clients: photo, niches, about text, reviews and more.",
  title: "Get the most out of your coach profile",
  intro:
    "Clients compare several coaches before they book a first call. These steps are what the profiles that get contacted most have in common.",
  steps: [
    {
      title: "Use a clear, friendly photo",
      text: "A face, looking at the camera, in good light. Profiles with a real photo are opened far more often than those with initials. JPG or PNG, under 2 MB.",
    },
    {
      title: "Choose the niches you are known for",
      text: "Pick the niches a client would search for, most important first: your first niche decides where you appear on category pages.",
    },
    {
      title: "Write an about text for your client, not for you",
      text: "Say who you help, with what problem, and how a first session goes. Short paragraphs; no links (they are not allowed in the about text).",
    },
    {
      title: "Say how you work",
      text: "Tick One on One, Group Coaching or Free Training so that visitors know at a glance what you offer.",
    },
    {
      title: "Ask your clients for reviews",
      text: "Send your profile's address to recent clients and ask for an honest review. Your score is a Bayesian average: it rises with both good ratings and their number.",
    },
    {
      title: "Answer every review",
      text: "Thank clients for good reviews; for a poor one, contact the reviewer and try to resolve it. Visitors read how you handle criticism.",
    },
    {
      title: "Show your work on video",
      text: "From level 3 you can add your website, a social profile and story videos; from level 4, a carousel of training videos.",
    },
  ],
  closing: "Keep your profile current: a profile that changes shows visitors that the coach is active.",
  editProfile: "Edit my profile",
  findProfile: "Find my profile",
} as const;
