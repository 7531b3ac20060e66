import { API_BASE_PATH } from '@assessment-insights/contract';
import type { FakeApi } from '@/mocks/fake-api';

/**
 * A workspace that moves while it is read, on a test's command (`PUT /moves` on the control
 * server): before each of the next `count` reads of /question-results is answered, the fake
 * grades `gradings` pending answers of the question asked for (of the workspace when none is
 * named), sends `regrades` evaluated ones back to pending, and takes `arrivals` new answers. So
 * an end-to-end test sees the statistics read a list whose rows slide between pages.
 */

export interface MovesSpec {
  gradings: number;
  regrades: number;
  arrivals: number;
  /** Reads of /question-results left that move the workspace first. */
  count: number;
}

export interface MovesState extends MovesSpec {
  /** Reads that moved it since the spec was set. */
  moved: number;
}

const FIELDS = ['gradings', 'regrades', 'arrivals', 'count'] as const;
const USAGE = 'send {"gradings"?: N, "regrades"?: N, "arrivals"?: N, "count": N}';
const STILL: MovesState = { gradings: 0, regrades: 0, arrivals: 0, count: 0, moved: 0 };

/** The spec in a control request's body, or what is wrong with it. */
export function parseMovesBody(text: string): MovesSpec | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `The body is not JSON; ${USAGE}.`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return `Not an object; ${USAGE}.`;
  const unknown = Object.keys(body).filter((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) return `Unknown field(s): ${unknown.join(', ')}; ${USAGE}.`;
  const spec: MovesSpec = { gradings: 0, regrades: 0, arrivals: 0, count: 0 };
  for (const field of FIELDS) {
    const value = (body as Record<string, unknown>)[field] ?? 0;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      return `${field} must be a whole number ≥ 0; got ${JSON.stringify(value)}.`;
    }
    spec[field] = value;
  }
  return spec;
}

export function createMoves(fake: Pick<FakeApi, 'onRequest' | 'simulate'>) {
  let state: MovesState = { ...STILL };
  // One move at a time, in the order the reads arrive: the fake's changes stay reproducible.
  let queue = Promise.resolve();

  fake.onRequest(({ url, method }) => {
    if (method !== 'GET' || !url.pathname.endsWith(`${API_BASE_PATH}/question-results`) || state.count === 0) return;
    state.count--;
    state.moved++;
    const { gradings, regrades, arrivals } = state;
    const questionId = url.searchParams.get('question_id') ?? undefined;
    const move = queue.then(async () => {
      await fake.simulate.gradePending(gradings, { questionId });
      await fake.simulate.regrade(regrades, { questionId });
      await fake.simulate.addAnswers(arrivals);
    });
    queue = move.catch(() => undefined);
    return move.then(() => undefined);
  });

  return {
    set(spec: MovesSpec): MovesState {
      state = { ...spec, moved: 0 };
      return { ...state };
    },
    state: (): MovesState => ({ ...state }),
  };
}

export type Moves = ReturnType<typeof createMoves>;
