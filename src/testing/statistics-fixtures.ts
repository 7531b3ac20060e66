import { generateDataset } from '@/mocks/dataset/generate';
import type { Dataset } from '@/mocks/dataset/types';
import { DEMO_SEED } from '@/mocks/demo';

let demoDataset: Dataset | undefined;

/** The demo's dataset (60,000+ question results), generated once per test file: it takes about a second. */
export function demoWorkspaceDataset(): Dataset {
  demoDataset ??= generateDataset(DEMO_SEED);
  return demoDataset;
}
