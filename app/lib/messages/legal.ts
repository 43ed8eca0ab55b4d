// The frame of the legal pages; each page's own wording stays with it (app/routes/terms.tsx ...).
export const legalTexts = {
  lastUpdated: (date: string) => `Last updated: ${date}`,
} as const;
