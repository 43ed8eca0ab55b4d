import { hasLevel, type Level } from "./levels.ts";

// What a coach's level unlocks on the public profile (docs/product.md §3).
export const showsLinks = (level: Level) => hasLevel(level, "level3");
export const showsStoryVideos = (level: Level) => hasLevel(level, "level3");
export const showsTrainingVideos = (level: Level) => hasLevel(level, "level4");
export const receivesDirectMessages = (level: Level) => hasLevel(level, "level5");
