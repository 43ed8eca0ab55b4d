// Demo people for the seed: names, places, bios and review texts, plus a small seeded random
// generator so that every seed run produces exactly the same data. Pure data, no I/O.
// The texts deliberately contain no links, e-mail addresses or phone numbers.

/** A random source returning numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: a tiny, fast, deterministic 32-bit generator. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item, uniformly. Throws on an empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick: empty list");
  return items[Math.floor(rng() * items.length)] as T;
}

/** `count` distinct items (by position) in random order; fewer when the list is shorter. */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = items.slice();
  const n = Math.max(0, Math.min(Math.floor(count), pool.length));
  // Partial Fisher-Yates: the first n slots end up a uniform random selection.
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (pool.length - i));
    const tmp = pool[i] as T;
    pool[i] = pool[j] as T;
    pool[j] = tmp;
  }
  return pool.slice(0, n);
}

/** An integer in [min, max]. */
function between(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

// ---------------------------------------------------------------------------
// Names and places
// ---------------------------------------------------------------------------

export const FIRST_NAMES: readonly string[] = [
  "James",
  "Mary",
  "Michael",
  "Patricia",
  "Robert",
  "Jennifer",
  "David",
  "Linda",
  "William",
  "Elizabeth",
  "Richard",
  "Barbara",
  "Joseph",
  "Susan",
  "Thomas",
  "Jessica",
  "Christopher",
  "Sarah",
  "Daniel",
  "Karen",
  "Matthew",
  "Nancy",
  "Anthony",
  "Lisa",
  "Mark",
  "Betty",
  "Steven",
  "Ashley",
  "Andrew",
  "Emily",
  "Joshua",
  "Michelle",
  "Kevin",
  "Amanda",
  "Brian",
  "Melissa",
  "Ryan",
  "Stephanie",
  "Jacob",
  "Rebecca",
  "Nicholas",
  "Laura",
  "Tyler",
  "Rachel",
  "Brandon",
  "Megan",
  "Justin",
  "Hannah",
  "Aaron",
  "Olivia",
  "Nathan",
  "Sophia",
  "Ethan",
  "Chloe",
  "Logan",
  "Grace",
  "Caleb",
  "Natalie",
  "Isaac",
  "Victoria",
  "Jose",
  "Maria",
  "Carlos",
  "Sofia",
  "Luis",
  "Camila",
  "Diego",
  "Valentina",
  "Miguel",
  "Lucia",
  "Alejandro",
  "Isabella",
  "Mateo",
  "Gabriela",
  "Andres",
  "Daniela",
  "Wei",
  "Mei",
  "Jun",
  "Lin",
  "Hiroshi",
  "Yuki",
  "Kenji",
  "Aiko",
  "Min-jun",
  "Ji-woo",
  "Seo-yeon",
  "Hyun",
  "Raj",
  "Priya",
  "Arjun",
  "Ananya",
  "Vikram",
  "Deepa",
  "Rohan",
  "Kavya",
  "Sanjay",
  "Aisha",
  "Omar",
  "Fatima",
  "Yusuf",
  "Layla",
  "Hassan",
  "Zainab",
  "Kwame",
  "Amara",
  "Chidi",
  "Nia",
  "Tunde",
  "Zuri",
  "Kofi",
  "Imani",
  "Sipho",
  "Thandiwe",
  "Liam",
  "Noah",
  "Emma",
  "Ava",
  "Mia",
  "Lucas",
  "Elena",
  "Mateus",
  "Ines",
  "Pierre",
  "Amelie",
  "Luca",
  "Giulia",
  "Matteo",
  "Francesca",
  "Lars",
  "Ingrid",
  "Sven",
  "Astrid",
  "Johan",
  "Freya",
  "Dmitri",
  "Anastasia",
  "Nikolai",
  "Katya",
  "Pavel",
  "Zofia",
  "Tomasz",
  "Aleksandra",
  "Sean",
  "Siobhan",
  "Ciaran",
  "Niamh",
  "Declan",
  "Aoife",
  "Malik",
  "Jasmine",
  "Darius",
  "Keisha",
  "Andre",
  "Tiana",
  "Marcus",
  "Brianna",
  "Jamal",
  "Destiny",
  "Noa",
  "Avi",
  "Tamar",
  "Eitan",
  "Leilani",
  "Kai",
  "Nalani",
  "Ezra",
  "Ruth",
  "Quinn",
];

export const LAST_NAMES: readonly string[] = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Miller",
  "Davis",
  "Wilson",
  "Anderson",
  "Taylor",
  "Thomas",
  "Moore",
  "Martin",
  "Jackson",
  "Thompson",
  "White",
  "Harris",
  "Clark",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Hill",
  "Green",
  "Adams",
  "Baker",
  "Nelson",
  "Carter",
  "Mitchell",
  "Roberts",
  "Turner",
  "Phillips",
  "Campbell",
  "Parker",
  "Evans",
  "Edwards",
  "Collins",
  "Stewart",
  "Morris",
  "Murphy",
  "Cook",
  "Rogers",
  "Morgan",
  "Cooper",
  "Peterson",
  "Reed",
  "Bailey",
  "Bell",
  "Kelly",
  "Howard",
  "Ward",
  "Cox",
  "Richardson",
  "Wood",
  "Watson",
  "Brooks",
  "Bennett",
  "Gray",
  "Hughes",
  "Price",
  "Sanders",
  "Myers",
  "Long",
  "Ross",
  "Foster",
  "Powell",
  "Jenkins",
  "Perry",
  "Russell",
  "Sullivan",
  "Fisher",
  "Hayes",
  "Garcia",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Perez",
  "Sanchez",
  "Ramirez",
  "Torres",
  "Flores",
  "Rivera",
  "Gomez",
  "Diaz",
  "Reyes",
  "Morales",
  "Ortiz",
  "Castillo",
  "Mendoza",
  "Vargas",
  "Nguyen",
  "Tran",
  "Pham",
  "Le",
  "Chen",
  "Wang",
  "Li",
  "Zhang",
  "Liu",
  "Huang",
  "Kim",
  "Park",
  "Lee",
  "Choi",
  "Tanaka",
  "Suzuki",
  "Sato",
  "Nakamura",
  "Patel",
  "Shah",
  "Singh",
  "Kumar",
  "Gupta",
  "Reddy",
  "Iyer",
  "Khan",
  "Ahmed",
  "Hussain",
  "Rahman",
  "Haddad",
  "Nasser",
  "Okafor",
  "Adeyemi",
  "Mensah",
  "Owusu",
  "Mbeki",
  "Abebe",
  "Kamau",
  "O'Brien",
  "O'Connor",
  "McCarthy",
  "Gallagher",
  "Byrne",
  "MacLeod",
  "Rossi",
  "Russo",
  "Bianchi",
  "Romano",
  "Esposito",
  "Dubois",
  "Laurent",
  "Moreau",
  "Fontaine",
  "Muller",
  "Schmidt",
  "Schneider",
  "Weber",
  "Becker",
  "Hoffmann",
  "Larsen",
  "Nielsen",
  "Johansson",
  "Lindqvist",
  "Andersson",
  "Kowalski",
  "Nowak",
  "Novak",
  "Ivanov",
  "Petrov",
  "Volkov",
  "Cohen",
  "Levi",
  "Friedman",
  "Silva",
  "Santos",
  "Oliveira",
  "Costa",
  "Kealoha",
  "Makoa",
  "Yazzie",
  "Begay",
  "Whitehorse",
  "St. James",
  "Van der Berg",
  "De Luca",
];

