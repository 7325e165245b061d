import { useEffect, useRef } from "react";
import { DataTable } from "./DataTable";
import styles from "./TimeChart.module.css";

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

/**
 * A line chart of daily figures (uPlot, loaded with the console page only) with the same
 * figures as a table: the chart is hidden from assistive technology, the table is not.
 */
export function TimeChart({ title, days, series }: { title: string; days: string[]; series: ChartSeries[] }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      const target = frame.current;
      if (cancelled || !target) return;
      // The axes are drawn on a canvas, which does not inherit the page's font.
      const font = `12px ${getComputedStyle(target).fontFamily}`;
      const times = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
      chart = new UPlot(
        {
          width: Math.max(280, target.clientWidth),
          height: 240,
          series: [{}, ...series.map((line) => ({ label: line.label, stroke: line.color, width: 2 }))],
          axes: [{ font }, { size: 60, font }],
        },
        [times, ...series.map((line) => line.values)],
        target,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days, series]);
  return (
    <figure>
      <div ref={frame} className={styles.chart} aria-hidden="true" />
      <figcaption>{title} (the table below holds the same figures)</figcaption>
      <DataTable label={title}>
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
