import { describe, expect, it } from 'vitest';

import { createFakeApi } from '@/mocks/fake-api';
import { createMoves, parseMovesBody } from './moves';

const BASE = 'http://fake.test/api/public/v1';
const clock = { now: Date.UTC(2026, 10, 22, 9, 0, 0) };
const fake = createFakeApi({ scale: 'small', now: () => clock.now, minuteLimit: 10_000, dayLimit: 100_000 });
const db = await fake.ready;
const moves = createMoves(fake);

const get = (path: string) =>
  fake.handle(new Request(`${BASE}${path}`, { headers: { Authorization: `Bearer ${fake.apiKey}` } }));
const pendingOf = (questionId: string) =>
  db.dataset.questionResults.filter((row) => row.question_id === questionId && row.status === 'pending').length;

describe('moves: the workspace moves while it is read', () => {
  it('grades the asked question’s pending answers and takes new ones before each read, for `count` reads', async () => {
    const questionId = [...db.questions.keys()].find((id) => pendingOf(id) >= 4) ?? '';
    const answersBefore = db.dataset.questionResults.length;
    const pendingBefore = pendingOf(questionId);
    clock.now += 60_000;
    moves.set({ gradings: 2, regrades: 0, arrivals: 3, count: 2 });

    for (let read = 0; read < 3; read++) await get(`/question-results?question_id=${questionId}&source=pipeline`);

    expect(pendingOf(questionId)).toBe(pendingBefore - 4);
    expect(db.dataset.questionResults.length).toBe(answersBefore + 6);
    expect(moves.state()).toMatchObject({ count: 0, moved: 2 });
  });

  it('leaves other requests alone', async () => {
    moves.set({ gradings: 1, regrades: 0, arrivals: 1, count: 5 });
    await get('/assessment-results');
    await get('/whoami');
    expect(moves.state()).toMatchObject({ count: 5, moved: 0 });
    moves.set({ gradings: 0, regrades: 0, arrivals: 0, count: 0 });
  });

  it('reads a spec from a control body, and says what is wrong with a bad one', () => {
    expect(parseMovesBody('{"gradings": 2, "count": 10}')).toEqual({
      gradings: 2,
      regrades: 0,
      arrivals: 0,
      count: 10,
    });
    expect(parseMovesBody('{"gradings": -1}')).toBe('gradings must be a whole number ≥ 0; got -1.');
    expect(parseMovesBody('{"speed": 3}')).toMatch(/^Unknown field\(s\): speed;/);
    expect(parseMovesBody('nope')).toMatch(/^The body is not JSON;/);
  });
});