export const PLACES: readonly { city: string; state: string; zip: string }[] = [
  { city: "New York", state: "NY", zip: "10001" },
  { city: "Brooklyn", state: "NY", zip: "11201" },
  { city: "Buffalo", state: "NY", zip: "14202" },
  { city: "Los Angeles", state: "CA", zip: "90012" },
  { city: "San Diego", state: "CA", zip: "92101" },
  { city: "San Francisco", state: "CA", zip: "94103" },
  { city: "San Jose", state: "CA", zip: "95113" },
  { city: "Sacramento", state: "CA", zip: "95814" },
  { city: "Oakland", state: "CA", zip: "94612" },
  { city: "Santa Barbara", state: "CA", zip: "93101" },
  { city: "Fresno", state: "CA", zip: "93721" },
  { city: "Chicago", state: "IL", zip: "60601" },
  { city: "Houston", state: "TX", zip: "77002" },
  { city: "Dallas", state: "TX", zip: "75201" },
  { city: "Austin", state: "TX", zip: "78701" },
  { city: "San Antonio", state: "TX", zip: "78205" },
  { city: "Fort Worth", state: "TX", zip: "76102" },
  { city: "El Paso", state: "TX", zip: "79901" },
  { city: "Phoenix", state: "AZ", zip: "85004" },
  { city: "Scottsdale", state: "AZ", zip: "85251" },
  { city: "Tucson", state: "AZ", zip: "85701" },
  { city: "Philadelphia", state: "PA", zip: "19103" },
  { city: "Pittsburgh", state: "PA", zip: "15222" },
  { city: "Jacksonville", state: "FL", zip: "32202" },
  { city: "Miami", state: "FL", zip: "33130" },
  { city: "Tampa", state: "FL", zip: "33602" },
  { city: "Orlando", state: "FL", zip: "32801" },
  { city: "Columbus", state: "OH", zip: "43215" },
  { city: "Cleveland", state: "OH", zip: "44113" },
  { city: "Cincinnati", state: "OH", zip: "45202" },
  { city: "Charlotte", state: "NC", zip: "28202" },
  { city: "Raleigh", state: "NC", zip: "27601" },
  { city: "Asheville", state: "NC", zip: "28801" },
  { city: "Indianapolis", state: "IN", zip: "46204" },
  { city: "Seattle", state: "WA", zip: "98101" },
  { city: "Spokane", state: "WA", zip: "99201" },
  { city: "Denver", state: "CO", zip: "80202" },
  { city: "Boulder", state: "CO", zip: "80302" },
  { city: "Colorado Springs", state: "CO", zip: "80903" },
  { city: "Washington", state: "DC", zip: "20001" },
  { city: "Boston", state: "MA", zip: "02108" },
  { city: "Cambridge", state: "MA", zip: "02139" },
  { city: "Nashville", state: "TN", zip: "37203" },
  { city: "Memphis", state: "TN", zip: "38103" },
  { city: "Portland", state: "OR", zip: "97204" },
  { city: "Portland", state: "ME", zip: "04101" },
  { city: "Las Vegas", state: "NV", zip: "89101" },
  { city: "Reno", state: "NV", zip: "89501" },
  { city: "Detroit", state: "MI", zip: "48226" },
  { city: "Ann Arbor", state: "MI", zip: "48104" },
  { city: "Louisville", state: "KY", zip: "40202" },
  { city: "Lexington", state: "KY", zip: "40507" },
  { city: "Baltimore", state: "MD", zip: "21202" },
  { city: "Milwaukee", state: "WI", zip: "53202" },
  { city: "Madison", state: "WI", zip: "53703" },
  { city: "Albuquerque", state: "NM", zip: "87102" },
  { city: "Santa Fe", state: "NM", zip: "87501" },
  { city: "Kansas City", state: "MO", zip: "64105" },
  { city: "St. Louis", state: "MO", zip: "63101" },
  { city: "Atlanta", state: "GA", zip: "30303" },
  { city: "Savannah", state: "GA", zip: "31401" },
  { city: "Omaha", state: "NE", zip: "68102" },
  { city: "Minneapolis", state: "MN", zip: "55401" },
  { city: "Oklahoma City", state: "OK", zip: "73102" },
  { city: "Tulsa", state: "OK", zip: "74103" },
  { city: "New Orleans", state: "LA", zip: "70112" },
  { city: "Honolulu", state: "HI", zip: "96813" },
  { city: "Anchorage", state: "AK", zip: "99501" },
  { city: "Salt Lake City", state: "UT", zip: "84101" },
  { city: "Boise", state: "ID", zip: "83702" },
  { city: "Virginia Beach", state: "VA", zip: "23451" },
  { city: "Richmond", state: "VA", zip: "23219" },
  { city: "Charleston", state: "SC", zip: "29401" },
  { city: "Burlington", state: "VT", zip: "05401" },
  { city: "Manchester", state: "NH", zip: "03101" },
  { city: "Providence", state: "RI", zip: "02903" },
  { city: "Hartford", state: "CT", zip: "06103" },
  { city: "Newark", state: "NJ", zip: "07102" },
  { city: "Wilmington", state: "DE", zip: "19801" },
  { city: "Des Moines", state: "IA", zip: "50309" },
  { city: "Little Rock", state: "AR", zip: "72201" },
  { city: "Birmingham", state: "AL", zip: "35203" },
  { city: "Jackson", state: "MS", zip: "39201" },
  { city: "Fargo", state: "ND", zip: "58102" },
  { city: "Sioux Falls", state: "SD", zip: "57104" },
  { city: "Billings", state: "MT", zip: "59101" },
  { city: "Cheyenne", state: "WY", zip: "82001" },
  { city: "Charleston", state: "WV", zip: "25301" },
  { city: "Wichita", state: "KS", zip: "67202" },
];

