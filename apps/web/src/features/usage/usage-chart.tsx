import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartDataOf, type UsageDay } from './usage-data';

/** The series colours: dark enough for 3:1 against white (WCAG non-text contrast), and told apart by dash too. */
const REQUESTS_COLOUR = '#1d4ed8';
const ERRORS_COLOUR = '#b91c1c';
const HEIGHT = 260;
const MIN_WIDTH = 280;

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Requests and errors per UTC day, drawn by uPlot on a canvas. The canvas is hidden from assistive
 * technology: the page gives the same numbers as a table. uPlot is loaded with the first chart, so
 * that the other pages never wait for it.
 */
export function UsageChart({ days, label }: { days: UsageDay[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let plot: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    let gone = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      plot = new UPlot(optionsOf(UPlot, element.clientWidth), chartDataOf(days), element);
      const drawn = plot;
      // The chart follows its container's width: a phone's, or a resized window's.
      resize = new ResizeObserver(() => drawn.setSize({ width: Math.max(element.clientWidth, MIN_WIDTH), height: HEIGHT }));
      resize.observe(element);
    });
    return () => {
      gone = true;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [days]);
  return <div ref={container} className="usage-chart" role="img" aria-label={label} />;
}

function optionsOf(UPlot: typeof uPlot, width: number): uPlot.Options {
  return {
    width: Math.max(width, MIN_WIDTH),
    height: HEIGHT,
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    legend: { live: true },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      {
        stroke: '#374151',
        grid: { stroke: '#e5e7eb' },
        values: (_u, splits) => splits.map((seconds) => dayLabel.format(new Date(seconds * 1000))),
      },
      {
        stroke: '#374151',
        grid: { stroke: '#e5e7eb' },
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
      },
    ],
    series: [
      { label: 'UTC day', value: (_u, seconds) => (seconds == null ? '—' : dayLabel.format(new Date(seconds * 1000))) },
      { label: 'Requests', stroke: REQUESTS_COLOUR, width: 2, fill: 'rgba(29, 78, 216, 0.08)', points: { show: true, size: 5 } },
      { label: 'Errors', stroke: ERRORS_COLOUR, width: 2, dash: [6, 4], points: { show: true, size: 5 } },
    ],
  };
}
