import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { recordsMessages, type ProgressPoint } from '@coachboard/contract';
import { useTheme } from '@/lib/theme';

const HEIGHT = 288;

// Colours with enough contrast on each theme's card (white, navy-800): the brand accent, a teal, an amber mark.
const palettes = {
  light: {
    estimate: '#422afb',
    top: '#0f766e',
    record: '#b45309',
    text: '#475569',
    grid: 'rgba(15,23,42,0.08)',
  },
  dark: {
    estimate: '#9b8afd',
    top: '#5eead4',
    record: '#fcd34d',
    text: '#cbd5e1',
    grid: 'rgba(255,255,255,0.12)',
  },
} as const;

const legend = [
  { key: 'estimate', label: 'Estimated 1RM', dashed: false },
  { key: 'top', label: 'Top set weight', dashed: true },
  { key: 'record', label: 'New record', dashed: false },
] as const;

/** A calendar date as uPlot's x value: seconds, at midnight UTC (the axis is drawn in UTC, so the day stays). */
const secondsOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * The progress chart (uPlot): each session's estimated 1RM and top set weight over time, a session that set a
 * new record marked. A picture for sighted readers only (the canvas is hidden from screen readers inside a
 * labelled figure): the same numbers are in the table beside it.
 */
export default function ProgressChart({
  exerciseName,
  points,
}: {
  exerciseName: string;
  points: ProgressPoint[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();
  const colors = palettes[theme === 'dark' ? 'dark' : 'light'];

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const axis = {
      stroke: colors.text,
      grid: { stroke: colors.grid, width: 1 },
      ticks: { stroke: colors.grid, width: 1 },
    };
    const data: uPlot.AlignedData = [
      points.map((point) => secondsOf(point.performed_on)),
      points.map((point) => point.estimated_1rm),
      points.map((point) => point.top_set.weight),
      points.map((point) => (point.records.length ? (point.estimated_1rm ?? point.top_set.weight) : null)),
    ];
    const plot = new uPlot(
      {
        width: element.clientWidth || 640,
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: false },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 64, values: (_plot, splits) => splits.map((value) => `${value} kg`) }],
        series: [
          {},
          { label: 'Estimated 1RM', stroke: colors.estimate, width: 2, spanGaps: true, points: { size: 5 } },
          { label: 'Top set weight', stroke: colors.top, width: 2, dash: [6, 4], points: { size: 5 } },
          {
            label: 'New record',
            stroke: colors.record,
            paths: () => null,
            points: { show: true, size: 11, width: 2, fill: colors.record },
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, colors]);

  return (
    <figure aria-label={recordsMessages.chartLabel(exerciseName)} className="flex flex-col gap-2">
      <div ref={container} aria-hidden className="w-full" />
      <ul aria-hidden className="flex flex-wrap gap-4 text-xs text-slate-600 dark:text-slate-300">
        {legend.map((item) => (
          <li key={item.key} className="flex items-center gap-1.5">
            <span
              className="inline-block h-0 w-5 border-t-2"
              style={{ borderColor: colors[item.key], borderStyle: item.dashed ? 'dashed' : 'solid' }}
            />
            {item.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
