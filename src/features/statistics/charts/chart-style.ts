import type { CSSProperties } from 'react';

/** The charts' colours, each with at least 3:1 contrast against white (WCAG 1.4.11). */
export const CHART_COLORS = {
  passing: '#1d4ed8',
  failing: '#64748b',
  facility: '#1d4ed8',
  successRate: '#b45309',
  reference: '#b91c1c',
} as const;

/** Fills its box's width at a fixed height (recharts' `responsive`). */
export const chartSizeStyle: CSSProperties = { width: '100%', maxWidth: 640, height: 260 };
