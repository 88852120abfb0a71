import { useEffect, useRef, useState } from 'react';
import type { Chart, ChartConfiguration } from 'chart.js';

export interface BarSeries {
  label: string;
  values: number[];
  /** Reaches 3:1 against the white card (WCAG 1.4.11). */
  color: string;
}

export interface BarChartProps {
  labels: string[];
  series: BarSeries[];
  /** What the chart shows, in a sentence or two: the canvas's accessible name (the table beside it has the data). */
  summary: string;
  horizontal?: boolean;
  stacked?: boolean;
  /** Pixels; the chart fills its container's width. */
  height: number;
}

const INK = '#374151';
const GRID = '#e5e7eb';

type Drawn = Pick<BarChartProps, 'labels' | 'series' | 'horizontal' | 'stacked'>;

function configOf({ labels, series, horizontal = false, stacked = false }: Drawn): ChartConfiguration<'bar'> {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const axis = (counts: boolean) => ({
    stacked,
    ticks: { color: INK, ...(counts ? { precision: 0 } : { autoSkip: !horizontal }) },
    grid: { color: counts ? GRID : 'transparent' },
    ...(counts ? { beginAtZero: true } : {}),
  });
  return {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderColor: '#fff', borderWidth: stacked ? 1 : 0 })),
    },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: still ? false : { duration: 300 },
      // The value axis counts (whole numbers from 0); the other names the bars.
      scales: { x: axis(horizontal), y: axis(!horizontal) },
      plugins: {
        legend: { display: series.length > 1, position: 'bottom', labels: { color: INK, boxWidth: 12 } },
        tooltip: { mode: 'index', intersect: false },
      },
    },
  };
}

/**
 * A Chart.js bar chart, drawn once the library has loaded and redrawn when its data changes (callers memoise
 * labels and series, so a redraw means new figures).
 */
export function BarChart({ labels, series, horizontal, stacked, summary, height }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: Chart<'bar'> | undefined;
    let cancelled = false;
    void import('./chart.ts')
      .then(async ({ Chart, chartFontsReady }) => {
        await chartFontsReady();
        if (!cancelled && canvas.current) chart = new Chart(canvas.current, configOf({ labels, series, horizontal, stacked }));
      })
      .catch((err: unknown) => {
        console.error('The chart library did not load', err);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series, horizontal, stacked]);

  if (failed) return <p className="analytics-chart__failed">The chart could not be drawn; the table has the same figures.</p>;
  return (
    <div className="analytics-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
