import { describe, expect, it } from 'vitest';

import { matchByName } from './name-match';

describe('the quick filter by name', () => {
  const rows = [
    { name: 'Résumé Screening' },
    { name: 'ZÜRICH Office' },
    { name: 'Backend Engineer — Screening' },
    { name: 'Ångström  Lab' },
  ];

  it('ignores case and accents on both sides', () => {
    expect(matchByName(rows, 'resume').map((row) => row.name)).toEqual(['Résumé Screening']);
    expect(matchByName(rows, 'zürich').map((row) => row.name)).toEqual(['ZÜRICH Office']);
    expect(matchByName(rows, 'ANGSTROM lab').map((row) => row.name)).toEqual(['Ångström  Lab']);
  });

  it('keeps the rows’ order and matches anywhere in the name', () => {
    expect(matchByName(rows, 'screening').map((row) => row.name)).toEqual([
      'Résumé Screening',
      'Backend Engineer — Screening',
    ]);
  });

  it('treats an empty or blank filter as no filter', () => {
    expect(matchByName(rows, '   ')).toHaveLength(4);
  });
});
