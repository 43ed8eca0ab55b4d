import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { count, eq } from "drizzle-orm";
import { ADMIN_LEVEL, type AddOnLevel, BADGES, type Level } from "../../lib/levels.ts";
import { score } from "../../lib/score.ts";
import { maxCategoriesFor } from "../accounts/profile-editor.server.ts";
import { config } from "../config.server.ts";
import type { Db } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import {
  authAccounts,
  authUsers,
  categories,
  profileCategories,
  profiles,
  reviewReplies,
  reviews,
  sponsoredSlots,
} from "../db/schema.ts";
import { logger } from "../logger.server.ts";
import {
  aboutText,
  createRng,
  FIRST_NAMES,
  LAST_NAMES,
  PLACES,
  pick,
  pickSome,
  type Rng,
  reviewComment,
  DEMO_REPLIES,
} from "./demo-people.ts";
import { seedReferenceData } from "./reference-data.server.ts";

export const DEMO_PASSWORD = "demo-password";
export const DEMO_ACCOUNTS = {
  admin: "admin@example.com",
  coach: "coach@example.com",
  /** A free (level2) coach, to try the upgrade flow with. */
  freeCoach: "coach2@example.com",
  user: "user@example.com",
} as const;

const COACH_COUNT = 300;
const REVIEWER_COUNT = 60;
const HOME_NICHES = ["Business Coach", "Life Coach", "Relationship Coach", "Health Coach", "Fitness Trainer"];
const COLORS = ["#1d4ed8", "#0f766e", "#7c3aed", "#b45309", "#be123c", "#15803d", "#0369a1", "#a21caf"];

type ProfileRow = typeof profiles.$inferInsert & { id: string };

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function avatarSvg(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${color}"/><text x="128" y="154" font-family="Arial, Helvetica, sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
}

function levelFor(rng: Rng): Level {
  const r = rng();
  if (r < 0.45) return "level2";
  if (r < 0.67) return "level3";
  if (r < 0.85) return "level4";
  return "level5";
}

/** A review rating on the half-step grid, leaning towards the good end as real directories do. */
function ratingFor(rng: Rng, bias: number): number {
  const raw = 1 + 4 * (1 - rng() ** (1 + bias * 2.5));
  return Math.min(5, Math.max(1, Math.round(raw * 2) / 2));
}

const demoSlug = (firstName: string, lastName: string) =>
  `${firstName}.${lastName}`
    .toLowerCase()
    .replace(/[^a-z.]/g, "")
    .replace(/\.+/g, ".");

/**
 * A demo coach's e-mail address, worked out from what its public page shows (name and the id in
 * its address), so that anyone trying the demo can claim a coach: sign up with this address and
 * read the code at /dev/outbox.
 */
export const demoCoachEmail = (coach: { firstName: string; lastName: string; _id: string }) =>
  `${demoSlug(coach.firstName, coach.lastName)}.${coach._id.slice(0, 8)}@coaches.example`;

function demoCoach(rng: Rng, index: number, photosDir: string, photos: Map<string, string>): ProfileRow {
  const firstName = pick(rng, FIRST_NAMES);
  const lastName = pick(rng, LAST_NAMES);
  const place = pick(rng, PLACES);
  const level = levelFor(rng);
  const id = randomUUID();
  const slugName = demoSlug(firstName, lastName);
  photos.set(id, avatarSvg(`${firstName[0]}${lastName[0]}`, COLORS[index % COLORS.length] ?? "#1d4ed8"));
  const paid = level !== "level2";
  return {
    id,
    email: demoCoachEmail({ firstName, lastName, _id: id }),
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    photoLink: `${photosDir}/${id}.svg`,
    location: `${place.city}, ${place.state}`,
    city: place.city,
    state: place.state,
    zip: place.zip,
    aboutMe: "",
    isOneOnOne: rng() < 0.8,
    isGroupCoaching: rng() < 0.45,
    isFreeTraining: rng() < 0.3,
    isCoach: true,
    isClaimed: false,
    level,
    accountType: "coach",
    website: paid ? `https://www.${slugName.replace(".", "")}coaching.example` : null,
    // One social link, as the form edits (docs/product.md §3): Facebook or LinkedIn.
    fbProfilePage: !paid
      ? null
      : rng() < 0.5
        ? `https://www.linkedin.com/in/${slugName.replace(".", "-")}`
        : `https://www.facebook.com/${slugName.replace(".", "")}`,
    linkedIn: null,
    storyVideoLinks: paid
      ? [
          { title: "My story", link: `https://www.youtube.com/watch?v=story${index}a` },
          { title: "Why I coach", link: `https://www.youtube.com/watch?v=story${index}b` },
        ]
      : [],
    trainingVideoLinks:
      level === "level4" || level === "level5"
        ? [1, 2, 3, 4, 5].map((n) => `https://www.youtube.com/watch?v=train${index}x${n}`)
        : [],
  };
}

