import { Link } from "react-router";
import { messages } from "../lib/messages/common.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { scoreSummaryTexts } from "../lib/messages/score-summary.ts";

/**
 * The 0..100 score as a half-ring gauge with the number in words for screen readers; `explained`
 * adds what the score is and a link to the page with its formula (issue 15).
 */
export function ScoreGauge({ score, explained = false }: { score: number; explained?: boolean }) {
  const value = Math.max(0, Math.min(100, score));
  const arc = Math.PI * 40;
  return (
    <div className="flex items-center gap-2">
      <svg width="64" height="36" viewBox="0 0 100 56" aria-hidden="true">
        <path d="M10 50 A40 40 0 0 1 90 50" fill="none" stroke="#e2e8f0" strokeWidth="10" strokeLinecap="round" />
        <path
          d="M10 50 A40 40 0 0 1 90 50"
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(arc * value) / 100} ${arc}`}
        />
      </svg>
      <p className="text-sm text-slate-700">
        <span className="text-lg font-semibold text-slate-900">{value}</span>
        <span className="sr-only">{messages.outOf(100)}</span>
        {directoryTexts.score}
        {explained && (
          <span className="block text-xs text-slate-600">
            {scoreSummaryTexts.caption}{" "}
            <Link to="/how-scores-work" className="font-semibold text-blue-700 underline">
              {scoreSummaryTexts.howLink}
            </Link>
          </span>
        )}
      </p>
    </div>
  );
}
