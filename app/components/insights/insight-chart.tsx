import { dayLabel } from "../../lib/insight-periods.ts";
import { insightsSectionTexts as t } from "../../lib/messages/insights.ts";

// A day-by-day chart (week by week on the admin panel) as plain SVG (decision 0076): rendered by the
// server, no script, stretched to the width it is given. Labels are HTML around it, so they keep
// their size on a narrow screen; the same figures are a table for screen readers.

/**
 * Bar colours, each at least 3:1 against white (WCAG 1.4.11). Stacked segments are not that far
 * apart from each other, so a white gap parts them: each then borders white.
 */
export const CHART_COLORS = {
  blue: { stroke: "stroke-blue-700", swatch: "bg-blue-700" },
  amber: { stroke: "stroke-amber-700", swatch: "bg-amber-700" },
  teal: { stroke: "stroke-teal-700", swatch: "bg-teal-700" },
  rose: { stroke: "stroke-rose-700", swatch: "bg-rose-700" },
} as const;
type ChartColor = keyof typeof CHART_COLORS;

export type ChartSeries = { label: string; values: number[]; color: ChartColor };
/**
 * A figure on a scale of its own (0 to `max`), drawn as bars in a band above the main bars, apart
 * from them (the average rating over the reviews); a day without a value has no bar.
 */
export type ChartBand = { label: string; values: (number | null)[]; max: number; note: string };
/**
 * Rows other than days (the admin panel's weeks): the table's first column header, each row's
 * name (also under the drawing, first and last), the table's caption and the line over the bars.
 */
export type ChartRows = { header: string; labels: string[]; caption: string; peak: (highest: number) => string };

type Props = {
  id: string;
  title: string;
  days: string[];
  /** Stacked bottom to top, in this order. */
  series: ChartSeries[];
  band?: ChartBand;
  summary: string;
  /** Days unless given. */
  rows?: ChartRows;
  /** A figure as the table says it (dollars of cents); the number itself unless given. */
  format?: (value: number) => string;
};

/** Each day is this wide in the drawing's units, its bar a little narrower. */
const DAY_WIDTH = 2;
const BAR_WIDTH = 1.6;
const HEIGHT = 100;
/** With a band: its height, and where the main bars' area starts under it. */
const BAND_HEIGHT = 30;
const MAIN_TOP = 40;

type Area = { floor: number; height: number };

/**
 * One path per series, a vertical stroke per day (as wide as a bar) on top of the series under it,
 * in whole units of a 100-high drawing; each bar moves from the last one ("m2 45V60"), so 90 days
 * of eight series stay a few kilobytes. A day with any count shows at least one unit.
 */
function barPaths(stack: (number | null)[][], peak: number, area: Area): string[] {
  const days = stack[0]?.length ?? 0;
  const sums = new Array<number>(days).fill(0);
  const tops = new Array<number>(days).fill(area.floor);
  const y = (sum: number) => Math.round(area.floor - (sum / peak) * area.height);
  return stack.map((values) => {
    let d = "";
    let pen: { x: number; y: number } | null = null;
    values.forEach((value, i) => {
      if (value === null || value <= 0) return;
      const x = i * DAY_WIDTH + DAY_WIDTH / 2;
      const under = tops[i] ?? area.floor;
      // The gap over a segment below.
      const bottom = under < area.floor ? under - 1 : under;
      sums[i] = (sums[i] ?? 0) + value;
      const top = Math.min(bottom - 1, y(sums[i] ?? 0));
      d += pen ? `m${x - pen.x} ${bottom - pen.y}V${top}` : `M${x} ${bottom}V${top}`;
      pen = { x, y: top };
      tops[i] = top;
    });
    return d;
  });
}

function Swatch({ color }: { color: ChartColor }) {
  return <span className={`inline-block size-3 rounded-sm ${CHART_COLORS[color].swatch}`} />;
}

function Legend({ series, band }: Pick<Props, "series" | "band">) {
  if (series.length < 2 && !band) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700" aria-hidden="true">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <Swatch color={s.color} />
          {s.label}
        </li>
      ))}
      {band && (
        <li className="flex items-center gap-1.5">
          <Swatch color="rose" />
          {band.label}
        </li>
      )}
    </ul>
  );
}

/** The insights' rows: a day each, "Nov 27". */
function dayRows(title: string, days: string[]): ChartRows {
  return {
    header: t.day,
    labels: days.map((day) => dayLabel(day)),
    caption: t.caption(title, dayLabel(days[0] ?? "", true), dayLabel(days.at(-1) ?? "", true)),
    peak: t.peak,
  };
}

type TableProps = Pick<Props, "days" | "series" | "band"> & { rows: ChartRows; format: (value: number) => string };

/**
 * The chart's figures, every day a row, for screen readers: hidden by a div, since a table grows
 * to fit its rows whatever height it is given, and would lengthen the page.
 */
function ChartTable({ days, series, band, rows, format }: TableProps) {
  return (
    <div className="sr-only">
      <table>
        <caption>{rows.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rows.header}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
            {band && <th scope="col">{band.label}</th>}
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day}>
              <th>{rows.labels[i]}</th>
              {series.map((s) => (
                <td key={s.label}>{format(s.values[i] ?? 0)}</td>
              ))}
              {band && <td>{band.values[i]?.toFixed(1) ?? t.noRating}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The drawing: a line at the top of each scale, the stacked bars, the band's bars above them. */
function Drawing({ id, title, days, series, band, summary }: Props) {
  const width = days.length * DAY_WIDTH;
  const main: Area = band ? { floor: HEIGHT, height: HEIGHT - MAIN_TOP } : { floor: HEIGHT, height: HEIGHT };
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const paths = barPaths(
    series.map((s) => s.values),
    Math.max(1, ...totals),
    main,
  );
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="block h-28 w-full border-b border-slate-500"
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{band ? `${summary} ${band.note}` : summary}</desc>
      <path
        d={band ? `M0 0.5H${width}M0 ${MAIN_TOP}H${width}M0 ${BAND_HEIGHT}H${width}` : `M0 0.5H${width}`}
        className="stroke-slate-300"
        vectorEffect="non-scaling-stroke"
      />
      {paths.map((d, i) => (
        <path
          key={series[i]?.label}
          d={d}
          className={CHART_COLORS[series[i]?.color ?? "blue"].stroke}
          strokeWidth={BAR_WIDTH}
        />
      ))}
      {band && (
        <path
          d={barPaths([band.values], band.max, { floor: BAND_HEIGHT, height: BAND_HEIGHT })[0]}
          className={CHART_COLORS.rose.stroke}
          strokeWidth={BAR_WIDTH}
        />
      )}
    </svg>
  );
}

/** A figure of the insights: title, legend, bars (and a band above them), the days under it, its table. */
export function InsightChart(props: Props) {
  const { id, title, days, series, band, format = String } = props;
  const rows = props.rows ?? dayRows(title, days);
  const peak = rows.peak(Math.max(0, ...days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0))));
  return (
    <section aria-labelledby={`${id}-h`} className="min-w-0">
      <h3 id={`${id}-h`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <Legend series={series} band={band} />
      <p className="mt-2 text-xs text-slate-600">{band ? `${peak}. ${band.note}` : peak}</p>
      <Drawing {...props} />
      <p className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{rows.labels[0]}</span>
        <span>{rows.labels.at(-1)}</span>
      </p>
      <ChartTable days={days} series={series} band={band} rows={rows} format={format} />
    </section>
  );
}
