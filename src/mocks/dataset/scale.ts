// Apart from the generator: the fake server's flags name the scales without loading it.

/**
 * How much data to generate. `full` is the product at size (the demo, the contract suite, e2e);
 * `small` is a fifth of the people and answers over the same catalog, for unit tests that need
 * the kinds of rows, not the volume (generate.test.ts checks it keeps them).
 */
export const DATASET_SCALES = ['full', 'small'] as const;
export type DatasetScale = (typeof DATASET_SCALES)[number];

export const isDatasetScale = (value: string): value is DatasetScale =>
  (DATASET_SCALES as readonly string[]).includes(value);
