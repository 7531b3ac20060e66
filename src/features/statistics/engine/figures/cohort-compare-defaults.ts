// The comparison's thresholds, apart from its engine: the page's table names them without
// loading the engine, which runs in the statistics worker.

/** Below this many evaluated answers on either side a question is listed but not tested. */
export const MIN_ANSWERS_TO_COMPARE = 10;
/** The false discovery rate the Benjamini–Hochberg step controls. */
export const DEFAULT_ALPHA = 0.05;
