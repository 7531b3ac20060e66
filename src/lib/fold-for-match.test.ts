import { describe, expect, it } from 'vitest';

import { foldForMatch } from './fold-for-match';

describe('foldForMatch', () => {
  it('ignores case and accents', () => {
    expect(foldForMatch('Résumé')).toBe(foldForMatch('RESUME'));
    expect(foldForMatch('ZÜRICH Ångström')).toBe('zurich angstrom');
  });

  it('counts a run of white space as one space and trims the ends', () => {
    expect(foldForMatch('  Crème\tBrûlée  Lab ')).toBe('creme brulee lab');
    expect(foldForMatch(' \n ')).toBe('');
  });
});
