import { describe, expect, it } from 'vitest';

import type { NameList } from './api/names';
import { csvRecords, listTable, sortControlFields, type ListEntries } from './list-columns';

interface Row {
  id: string;
  team_id: string;
  score: number | null;
  tries: number;
  answer: unknown;
  created_at: string;
}

const entries = [
  { id: 'team', label: 'Team', hide: 'never' },
  { csv: ['id'] },
  { id: 'created_at', label: 'Created', sortBy: 'created_at', csv: ['created_at'] },
  { id: 'score', label: 'Score', sortBy: 'score', sortLabel: 'Mean score', hide: 'initially', csv: ['score', 'tries'] },
  { csv: ['team_id', { header: 'team_name', nameList: 'assessments', idField: 'team_id' }] },
  { id: 'answer', label: 'Answer', csv: [{ header: 'answer', value: (row) => JSON.stringify(row.answer) }] },
] as const satisfies ListEntries<Row, 'created_at' | 'score' | 'tries'>;

const row: Row = { id: 'r1', team_id: 'T1', score: null, tries: 2, answer: 'a, "b"', created_at: '2026-05-03T10:00Z' };
const teams: NameList = { list: [{ id: 't1', name: 'Blue' }], byId: { t1: 'Blue' }, complete: true };

describe('a list’s columns', () => {
  const table = listTable(entries, {
    team: (team) => team.team_id,
    created_at: (created) => created.created_at,
    score: (scored) => scored.score ?? '—',
    answer: () => 'answer',
  });

  it('give the table one column per column entry, headed by its label', () => {
    expect(table.columns.map((column) => [column.id, column.header])).toEqual([
      ['team', 'Team'],
      ['created_at', 'Created'],
      ['score', 'Score'],
      ['answer', 'Answer'],
    ]);
  });

  it('give the column menu every column that can be hidden, and which start hidden', () => {
    expect(table.menu).toEqual([
      { id: 'created_at', label: 'Created' },
      { id: 'score', label: 'Score' },
      { id: 'answer', label: 'Answer' },
    ]);
    expect(table.initiallyHidden).toEqual(['score']);
  });

  it('sort headers by their API field, and offer the sort control’s fields in the order given', () => {
    expect(table.sortFields).toEqual({ created_at: 'created_at', score: 'score' });
    // A field no column sorts by is still offered, under its own name.
    expect(Object.entries(sortControlFields(entries, ['score', 'created_at', 'tries']))).toEqual([
      ['score', 'Mean score'],
      ['created_at', 'Created'],
      ['tries', 'tries'],
    ]);
  });

  it('write the CSV in list order: CSV-only fields where they stand, several fields of one column', () => {
    const csv = csvRecords(entries);
    expect(csv.header).toEqual(['id', 'created_at', 'score', 'tries', 'team_id', 'team_name', 'answer']);
    expect(csv.nameLists).toEqual(['assessments']);
    expect(csv.record(row, { assessments: teams })).toEqual([
      'r1',
      '2026-05-03T10:00Z',
      null,
      2,
      'T1',
      'Blue',
      '"a, \\"b\\""',
    ]);
    // A name the list does not know stays empty.
    expect(csv.record(row, {})[5]).toBeUndefined();
  });
});
