import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as chartMessages } from '../../../src/ui/features/session-detail/locales/en.po';
import { I18nProvider } from '@lingui/react';
import { HeartRateChart } from '../../../src/ui/charts/heart-rate-chart';
import type { ChartSpan } from '../../../src/ui/charts/chart-series';
import { RechartsHeartRateChart } from './recharts-heart-rate-chart';
import { buildSyntheticHeartRate, toRechartsRows } from './synthetic-heart-rate';
import { BenchShowcase } from './bench-showcase';
import './bench-page.css';

const HRMAX = 195;
const FOUR_HOURS = 4 * 3600;
const TEAM_SIZE = 25;
const TEAM_SESSION_SECONDS = 90 * 60;

// The app's compiled English catalog for the charts, as in production; a message not yet
// extracted is compiled on the fly rather than warned about on every render.
const i18n = setupI18n({ locale: 'en', messages: { en: chartMessages } });
i18n.setMessagesCompiler(compileMessage);
const session = buildSyntheticHeartRate(FOUR_HOURS, 7, HRMAX);
const sessionRows = toRechartsRows(session);
const team = Array.from({ length: TEAM_SIZE }, (_, k) => buildSyntheticHeartRate(TEAM_SESSION_SECONDS, 100 + k, 185 + (k % 5) * 3));

const stage = document.getElementById('root') as HTMLElement;

function withI18n(node: ReactNode) {
  return <I18nProvider i18n={i18n}>{node}</I18nProvider>;
}

/**
 * Resolves once the browser has run the rendering steps (style, layout, paint) of the next
 * frame: a requestAnimationFrame callback runs just before them and a message posted from it
 * is handled just after. Unlike a second rAF, this does not add the idle wait for the next vsync.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

/** Mounts `node` and returns the milliseconds until it is painted (`isDrawn` true after a paint). */
async function timeMount(container: HTMLElement, node: ReactNode, isDrawn: () => boolean): Promise<{ ms: number; root: Root }> {
  const start = performance.now();
  const root = createRoot(container);
  flushSync(() => root.render(withI18n(node)));
  await afterNextPaint();
  for (let frames = 0; !isDrawn() && frames < 120; frames += 1) await afterNextPaint();
  return { ms: performance.now() - start, root };
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
      const begin = performance.now();
      flushSync(() => root.render(withI18n(render({ start, end: start + 1200 }))));
      await afterNextPaint();
      times.push(performance.now() - begin);
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
          <HeartRateChart key={k} series={series} hrmax={185 + (k % 5) * 3} unit="PERCENTAGE" height={140} withDataTable={false} />
        ))}
      </>,
      canvasDrawn(container, TEAM_SIZE),
    );
    await unmount(root);
    return ms;
  },

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
