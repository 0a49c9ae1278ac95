import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as chartMessages } from '../../../src/ui/charts/locales/en.po';
import { I18nProvider } from '@lingui/react';
import { HeartRateChart } from '../../../src/ui/charts/heart-rate-chart';
import type { ChartSpan } from '../../../src/ui/charts/chart-series';
import { RechartsHeartRateChart } from './recharts-heart-rate-chart';
import { UplotHeartRateChart } from './uplot-heart-rate-chart';
import { buildSyntheticHeartRate, toRechartsRows } from './synthetic-heart-rate';
import { BenchShowcase } from './bench-showcase';
import './bench-page.css';

const HRMAX = 195;
const FOUR_HOURS = 4 * 3600;
const TEAM_SIZE = 25;
const TEAM_SESSION_SECONDS = 90 * 60;

// The charts' own compiled English catalog (src/ui/charts/locales), as the session page loads it;
// a message not yet extracted is compiled on the fly rather than warned about on every render.
const i18n = setupI18n({ locale: 'en', messages: { en: chartMessages } });
i18n.setMessagesCompiler(compileMessage);
const session = buildSyntheticHeartRate(FOUR_HOURS, 7, HRMAX);
const sessionRows = toRechartsRows(session);
const team = Array.from({ length: TEAM_SIZE }, (_, k) =>
  buildSyntheticHeartRate(TEAM_SESSION_SECONDS, 100 + k, 185 + (k % 5) * 3),
);

const stage = document.getElementById('root') as HTMLElement;
let sweepRoot: Root | null = null;

function withI18n(node: ReactNode) {
  return <I18nProvider i18n={i18n}>{node}</I18nProvider>;
}

/**
 * Resolves once the browser has run the rendering steps (style, layout, paint) of the next
 * frame: a requestAnimationFrame callback runs just before them and a message posted from it
 * is handled just after. Unlike a second rAF, this does not add the idle wait for the next vsync.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(afterThisFrame())));
}

/** Called during a frame's requestAnimationFrame phase: resolves just after that frame's rendering steps. */
function afterThisFrame(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Milliseconds from the start of a frame, where `work` runs (in its requestAnimationFrame
 * phase, like an update that lands then), to the end of the first frame that shows the result
 * (`isDrawn` true after its rendering steps). Starting at a frame's start leaves out the wait
 * for the next vsync, which is up to 16.7 ms of idle time, the same for every chart, that made
 * the figures of charts drawn within one frame a matter of luck.
 */
async function timeFrameWork(work: () => void, isDrawn: () => boolean): Promise<number> {
  await afterNextPaint(); // an idle main thread first
  const start = await new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const begin = performance.now();
      work();
      resolve(begin);
    }),
  );
  await afterThisFrame();
  for (let frames = 0; !isDrawn() && frames < 120; frames += 1) await afterNextPaint();
  return performance.now() - start;
}

/** Mounts `node` and returns the milliseconds until it is painted (see timeFrameWork). */
async function timeMount(
  container: HTMLElement,
  node: ReactNode,
  isDrawn: () => boolean,
): Promise<{ ms: number; root: Root }> {
  const root = createRoot(container);
  const ms = await timeFrameWork(() => flushSync(() => root.render(withI18n(node))), isDrawn);
  return { ms, root };
}

function freshContainer(className: string): HTMLElement {
  stage.replaceChildren();
  const container = document.createElement('div');
  container.className = className;
  stage.append(container);
  return container;
}

async function unmount(root: Root): Promise<void> {
  root.unmount();
  stage.replaceChildren();
  await afterNextPaint();
}

const canvasDrawn = (container: HTMLElement, count: number) => () =>
  Array.from(container.querySelectorAll('canvas')).filter((c) => c.width > 1).length >= count;

