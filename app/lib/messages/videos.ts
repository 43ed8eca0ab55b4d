// The video facade and the training-video carousel (decision 0044).
export const videoTexts = {
  play: (title: string) => `Play video: ${title}`,
  previous: "Previous video",
  next: "Next video",
  position: (n: number, total: number) => `${n} of ${total}`,
  carousel: "carousel",
  watchOn: (title: string) => `${title} (opens the video's site)`,
} as const;
