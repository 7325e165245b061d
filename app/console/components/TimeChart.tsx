import { type ReactNode, useEffect, useRef } from "react";
import consoleStyles from "../console.module.css";
import { threeLetterMonths } from "../format";
import { DataTable } from "./DataTable";
import styles from "./TimeChart.module.css";

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A chart tick (seconds since 1970, a UTC midnight) as "30 Oct". */
function dayLabel(seconds: number): string {
  return threeLetterMonths(DAY_LABEL.format(new Date(seconds * 1000)));
}

/** A day (`YYYY-MM-DD`) as the chart's axis writes it: "30 Oct". */
const axisDay = (day: string) => dayLabel(Date.parse(`${day}T00:00:00Z`) / 1000);

/** Up to five of the period's days, evenly apart from the first to the last: the empty frame's axis. */
function axisDays(days: string[]): string[] {
  if (days.length <= 5) return days;
  return [0, 1, 2, 3, 4].map((step) => days[Math.round((step * (days.length - 1)) / 4)] ?? "");
}

/** A series' total over the period, as the legend shows it. */
const total = (line: ChartSeries) => line.values.reduce((sum, value) => sum + value, 0).toLocaleString("en-IN");

/**
 * A line chart of daily figures (uPlot, loaded with the console page only) under a legend of its own
 * (each line's colour, name and total over the period), with the same figures as a table: the plot is
 * hidden from assistive technology, the legend and the table are not. With nothing counted (`empty`),
 * only the message in the chart's frame, the period's days under it: no flat line at zero, no table of zeros.
 */
export function TimeChart({
  title,
  days,
  series,
  empty,
}: {
  title: string;
  days: string[];
  series: ChartSeries[];
  /** What to say instead of the chart when nothing was counted. */
  empty?: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const drawn = !empty;
  useEffect(() => {
    if (!drawn) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      const target = frame.current;
      if (cancelled || !target) return;
      // The axes are drawn on a canvas, which does not inherit the page's font.
      const style = getComputedStyle(target);
      const font = `12px ${style.fontFamily}`;
      // Axes and grid in the console's muted text and hairline colours (the library draws black on white).
      const axis = {
        font,
        stroke: style.getPropertyValue("--color-muted").trim() || "#8b93b8",
        grid: { stroke: "rgb(255 255 255 / 0.08)", width: 1 },
        ticks: { stroke: "rgb(255 255 255 / 0.12)", width: 1 },
      };
      const times = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
      chart = new UPlot(
        {
          width: Math.max(280, target.clientWidth),
          height: 240,
          // The legend is the component's own, above the plot, in the console's type.
          legend: { show: false },
          series: [
            {},
            ...series.map((line) => ({
              label: line.label,
              stroke: line.color,
              width: 2,
            })),
          ],
          axes: [
            // Days as the rest of the console writes them ("30 Oct"), at least 64 px apart.
            { ...axis, space: 64, values: (_chart: unknown, splits: number[]) => splits.map(dayLabel) },
            { ...axis, size: 60 },
          ],
          // At least 0–4 on the vertical axis, so a quiet period still draws a readable frame.
          scales: { y: { range: (_chart: unknown, _min: number, max: number) => [0, Math.max(4, max)] } },
        },
        [times, ...series.map((line) => line.values)],
        target,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days, series, drawn]);
  if (!drawn)
    return (
      <div>
        <div className={`${consoleStyles.empty} ${styles.empty}`}>{empty}</div>
        {/* The period's days under the frame, as the drawn chart's axis has them: the frame reads as a chart. */}
        <div className={styles.emptyAxis} aria-hidden="true">
          {axisDays(days).map((day) => (
            <span key={day}>{axisDay(day)}</span>
          ))}
        </div>
      </div>
    );
  return (
    <figure className={styles.figure}>
      <ul className={styles.legend} aria-label="Totals of the period">
        {series.map((line) => (
          <li key={line.label}>
            <span className={styles.swatch} style={{ background: line.color }} />
            {line.label} <strong>{total(line)}</strong>
          </li>
        ))}
      </ul>
      <div className={styles.plot}>
        <div ref={frame} className={styles.chart} aria-hidden="true" />
      </div>
      <figcaption className={styles.caption}>{`${title} (the table below holds the same figures)`}</figcaption>
      <DataTable label={title} inPanel>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.map((line) => (
              <th key={line.label} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {series.map((line) => (
                <td key={line.label}>{(line.values[index] ?? 0).toLocaleString("en-IN")}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </figure>
  );
}
