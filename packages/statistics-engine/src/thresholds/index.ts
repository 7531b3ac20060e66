/**
 * The engine's thresholds and defaults: constants only, with no side effects and no imports of
 * code, so a page names a threshold in its words at no cost
 * (`@assessment-insights/statistics-engine/thresholds`). The engine reads the same constants.
 * docs/statistics.md gives each its reason. One module per concern, so a page's bundle takes only
 * the concern it names.
 */
export * from './figures';
export * from './compare';
export * from './watch';
