/** Top-level destinations, in the order a user meets them. Detail pages are reached from these. */
export const primaryNavItems = [
  { to: '/', label: 'Overview' },
  { to: '/assessments', label: 'Assessments' },
  { to: '/questions', label: 'Questions' },
  { to: '/results', label: 'Question results' },
  { to: '/assessment-results', label: 'Assessment results' },
  { to: '/pipelines', label: 'Pipelines' },
  { to: '/candidates', label: 'Candidates' },
  { to: '/settings/api-key', label: 'API key' },
] as const;