/** Fills an empty database with about 300 coaches, reviewers, reviews, sponsors and demo accounts. */
export async function seedDemo(db: Db): Promise<void> {
  const started = Date.now();
  const rng = createRng(20211);
  await seedReferenceData(db);
  const niches = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const homeNiches = niches.filter((n) => HOME_NICHES.includes(n.name));
  const otherNiches = niches.filter((n) => !HOME_NICHES.includes(n.name) && n.name !== "Actors");
  const actors = niches.find((n) => n.name === "Actors");

  const photosDir = "/media/demo";
  const photos = new Map<string, string>();
  const coaches = Array.from({ length: COACH_COUNT }, (_, i) => demoCoach(rng, i, photosDir, photos));
  const seats: (typeof profileCategories.$inferInsert)[] = [];
  coaches.forEach((coach, i) => {
    // Every coach gets a home niche first so the home page's featured blocks are full.
    const first = homeNiches[i % homeNiches.length];
    const extra = i % 25 === 0 && actors ? [actors] : pickSome(rng, otherNiches, Math.floor(rng() * 3));
    // As many as the coach's level allows (docs/decisions/0043-profile-editing-rules.md: 2 for a free coach).
    const chosen = [first, ...extra].filter((n) => n !== undefined).slice(0, maxCategoriesFor(coach.level ?? "level2"));
    chosen.forEach((n, seat) => seats.push({ profileId: coach.id, seat: seat + 1, categoryId: n.id }));
    coach.aboutMe = aboutText(rng, {
      firstName: coach.firstName ?? "",
      niche: first?.name ?? "Coach",
      city: coach.city ?? "",
    });
  });

  // Demo accounts share one password hash: scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Demo people joined before their oldest review (700 days back), 2 to 3 years ago: their
  // "member since" reads true, and the review-bomb guard (decision 0075) sees old accounts.
  let joined = 0;
  const account = (email: string, name: string) => {
    const userId = randomUUID();
    const createdAt = new Date(started - (730 + ((joined++ * 37) % 365)) * 86_400_000);
    return {
      user: { id: userId, name, email, emailVerified: true, createdAt },
      account: { id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash },
    };
  };
  const admin = account(DEMO_ACCOUNTS.admin, "Site Admin");
  const coachAccount = account(DEMO_ACCOUNTS.coach, coaches[0]?.fullName ?? "Demo Coach");
  const user = account(DEMO_ACCOUNTS.user, "Demo User");
  // The free coach is the first level2 coach that is not sponsored (chosen after the sponsors).
  const freeCoachAccount = account(DEMO_ACCOUNTS.freeCoach, "Demo Free Coach");
  const reviewers: ProfileRow[] = Array.from({ length: REVIEWER_COUNT }, (_, i) => {
    const firstName = pick(rng, FIRST_NAMES);
    const lastName = pick(rng, LAST_NAMES);
    return {
      id: randomUUID(),
      email: `reviewer${i}@users.example`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      level: "level1",
      accountType: "user",
    };
  });
  // Reviewers are real accounts too, so people (and tests) can sign in as any of them.
  const reviewerAccounts = reviewers.map((r) => account(r.email ?? "", r.fullName ?? ""));
  reviewers.forEach((r, i) =>
    Object.assign(r, { userId: reviewerAccounts[i]?.user.id, createdAt: reviewerAccounts[i]?.user.createdAt }),
  );
  const accounts = [admin, coachAccount, freeCoachAccount, user, ...reviewerAccounts];
  const adminProfile: ProfileRow = {
    id: randomUUID(),
    userId: admin.user.id,
    email: DEMO_ACCOUNTS.admin,
    firstName: "Site",
    lastName: "Admin",
    fullName: "Site Admin",
    level: ADMIN_LEVEL,
    accountType: "user",
    createdAt: admin.user.createdAt,
  };
  const userProfile: ProfileRow = {
    id: randomUUID(),
    userId: user.user.id,
    email: DEMO_ACCOUNTS.user,
    firstName: "Demo",
    lastName: "User",
    fullName: "Demo User",
    level: "level1",
    accountType: "user",
    createdAt: user.user.createdAt,
  };
  const ownCoach = coaches[0];
  if (ownCoach)
    Object.assign(ownCoach, {
      userId: coachAccount.user.id,
      email: DEMO_ACCOUNTS.coach,
      isClaimed: true,
      level: "level3",
    });

  // Reviews and the aggregates they imply, computed here the way the review service keeps them.
  const reviewRows: (typeof reviews.$inferInsert & { id: string })[] = [];
  const replyRows: (typeof reviewReplies.$inferInsert)[] = [];
  // Its own sequence: the coaches, reviews and ratings stay what they were before replies existed.
  const replyRng = createRng(6701);
  const now = Date.now();
  for (const coach of coaches) {
    const bias = rng();
    const authors = pickSome(rng, [...reviewers, userProfile], Math.floor(rng() ** 1.4 * 13));
    let sum = 0;
    const badgeCounts = BADGES.map(() => 0);
    for (const author of authors) {
      const rating = ratingFor(rng, bias);
      const badgeIds = pickSome(rng, [1, 2, 3, 4, 5, 6, 7, 8], Math.floor(rng() * 4));
      for (const b of badgeIds) badgeCounts[b - 1] = (badgeCounts[b - 1] ?? 0) + 1;
      sum += rating;
      const createdAt = new Date(now - Math.floor(rng() * 700) * 86_400_000 - Math.floor(rng() * 86_400_000));
      const review = { id: randomUUID(), coachId: coach.id, authorId: author.id, rating, badgeIds, createdAt };
      reviewRows.push({ ...review, comment: reviewComment(rng, rating) });
      // Claimed coaches answer some of their reviews (decision 0067), a day or two later.
      if (coach.isClaimed && replyRng() < 0.4)
        replyRows.push({
          reviewId: review.id,
          text: pick(replyRng, DEMO_REPLIES),
          createdAt: new Date(createdAt.getTime() + Math.floor(replyRng() * 48 + 2) * 3_600_000),
        });
    }
    coach.reviewCount = authors.length;
    coach.rating = authors.length ? Math.round((sum / authors.length) * 100) / 100 : 0;
    coach.badgeCounts = badgeCounts;
    coach.score = score(authors.length, sum);
  }

  // Sponsors: up to three coaches of each home niche and of a few others, by seniority.
  const slots: (typeof sponsoredSlots.$inferInsert)[] = [];
  const addOns: AddOnLevel[] = ["level6premium", "level6standard", "level6alt"];
  const sponsoredNiches = [...homeNiches, ...otherNiches.slice(0, 6)];
  const sponsored = new Set<string>();
  sponsoredNiches.forEach((niche, n) => {
    const members = seats.filter((s) => s.categoryId === niche.id && !sponsored.has(s.profileId));
    const howMany = n < homeNiches.length ? 2 + (n % 2) : 1;
    members.slice(0, howMany).forEach((member, seat) => {
      sponsored.add(member.profileId);
      const coach = coaches.find((c) => c.id === member.profileId);
      if (coach) Object.assign(coach, { featured: true, addOnLevel: addOns[n % 3], featuredCategoryId: niche.id });
      slots.push({
        categoryId: niche.id,
        seat: seat + 1,
        profileId: member.profileId,
        startedAt: new Date(now - (seat + 1) * 9 * 86_400_000),
      });
    });
  });

  const freeCoach = coaches.find((c, i) => i > 0 && c.level === "level2" && !sponsored.has(c.id));
  if (freeCoach) {
    freeCoachAccount.user.name = freeCoach.fullName ?? freeCoachAccount.user.name;
    Object.assign(freeCoach, {
      userId: freeCoachAccount.user.id,
      email: DEMO_ACCOUNTS.freeCoach,
      isClaimed: true,
      // Kept from an earlier plan: hidden at level2, shown again from level 4.
      trainingVideoLinks: [
        "https://www.youtube.com/watch?v=freecoach01",
        "https://www.youtube.com/watch?v=freecoach02",
      ],
    });
  }

  await db.transaction(async (tx) => {
    await tx.insert(authUsers).values(accounts.map((a) => a.user));
    await tx.insert(authAccounts).values(accounts.map((a) => a.account));
    await insertInChunks(
      [...coaches, ...reviewers, adminProfile, userProfile],
      (c) => tx.insert(profiles).values(c),
      400,
    );
    await insertInChunks(seats, (c) => tx.insert(profileCategories).values(c));
    await insertInChunks(reviewRows, (c) => tx.insert(reviews).values(c));
    if (replyRows.length) await tx.insert(reviewReplies).values(replyRows);
    await tx.insert(sponsoredSlots).values(slots);
  });

  const dir = path.resolve(config.DATA_DIR, "media", "demo");
  await mkdir(dir, { recursive: true });
  await Promise.all([...photos].map(([id, svg]) => writeFile(path.join(dir, `${id}.svg`), svg)));
  logger.info(
    { coaches: coaches.length, reviews: reviewRows.length, sponsors: slots.length, ms: Date.now() - started },
    "demo data loaded",
  );
}

export async function hasProfiles(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.isCoach, true));
  return (row?.n ?? 0) > 0;
}

/** Start-up hook: reference data always, demo data only into an empty database. */
export async function seedDemoIfEmpty(): Promise<void> {
  const db = getDb();
  if (await hasProfiles(db)) return;
  await seedDemo(db);
}