// ---------------------------------------------------------------------------
// Bios
// ---------------------------------------------------------------------------
// Placeholders: {first} first name, {niche} the niche as a job title ("Business Coach"),
// {aNiche} the same with its article ("an Executive Coach"), {city}, {years}, {clients}.

type Voice = { openers: readonly string[]; middles: readonly string[]; closers: readonly string[] };

const FIRST_PERSON: Voice = {
  openers: [
    "Hi, I'm {first}, {aNiche} based in {city}.",
    "I'm {first}, and I have worked as {aNiche} for {years} years.",
    "Hello! My name is {first} and I help people in {city} and beyond get unstuck and move forward.",
    "I became {aNiche} after my own turning point taught me how much the right guidance matters.",
    "Welcome! I'm {first}, {aNiche} who believes lasting change starts with one honest conversation.",
    "For the last {years} years I have worked with clients as {aNiche}, first in {city} and now across the country.",
    "I'm {first}. People usually come to me when they know something has to change but are not sure where to begin.",
  ],
  middles: [
    "My approach is practical: we set clear goals, agree on small weekly steps and review what worked.",
    "I combine proven frameworks with a lot of listening, because no two clients are the same.",
    "Sessions are structured but relaxed, and you will always leave with something concrete to do next.",
    "I hold a certification from an accredited coaching program and keep learning every year.",
    "Before coaching I spent more than a decade in a demanding corporate role, so I know the pressure my clients feel.",
    "So far I have worked with more than {clients} clients, from first-timers to seasoned professionals.",
    "I offer one-on-one sessions in person in {city} as well as online, so distance is never a problem.",
    "I also run small group programs for people who enjoy learning alongside others on the same path.",
    "Many of my clients are busy parents and professionals, so I keep plans realistic and flexible.",
    "I measure success by what changes in your daily life, not by how many sessions you book.",
    "You can expect honesty from me, delivered with kindness and a sense of humor.",
    "I am trained in motivational interviewing and use it to help clients find their own reasons to change.",
    "Outside of work you will find me hiking, cooking for friends or reading far too many biographies.",
    "I regularly speak at local workshops and community events in {city}.",
    "Every engagement starts with a free introductory call so we can see whether we are a good fit.",
    "I believe accountability is the missing piece for most people, so I check in between sessions too.",
    "My own journey was anything but straight, and that experience helps me meet clients exactly where they are.",
  ],
  closers: [
    "If you are ready to take the next step, I would love to hear from you.",
    "Send me a message through this page and let's talk about where you want to go.",
    "Let's work together and make this the year things finally click.",
    "I look forward to meeting you.",
    "Your goals are closer than you think, and I would be glad to help you reach them.",
  ],
};

