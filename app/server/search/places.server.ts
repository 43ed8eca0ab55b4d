import { type AnyColumn, and, ilike, or, type SQL, sql } from "drizzle-orm";
import { coachPlaces, profiles } from "../db/schema.ts";

/** A prefix pattern for ILIKE: the text's own % _ and \\ match literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The city or the state (or both, given as "city, state") start with the location. */
function placeCondition(location: string, city: AnyColumn, state: AnyColumn): SQL | undefined {
  const [cityPart, statePart] = location.split(",").map((part) => part.trim());
  return statePart
    ? and(cityPart ? ilike(city, startsWith(cityPart)) : undefined, ilike(state, startsWith(statePart)))
    : or(ilike(city, startsWith(location)), ilike(state, startsWith(location)));
}

/** The coach is in a place the location means (the location filter on `profile`). */
export const profileInPlace = (location: string | undefined): SQL | undefined =>
  location ? placeCondition(location, profiles.city, profiles.state) : undefined;

/** The places (coach_place) with listed coaches that the location means. */
export const placesOf = (location: string): SQL =>
  sql`${placeCondition(location, coachPlaces.city, coachPlaces.state)} and ${coachPlaces.coaches} > 0`;

/** How many listed coaches the location's places hold: exact, from the counts the triggers keep. */
export const coachesInPlacesQuery = (location: string): SQL =>
  sql`select coalesce(sum(${coachPlaces.coaches}), 0)::int as n from ${coachPlaces} where ${placesOf(location)}`;

/** The profile is in one of the location's places, by profile_coach_place_*_idx. */
export const profileInPlacesOf = (location: string): SQL =>
  sql`(coalesce(${profiles.city}, ''), coalesce(${profiles.state}, '')) in (select ${coachPlaces.city}, ${coachPlaces.state} from ${coachPlaces} where ${placesOf(location)})`;

/** The profile is in the place of the row `coach_place` of the enclosing query. */
export const profileInThatPlace: SQL = sql`coalesce(${profiles.city}, '') = ${coachPlaces.city} and coalesce(${profiles.state}, '') = ${coachPlaces.state}`;
