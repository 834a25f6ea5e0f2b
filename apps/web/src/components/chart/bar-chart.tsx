import { useEffect, useRef } from 'react';
import type uPlotType from 'uplot';
import styles from './chart.module.css';

export type ChartSeries = {
  label: string;
  values: readonly number[];
  /** A CSS colour (a custom property such as var(--color-primary) is resolved against the chart). */
  color: string;
  /** Bars (the default) or a line over them. */
  kind?: 'bar' | 'line';
};

type Props = {
  /** One label per point of the x axis (a day, a product…). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** The chart's accessible name; its figures are in the table or the summary beside it. */
  label: string;
  /** A text summary for screen readers and when a canvas cannot be drawn. */
  summary?: string;
  formatValue?: (value: number) => string;
  height?: number;
  testId?: string;
};

/** Resolves var(--x) against the element, since a canvas does not understand custom properties. */
function colourOf(element: HTMLElement, colour: string): string {
  const match = /^var\((--[^)]+)\)$/.exec(colour);
  return match ? getComputedStyle(element).getPropertyValue(match[1]!).trim() || '#888' : colour;
}

function optionsOf(input: { element: HTMLElement; props: Props; width: number; uPlot: typeof uPlotType }) {
  const { element, props, width, uPlot } = input;
  const bars = uPlot.paths.bars!({ size: [0.6, 48] });
  const format = props.formatValue ?? ((value: number) => String(value));
  return {
    width,
    height: props.height ?? 240,
    legend: { show: true },
    cursor: { points: { show: false } },
    scales: { x: { time: false } },
    axes: [
      { values: (_: unknown, ticks: number[]) => ticks.map((tick) => props.labels[tick] ?? '') },
      { size: 72, values: (_: unknown, ticks: number[]) => ticks.map(format) },
    ],
    series: [
      { label: '', value: (_: unknown, index: number | null) => (index === null ? '' : (props.labels[index] ?? '')) },
      ...props.series.map((series) => {
        const colour = colourOf(element, series.color);
        return series.kind === 'line'
          ? {
              label: series.label,
              stroke: colour,
              width: 2,
              value: (_: unknown, v: number | null) => (v === null ? '' : format(v)),
            }
          : {
              label: series.label,
              stroke: colour,
              fill: colour,
              paths: bars,
              points: { show: false },
              value: (_: unknown, v: number | null) => (v === null ? '' : format(v)),
            };
      }),
    ],
  } as uPlotType.Options;
}

/**
 * Bars (and lines) over labelled points, drawn by uPlot, loaded on first use. Where a canvas cannot be drawn (a
 * test's DOM) only the figure with its name and summary is shown.
 */
export function BarChart(props: Props) {
  const holder = useRef<HTMLDivElement>(null);
  // Redrawn when what is drawn changes, not on every render of the page around it.
  const drawn = JSON.stringify([props.labels, props.series, props.height]);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    const props = latest.current;
    const element = holder.current;
    if (!element || props.labels.length === 0) return;
    if (!document.createElement('canvas').getContext?.('2d')) return;
    let plot: uPlotType | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void import('./uplot-loader.ts').then(({ default: uPlot }) => {
      if (cancelled) return;
      const width = Math.max(240, element.clientWidth);
      const data = [props.labels.map((_, index) => index), ...props.series.map((series) => [...series.values])];
      plot = new uPlot(optionsOf({ element, props, width, uPlot }), data as uPlotType.AlignedData, element);
      observer =
        typeof ResizeObserver === 'undefined'
          ? null
          : new ResizeObserver(() => {
              plot?.setSize({ width: Math.max(240, element.clientWidth), height: props.height ?? 240 });
            });
      observer?.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [drawn]);
  return (
    <figure className={styles.figure} data-testid={props.testId}>
      <div ref={holder} className={styles.plot} role="img" aria-label={props.label} />
      {props.summary ? <figcaption className={styles.summary}>{props.summary}</figcaption> : null}
    </figure>
  );
}