const THIRD_PERSON: Voice = {
  openers: [
    "{first} is {aNiche} based in {city} with {years} years of experience.",
    "{first} has spent {years} years helping clients as {aNiche}.",
    "Known for a warm and direct style, {first} works as {aNiche} in {city}.",
    "{first} is a certified {niche} who works with individuals and small teams.",
    "After a successful first career, {first} became {aNiche} to help others make the changes that matter most.",
    "Clients describe {first} as calm, focused and refreshingly straightforward.",
  ],
  middles: [
    "Working with {first} means clear goals, honest feedback and steady, measurable progress.",
    "{first} has supported more than {clients} clients through career changes, personal setbacks and big goals.",
    "Sessions are available in person in {city} and online, with flexible times on evenings and weekends.",
    "The coaching blends evidence-based methods with a strong focus on habits that last beyond the program.",
    "{first} holds several professional certifications and completes continuing education every year.",
    "Before going independent, {first} worked for years in a fast-paced industry and knows what busy schedules look like.",
    "Every new client starts with a thorough assessment, so the plan fits real life rather than a template.",
    "Group programs run several times a year and regularly fill up through word of mouth.",
    "{first} is a regular guest speaker at workshops and community events around {city}.",
    "Accountability sits at the center of the work, with short check-ins between sessions.",
    "The focus is always on practical results: what changes this week, this month and this year.",
    "{first} volunteers with a local nonprofit and offers a number of reduced-fee places each season.",
    "Away from work, {first} enjoys long runs, live music and time with family.",
  ],
  closers: [
    "An introductory call is free and without obligation.",
    "New clients are welcome, and a message through this profile is the easiest way to get started.",
    "{first} currently has openings for new one-on-one clients.",
    "If you are looking for {aNiche} who truly listens, {first} is a great place to start.",
  ],
};

