import { useEffect, useRef } from 'react';
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { recordsMessages, type ProgressPoint } from '@coachboard/contract';
import { formatDate } from '@/lib/format';
import { useTheme } from '@/lib/theme';

// Only the line chart's parts: Chart.js is tree-shaken to what this chart draws.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

// Colours with enough contrast on each theme's card (white, navy-800): the brand accent and a teal.
const palettes = {
  light: { estimate: '#422afb', top: '#0f766e', text: '#475569', grid: 'rgba(15, 23, 42, 0.08)' },
  dark: { estimate: '#9b8afd', top: '#5eead4', text: '#cbd5e1', grid: 'rgba(255, 255, 255, 0.12)' },
} as const;

/**
 * The progress chart: each session's estimated 1RM and top set weight, a session that set a record drawn as a
 * larger point. A picture for sighted readers only (aria-hidden canvas inside a labelled figure): the same numbers
 * are in the table beside it.
 */
export default function ProgressChart({
  exerciseName,
  points,
}: {
  exerciseName: string;
  points: ProgressPoint[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { theme } = useTheme();

  useEffect(() => {
    if (!canvas.current) return;
    const colors = palettes[theme === 'dark' ? 'dark' : 'light'];
    const pointRadius = points.map((point) => (point.records.length ? 6 : 2.5));
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: points.map((point) => formatDate(point.performed_on)),
        datasets: [
          {
            label: 'Estimated 1RM (kg)',
            data: points.map((point) => point.estimated_1rm),
            borderColor: colors.estimate,
            backgroundColor: colors.estimate,
            pointRadius,
            spanGaps: true,
            tension: 0.2,
          },
          {
            label: 'Top set weight (kg)',
            data: points.map((point) => point.top_set.weight),
            borderColor: colors.top,
            backgroundColor: colors.top,
            borderDash: [6, 4],
            pointRadius,
            tension: 0.2,
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        color: colors.text,
        scales: {
          x: { ticks: { color: colors.text, maxTicksLimit: 8 }, grid: { color: colors.grid } },
          y: { ticks: { color: colors.text }, grid: { color: colors.grid } },
        },
        plugins: { legend: { labels: { color: colors.text } } },
      },
    });
    return () => chart.destroy();
  }, [points, theme]);

  return (
    <figure className="h-72" aria-label={recordsMessages.chartLabel(exerciseName)}>
      <canvas ref={canvas} aria-hidden />
    </figure>
  );
}
