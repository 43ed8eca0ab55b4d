import { useEffect, useState } from "react";
import type { CoachCardData } from "../lib/coach.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { CoachCard } from "./coach-card.tsx";

type Profile = Omit<CoachCardData, "sponsored">;

async function fetchProfile(id: string): Promise<Profile> {
  const response = await fetch(`/api/user/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(String(response.status));
  return ((await response.json()) as { data: Profile }).data;
}

/**
 * The full card in a home page popup. The page sends only what the compact card shows; the rest
 * (about text, badges, offers, niches, place) comes from the public profile API when the popup
 * first opens.
 */
export default function CoachPopupCard({ id, sponsored }: { id: string; sponsored: boolean }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const retry = () => {
    setFailed(false);
    fetchProfile(id).then(setProfile, () => setFailed(true));
  };
  useEffect(() => {
    let current = true;
    fetchProfile(id).then(
      (loaded) => current && setProfile(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (profile) return <CoachCard coach={{ ...profile, sponsored }} headingLevel={3} />;
  return (
    <div className="rounded-xl bg-white p-5 pr-12 text-slate-700">
      {failed ? (
        <p role="alert">
          {directoryTexts.cardLoadFailed}{" "}
          <button type="button" onClick={retry} className="font-semibold text-blue-700 underline">
            {directoryTexts.tryAgain}
          </button>
        </p>
      ) : (
        <p role="status">{directoryTexts.loading}</p>
      )}
    </div>
  );
}
