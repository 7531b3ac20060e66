import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';

import { ChartSuspense } from './lazy-charts';

const chartsFolder = dirname(fileURLToPath(import.meta.url));
const srcFolder = join(chartsFolder, '..', '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('ChartSuspense', () => {
  it('holds the chart’s place with a sized "Loading the chart…" status', () => {
    const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));
    render(
      <ChartSuspense height={240}>
        <NeverLoads />
      </ChartSuspense>,
    );

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the chart…');
    expect(status).toHaveStyle({ minHeight: '240px' });
  });
});

describe('chart code stays out of pages without charts', () => {
  const recharts = /from 'recharts'|import\('recharts'\)/;
  const chartModule =
    /from '[./\w-]*\/(ScoreHistogramChart|MonthlyTrendChart|FacilityDiscriminationScatter|DifGapChart)'/;

  it('imports recharts only in the chart modules behind the lazy exports', () => {
    const importers = sourceFiles(srcFolder)
      .filter((file) => recharts.test(readFileSync(file, 'utf8')))
      .map((file) => relative(chartsFolder, file))
      .sort();
    expect(importers).toEqual([
      'DifGapChart.tsx',
      'FacilityDiscriminationScatter.tsx',
      'MonthlyTrendChart.tsx',
      'ScoreHistogramChart.tsx',
    ]);
  });

  it('never imports a recharts chart module statically', () => {
    const staticImporters = sourceFiles(srcFolder).filter((file) => chartModule.test(readFileSync(file, 'utf8')));
    expect(staticImporters).toEqual([]);
  });
});