const benchApi = {
  async paintOurs(): Promise<number> {
    const container = freshContainer('bench-stage');
    const { ms, root } = await timeMount(
      container,
      <HeartRateChart series={session} hrmax={HRMAX} unit="BPM" withDataTable={false} />,
      canvasDrawn(container, 1),
    );
    await unmount(root);
    return ms;
  },

  async paintRecharts(): Promise<number> {
    const container = freshContainer('bench-stage');
    const width = container.getBoundingClientRect().width;
    const { ms, root } = await timeMount(
      container,
      <RechartsHeartRateChart rows={sessionRows} width={width} height={260} hrmax={HRMAX} />,
      () => (container.querySelector('.recharts-line-curve')?.getAttribute('d') ?? '').length > 0,
    );
    await unmount(root);
    return ms;
  },

  async paintUplot(): Promise<number> {
    const container = freshContainer('bench-stage');
    const width = container.getBoundingClientRect().width;
    const { ms, root } = await timeMount(
      container,
      <UplotHeartRateChart series={session} width={width} height={260} hrmax={HRMAX} />,
      canvasDrawn(container, 1),
    );
    await unmount(root);
    return ms;
  },

  /** Mounts the 4-hour chart, then times `runs` redraws, each on a new 20-minute span. */
  async redrawSpans(runs: number): Promise<number[]> {
    const container = freshContainer('bench-stage');
    const render = (span: ChartSpan | undefined) => (
      <HeartRateChart series={session} hrmax={HRMAX} unit="BPM" span={span} withDataTable={false} />
    );
    const { root } = await timeMount(container, render(undefined), canvasDrawn(container, 1));
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = 1800 + run * 1100;
      times.push(
        await timeFrameWork(
          () => flushSync(() => root.render(withI18n(render({ start, end: start + 1200 })))),
          () => true,
        ),
      );
    }
    await unmount(root);
    return times;
  },

  async paintTeam(): Promise<number> {
    const container = freshContainer('bench-team');
    const { ms, root } = await timeMount(
      container,
      <>
        {team.map((series, k) => (
          <HeartRateChart
            key={k}
            series={series}
            hrmax={185 + (k % 5) * 3}
            unit="PERCENTAGE"
            height={140}
            withDataTable={false}
          />
        ))}
      </>,
      canvasDrawn(container, TEAM_SIZE),
    );
    await unmount(root);
    return ms;
  },

  /**
   * Mounts one chart for the crosshair sweep (ours with drag-to-zoom on, as on the session page;
   * uPlot; or an empty box of the same size, for the measurement's own cost) and returns its
   * plot area in CSS pixels of the page, which the pointer then crosses.
   */
  async mountForSweep(kind: 'ours' | 'uplot' | 'empty'): Promise<{ left: number; right: number; y: number }> {
    sweepRoot?.unmount();
    const container = freshContainer('bench-stage');
    const width = container.getBoundingClientRect().width;
    sweepRoot = createRoot(container);
    const node =
      kind === 'ours' ? (
        <HeartRateChart
          series={session}
          hrmax={HRMAX}
          unit="BPM"
          withDataTable={false}
          onSelectSpan={() => undefined}
        />
      ) : kind === 'uplot' ? (
        <UplotHeartRateChart series={session} width={width} height={260} hrmax={HRMAX} />
      ) : (
        <div style={{ height: 260 }} />
      );
    flushSync(() => sweepRoot?.render(withI18n(node)));
    await afterNextPaint();
    await afterNextPaint();
    const plot =
      container.querySelector('.pb-chart__brush rect.overlay, .u-over') ?? container.firstElementChild ?? container;
    const box = plot.getBoundingClientRect();
    return { left: box.left, right: box.right, y: box.top + box.height / 2 };
  },

  async unmountSweep(): Promise<void> {
    sweepRoot?.unmount();
    sweepRoot = null;
    stage.replaceChildren();
    await afterNextPaint();
  },

  afterNextPaint,

  async showcase(): Promise<void> {
    stage.replaceChildren();
    const root = createRoot(stage);
    flushSync(() => root.render(withI18n(<BenchShowcase session={session} rows={sessionRows} hrmax={HRMAX} />)));
    await afterNextPaint();
    await afterNextPaint();
  },
};

declare global {
  interface Window {
    chartBench?: typeof benchApi;
  }
}
window.chartBench = benchApi;
