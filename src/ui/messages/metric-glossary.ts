import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The metrics a page explains, each with one name and one definition (docs/product-rules.md#glossary):
 * the info buttons beside a figure or a chart show them, and the Playbook's "Reading your data"
 * topic has a section of the same id and name for each. tests/unit/metric-glossary.test.ts keeps
 * the document, this table, the Playbook and the catalogs in step.
 */
export const GLOSSARY_METRICS = [
  'heart-rate',
  'hrmax',
  'zones',
  'red-zone',
  'activity-points',
  'speed',
  'distance',
  'high-speed-distance',
  'sprints',
  'workload',
  'calories',
  'met',
] as const;
export type GlossaryMetric = (typeof GLOSSARY_METRICS)[number];

export interface GlossaryEntry {
  readonly name: MessageDescriptor;
  readonly definition: MessageDescriptor;
  /**
   * The definition as a parent reads it of their child (docs/product-rules.md#whose-data): the child's
   * {name} where the definition says "you", and its {sound} ('vowel' or 'consonant') for French "d’Emma".
   * Left out where the definition names nobody.
   */
  readonly aboutChild?: MessageDescriptor;
}

export const METRIC_GLOSSARY: Readonly<Record<GlossaryMetric, GlossaryEntry>> = {
  'heart-rate': {
    name: msg`Heart rate`,
    definition: msg`Your heartbeats per minute (bpm), measured by the belt. The average counts only the time with a reading; the maximum is the highest reading of the session.`,
    aboutChild: msg({
      message:
        '{name}’s heartbeats per minute (bpm), measured by the belt. The average counts only the time with a reading; the maximum is the highest reading of the session.',
    }),
  },
  hrmax: {
    name: msg`Maximum heart rate (HRmax)`,
    definition: msg`The highest heart rate you can reach: the highest value you held for 30 seconds in your sessions or, until one is measured, 208 − 0.7 × your age (Tanaka). Zones, workload and calories are worked out from it.`,
    aboutChild: msg({
      message:
        'The highest heart rate {name} can reach: the highest value held for 30 seconds in {name}’s sessions or, until one is measured, 208 − 0.7 × their age (Tanaka). Zones, workload and calories are worked out from it.',
    }),
  },
  zones: {
    name: msg`Heart-rate zones`,
    definition: msg`Bands of heart rate as a share of your HRmax: low below 60%, moderate from 60% to 80%, high from 80%. The five Edwards zones split it in steps of 10% from 50%.`,
    aboutChild: msg({
      message:
        'Bands of heart rate as a share of {name}’s HRmax: low below 60%, moderate from 60% to 80%, high from 80%. The five Edwards zones split it in steps of 10% from 50%.',
    }),
  },
  'red-zone': {
    name: msg`Time above 80% HRmax`,
    definition: msg`The time your heart rate was at 80% of your HRmax or more (the red zone), and its share of the session.`,
    aboutChild: msg({
      message:
        'The time {name}’s heart rate was at 80% of their HRmax or more (the red zone), and its share of the session.',
    }),
  },
  'activity-points': {
    name: msg`Activity points (AP)`,
    definition: msg`The time you moved faster than a walk (1.0 m/s, 3.6 km/h, or more), and its share of the session.`,
    aboutChild: msg({
      message: 'The time {name} moved faster than a walk (1.0 m/s, 3.6 km/h, or more), and its share of the session.',
    }),
  },
  speed: {
    name: msg`Speed`,
    definition: msg`How fast you moved, in meters per second (1.0 m/s is 3.6 km/h). The time at 1.0 m/s or more counts as activity points (AP).`,
    aboutChild: msg({
      message:
        'How fast {name} moved, in meters per second (1.0 m/s is 3.6 km/h). The time at 1.0 m/s or more counts as activity points (AP).',
    }),
  },
  distance: {
    name: msg`Distance`,
    definition: msg`How far you moved. As a percentage: this session's distance against your usual session, the average of the previous 28 days.`,
    aboutChild: msg({
      message:
        'How far {name} moved. As a percentage: this session’s distance against {name}’s usual session, the average of the previous 28 days.',
    }),
  },
  'high-speed-distance': {
    name: msg`High-speed distance`,
    definition: msg`The distance you covered at 5.5 m/s (19.8 km/h) or faster.`,
    aboutChild: msg({ message: 'The distance {name} covered at 5.5 m/s (19.8 km/h) or faster.' }),
  },
  sprints: {
    name: msg`Sprints`,
    definition: msg`Efforts at 7.0 m/s (25.2 km/h) or faster, held for one second or more.`,
  },
  workload: {
    name: msg`Workload`,
    definition: msg`How long and how hard you worked, in TRIMPs (Edwards): each minute counts 1 to 5 points by heart-rate zone. As a percentage: against your usual session, the average of the previous 28 days.`,
    aboutChild: msg({
      message:
        'How long and how hard {name} worked, in TRIMPs (Edwards): each minute counts 1 to 5 points by heart-rate zone. As a percentage: against {name}’s usual session, the average of the previous 28 days.',
    }),
  },
  calories: {
    name: msg`Calories`,
    definition: msg`The energy you used, estimated from heart rate, weight, age and sex (Keytel 2005), counting the time at 50% of your HRmax or more. Without your weight there are none.`,
    aboutChild: msg({
      message:
        'The energy {name} used, estimated from heart rate, weight, age and sex (Keytel 2005), counting the time at 50% of their HRmax or more. Without {name}’s weight there are none.',
    }),
  },
  met: {
    name: msg`MET`,
    definition: msg`The energy you used per kilogram of body weight per hour of the session (kcal/kg/h); sitting still is about 1 MET. Without your weight there is none.`,
    aboutChild: msg({
      message:
        'The energy {name} used per kilogram of body weight per hour of the session (kcal/kg/h); sitting still is about 1 MET. Without {name}’s weight there is none.',
    }),
  },
};

/** The Playbook topic that has a section per metric, under the metric's id as its anchor. */
export const GLOSSARY_PLAYBOOK_PATH = '/playbook/reading-data';
