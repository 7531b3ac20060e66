/**
 * Builds the benchmarks' reference page (scripts/reference-page: React and react-dom alone,
 * drawing 50 rows × 7 columns) into `<outDir>/reference/`, so the server of the app's build
 * serves it at /reference/ with the same headers, from the same React.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

import { build } from 'vite';

export const REFERENCE_PATH = '/reference/';

export async function buildReferencePage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('../reference-page', import.meta.url)),
    base: REFERENCE_PATH,
    build: { outDir: resolve(outDir, 'reference'), emptyOutDir: true },
  });
}