const MIN_ABOUT = 150;
const MAX_ABOUT = 1200;

/** "Actors" -> "Actor", so that plural influencer niches read as a job title. */
function singular(niche: string): string {
  return /[^s]s$/.test(niche) ? niche.slice(0, -1) : niche;
}

/** Article for a title: letter-spoken acronyms ("an NLP Coach", "an LGBTQ+ ...") included. */
function withArticle(title: string): string {
  const firstWord = title.split(/[\s-]/)[0] ?? "";
  const wordLikeAcronyms = ["HIIT", "PCOS"];
  const isAcronym = firstWord.length > 1 && firstWord === firstWord.toUpperCase();
  let vowelSound: boolean;
  if (isAcronym && !wordLikeAcronyms.includes(firstWord.replace(/\W/g, ""))) {
    vowelSound = "AEFHILMNORSX".includes(firstWord.charAt(0));
  } else {
    vowelSound = /^[aeiou]/i.test(title) && !/^(uni|use|usu|one)/i.test(title);
  }
  return `${vowelSound ? "an" : "a"} ${title}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A coach bio of roughly 150 to 1,200 characters, in first or third person. */
export function aboutText(rng: Rng, name: { firstName: string; niche: string; city: string }): string {
  const voice = rng() < 0.6 ? FIRST_PERSON : THIRD_PERSON;
  const niche = singular(name.niche);
  const values: Record<string, string> = {
    first: name.firstName,
    niche,
    aNiche: withArticle(niche),
    city: name.city,
    years: String(between(rng, 3, 25)),
    clients: String(between(rng, 5, 60) * 10),
  };
  // Skewed towards shorter bios, but with a long tail well past the 640-character cut.
  const target = MIN_ABOUT + Math.floor(rng() ** 1.4 * (MAX_ABOUT - MIN_ABOUT - 80));
  const closer = rng() < 0.75 ? fill(pick(rng, voice.closers), values) : "";
  const parts = [fill(pick(rng, voice.openers), values)];
  let length = parts[0]?.length ?? 0;
  const reserve = closer ? closer.length + 1 : 0;
  for (const middle of pickSome(rng, voice.middles, voice.middles.length)) {
    if (length >= target && length >= MIN_ABOUT) break;
    const sentence = fill(middle, values);
    // The -1 leaves room for the paragraph break below.
    if (length + 1 + sentence.length + reserve > MAX_ABOUT - 1) continue;
    parts.push(sentence);
    length += 1 + sentence.length;
  }
  if (closer) parts.push(closer);
  // A longer bio reads better in paragraphs.
  if (parts.length > 4 && rng() < 0.7) {
    const split = Math.ceil(parts.length / 2);
    return `${parts.slice(0, split).join(" ")}\n\n${parts.slice(split).join(" ")}`;
  }
  return parts.join(" ");
}

// ---------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------

type Tone = { openers: readonly string[]; details: readonly string[]; closers: readonly string[] };

const VERY_LOW: Tone = {
  openers: [
    "Unfortunately this was not a good experience for me.",
    "I really wanted this to work, but it did not.",
    "I cannot recommend these sessions, sadly.",
    "Disappointing overall.",
  ],
  details: [
    "Two sessions were rescheduled at the last minute and communication in between was slow.",
    "The advice felt generic, as if it had been written for someone else.",
    "Most of our time went into talking about the coach's own story rather than my goals.",
    "I never received the plan that was promised after the first session.",
    "It felt expensive for what was delivered.",
  ],
  closers: [
    "Maybe it works for others, but it was not right for me.",
    "I hope the feedback is taken constructively.",
    "I ended up finding help elsewhere.",
  ],
};

const LOW: Tone = {
  openers: [
    "Mixed feelings, leaning negative.",
    "Some useful moments, but overall it did not meet my expectations.",
    "A friendly person, but the coaching itself fell short for me.",
  ],
  details: [
    "The first session was promising, then the follow-up got patchy.",
    "I would have liked more structure and clearer homework between sessions.",
    "Scheduling was harder than it should have been.",
    "A few tips were helpful, but I did not see much progress after two months.",
    "Sessions often ran short without explanation.",
  ],
  closers: [
    "It might suit someone with different needs.",
    "Not a bad person to talk to, just not the results I was after.",
    "I would think twice before booking a longer package.",
  ],
};

const MIDDLE: Tone = {
  openers: [
    "A solid, if not life-changing, experience.",
    "Good coach with some room to improve.",
    "Overall a decent experience.",
    "Helpful in several ways.",
  ],
  details: [
    "The sessions were well organized and the exercises made sense.",
    "I picked up a few habits that I still use.",
    "Sometimes it took a while to get replies between sessions.",
    "The pace was a bit slow for me at the start but picked up later.",
    "Pricing is fair for the area.",
    "I appreciated the honest feedback, even when it was uncomfortable.",
  ],
  closers: [
    "Worth trying if you are just getting started.",
    "I would consider going back for a refresher.",
    "Recommended with small reservations.",
  ],
};

const HIGH: Tone = {
  openers: [
    "Really glad I found this coach.",
    "Great experience from start to finish.",
    "Very professional and genuinely caring.",
    "I made more progress in three months than in the previous two years.",
  ],
  details: [
    "Every session had a clear focus and I always left with next steps.",
    "I felt heard, and the plan was built around my actual schedule.",
    "The check-ins between sessions kept me accountable without feeling pushy.",
    "Practical, well prepared and easy to talk to.",
    "The questions asked were sharp and helped me see things differently.",
    "Booking and rescheduling were always easy.",
  ],
  closers: [
    "I would happily recommend to friends.",
    "Looking forward to continuing.",
    "Definitely worth the investment.",
  ],
};

const TOP: Tone = {
  openers: [
    "Absolutely outstanding!",
    "Simply the best decision I made this year.",
    "I cannot say enough good things.",
    "Life-changing, honestly.",
    "Five stars is not enough.",
  ],
  details: [
    "From the very first session I felt understood and supported.",
    "The results speak for themselves, and my friends have noticed the difference too.",
    "Warm, insightful and incredibly knowledgeable.",
    "Every session left me energized and clear about what to do next.",
    "I finally reached a goal I had been chasing for years.",
    "The encouragement and the honest feedback were exactly the mix I needed.",
  ],
  closers: [
    "If you are on the fence, just book the first session.",
    "Thank you for everything!",
    "I recommend this coach to anyone who is serious about change.",
    "Already planning my next program.",
  ],
};

function toneFor(rating: number): Tone {
  if (rating <= 1.5) return VERY_LOW;
  if (rating <= 2.5) return LOW;
  if (rating <= 3.5) return MIDDLE;
  if (rating <= 4.5) return HIGH;
  return TOP;
}

/** A review of 1 to 4 sentences whose tone follows the rating (1 to 5 in half steps). */
export function reviewComment(rng: Rng, rating: number): string {
  const tone = toneFor(rating);
  const sentences = between(rng, 1, 4);
  const parts = [pick(rng, tone.openers)];
  if (sentences === 1) return parts.join(" ");
  const withCloser = sentences === 4 || rng() < 0.6;
  parts.push(...pickSome(rng, tone.details, sentences - 1 - (withCloser ? 1 : 0)));
  if (withCloser) parts.push(pick(rng, tone.closers));
  return parts.join(" ");
}

/** What a demo coach answers to a review (decision 0067). */
export const DEMO_REPLIES = [
  "Thank you for taking the time to write this. It was a pleasure working with you.",
  "Thanks for the kind words! I'm glad the sessions helped you move forward.",
  "I appreciate the honest feedback. I have changed how I schedule follow-ups because of it.",
  "Thank you. Your commitment between sessions made all the difference.",
];
