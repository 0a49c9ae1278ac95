import { describe, expect, it } from 'vitest';
import { readTimelineResponse } from './activity-timeline.dto';

const CALL = 'GET /web/player-activities/a/timeline';
const answer = {
  metric: 'AP',
  startOffsetSeconds: 0,
  endOffsetSeconds: 6,
  stepSeconds: 2,
  t: [0, 2, 4],
  min: [1.5, null, 3],
  max: [2.5, null, 4],
  hrmax: null,
  apThreshold: 1,
};

describe('readTimelineResponse', () => {
  it('maps the per-bucket amounts when the answer has them', () => {
    expect(readTimelineResponse({ ...answer, amount: [4.12, null, 7] }, CALL)).toEqual({
      ...answer,
      amount: [4.12, null, 7],
    });
  });

  it('maps an answer without amounts to a timeline without them', () => {
    const timeline = readTimelineResponse(answer, CALL);
    expect(timeline).toEqual(answer);
    expect('amount' in timeline).toBe(false);
  });

  it.each([
    ['of another length than t', [1, 2]],
    ['with a non-finite number', [1, Number.POSITIVE_INFINITY, 2]],
    ['with a string', [1, '2', 3]],
    ['that is not an array', 3],
    ['that are null', null],
  ])('refuses amounts %s with BAD_RESPONSE', (_name, amount) => {
    expect(() => readTimelineResponse({ ...answer, amount }, CALL)).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
  });

  it('still refuses min and max of another length than t', () => {
    expect(() => readTimelineResponse({ ...answer, min: [1] }, CALL)).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
  });
});
