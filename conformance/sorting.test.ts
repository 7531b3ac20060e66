/** docs/api-contract.md §5 Sorting: every sort value in both directions, ties, ungraded rows last, unknown values. */
import { describe, expect, it } from 'vitest';
import type { Query } from './http';
import {
  codePointCmp,
  expectError,
  expectOk,
  localeCmp,
  orderViolation,
  resultsOrderViolation,
  useApi,
  type Direction,
  type Row,
} from './support';

const api = useApi();

async function pages(path: string, query: Query, perPage: number, maxPages: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const res = await api().list<Row>(path, { ...query, page, per_page: perPage });
    expectOk(res);
    rows.push(...res.body.data);
    if (!res.body.pagination.has_more) break;
  }
  return rows;
}

/** The field's values, the most common first. */
function byFrequency(rows: readonly Row[], field: string): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(String(r[field]), (counts.get(String(r[field])) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

const DIRS: Direction[] = ['asc', 'desc'];
const sortParam = (key: string, dir: Direction): string => (dir === 'asc' ? key : `-${key}`);

const qrGraded = (r: Row): boolean => r['score'] !== null && r['evaluated_at'] !== null;
const arGraded = (r: Row): boolean => r['score'] !== null;

interface ResultsCase {
  path: string;
  keys: string[];
  graded: (r: Row) => boolean;
  perPage: number;
  budget: number;
  pick: string;
}
const RESULTS: ResultsCase[] = [
  {
    path: '/question-results',
    keys: ['created_at', 'evaluated_at', 'score'],
    graded: qrGraded,
    perPage: 100,
    budget: 250,
    pick: 'question_id',
  },
  {
    path: '/assessment-results',
    keys: ['created_at', 'completed_at', 'score'],
    graded: arGraded,
    perPage: 200,
    budget: 1000,
    pick: 'assessment_id',
  },
];

/** A small pinned sample (one source, one question/assessment) that holds ungraded rows. */
async function sampleWithUngraded(c: ResultsCase, source: string): Promise<Query> {
  // ungraded rows sort last, so they may sit on the last pages of the status-filtered list
  const ungraded: Row[] = [];
  for (let page = 1; page <= 200 && ungraded.length < 20; page++) {
    const res = await api().list<Row>(c.path, {
      source,
      status: 'pending,unable_to_grade',
      sort: '-score',
      page,
      per_page: c.perPage,
    });
    expectOk(res);
    ungraded.push(...res.body.data.filter((r) => !c.graded(r)));
    if (!res.body.pagination.has_more) break;
  }
  expect(ungraded.length, `${c.path} ${source}: some ungraded rows`).toBeGreaterThan(0);
  // One with graded rows too: a question the grader never grades has no graded block to order.
  for (const value of byFrequency(ungraded, c.pick)) {
    const graded = await api().list<Row>(c.path, { source, [c.pick]: value, status: 'evaluated', per_page: 1 });
    expectOk(graded);
    if (graded.body.data.length > 0) return { source, [c.pick]: value };
  }
  throw new Error(`${c.path} ${source}: no ${c.pick} with both graded and ungraded rows`);
}

describe('sorting', () => {
  for (const c of RESULTS) {
    for (const source of ['standalone', 'pipeline']) {
      it(`${c.path} (${source}): every sort value in both directions, ties on id ascending, ungraded rows last`, async () => {
        const sample = await sampleWithUngraded(c, source);
        let ids: string[] | undefined;
        for (const key of c.keys) {
          for (const dir of DIRS) {
            const rows = await pages(c.path, { ...sample, sort: sortParam(key, dir) }, c.perPage, 100);
            expect(rows.some((r) => c.graded(r))).toBe(true);
            expect(rows.some((r) => !c.graded(r))).toBe(true);
            expect(resultsOrderViolation(rows, key, dir, c.graded)).toBeNull();
            const sorted = rows.map((r) => r.id).sort();
            if (ids === undefined) ids = sorted;
            else expect(sorted).toEqual(ids);
          }
        }
      });
    }

    it(`${c.path} (merged sources): every sort value in both directions within the budget`, async () => {
      const sample = await sampleWithUngraded(c, 'pipeline');
      const pick = { [c.pick]: sample[c.pick] };
      const maxPages = Math.floor(c.budget / c.perPage);
      for (const key of c.keys) {
        for (const dir of DIRS) {
          const sort = sortParam(key, dir);
          const top = await pages(c.path, { ...pick, sort }, c.perPage, maxPages);
          expect(resultsOrderViolation(top, key, dir, c.graded)).toBeNull();
          const ungraded = await pages(
            c.path,
            { ...pick, sort, status: 'pending,unable_to_grade' },
            c.perPage,
            maxPages,
          );
          expect(resultsOrderViolation(ungraded, key, dir, c.graded)).toBeNull();
        }
      }
    });

    it(`${c.path}: default sort is -created_at`, async () => {
      for (const query of [{}, { source: 'standalone' }, { source: 'pipeline' }] as Query[]) {
        const byDefault = await api().list<Row>(c.path, { ...query, per_page: c.perPage });
        const explicit = await api().list<Row>(c.path, { ...query, per_page: c.perPage, sort: '-created_at' });
        expectOk(byDefault);
        expectOk(explicit);
        expect(byDefault.body.data.map((r) => r.id)).toEqual(explicit.body.data.map((r) => r.id));
      }
    });
  }

  const CATALOG: [string, string][] = [
    ['/assessments', 'name'],
    ['/questions', 'title'],
    ['/pipelines', 'name'],
    ['/candidates', 'name'],
  ];
  for (const [path, nameField] of CATALOG) {
    it(`${path}: sorts name and created_at in both directions (ties on id ascending), default -created_at${nameField === 'title' ? '; name sorts by title' : ''}`, async () => {
      for (const dir of DIRS) {
        const byName = await pages(path, { sort: sortParam('name', dir) }, 200, 100);
        expect(byName.length).toBeGreaterThan(1);
        const viaCodePoints = orderViolation(byName, nameField, dir, codePointCmp);
        const viaLocale = orderViolation(byName, nameField, dir, localeCmp);
        expect(viaCodePoints === null || viaLocale === null, `${viaCodePoints ?? ''} / ${viaLocale ?? ''}`).toBe(true);
        const byCreated = await pages(path, { sort: sortParam('created_at', dir) }, 200, 100);
        expect(orderViolation(byCreated, 'created_at', dir)).toBeNull();
        expect(byCreated.map((r) => r.id).sort()).toEqual(byName.map((r) => r.id).sort());
      }
      const byDefault = await pages(path, {}, 200, 100);
      const explicit = await pages(path, { sort: '-created_at' }, 200, 100);
      expect(byDefault.map((r) => r.id)).toEqual(explicit.map((r) => r.id));
    });
  }

  it('unknown sort → invalid_parameter', async () => {
    const cases: [string, string[]][] = [
      ['/question-results', ['foo', '-foo', 'completed_at', '-completed_at', 'name', '--score', 'SCORE']],
      ['/assessment-results', ['foo', 'evaluated_at', '-evaluated_at', 'name']],
      ['/assessments', ['foo', 'score', '-score']],
      ['/questions', ['foo', 'score']],
      ['/pipelines', ['foo', 'score']],
      ['/candidates', ['foo', '-evaluated_at']],
    ];
    for (const [path, sorts] of cases) {
      for (const sort of sorts) expectError(await api().get(path, { sort }), 400, 'invalid_parameter');
    }
  });
});
