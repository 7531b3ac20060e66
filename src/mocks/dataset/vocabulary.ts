/** Word lists for the seeded dataset. Names span several scripts on purpose: the UI must cope. */

export const GIVEN_NAMES = [
  'Amelia', 'Noah', 'Sofía', 'Mateo', 'Chloé', 'Lukas', 'Zoë', 'Björn', 'Ingrid', 'Ana',
  'João', 'Aoife', 'Siobhán', 'Łukasz', 'Małgorzata', 'Dvořák', 'Emre', 'Ayşe', 'Kwame', 'Amara',
  'Олена', 'Дмитрий', 'Αλέξανδρος', 'Ελένη', 'محمد', 'فاطمة', 'יעל', 'אורי', '伟', '芳',
  'さくら', '翔太', '지민', '서연', 'प्रिया', 'अर्जुन', 'สมชาย', 'Nguyễn', 'Thảo', 'Oluwaseun',
] as const

export const FAMILY_NAMES = [
  'Smith', 'García', 'Müller', 'Rossi', 'Dubois', 'Kowalski', 'Novák', 'Andersson', "O'Brien",
  'Nakamura', 'Silva', 'Yılmaz', 'Mensah', 'Okafor', 'Ivanova', 'Шевченко', 'Παπαδόπουλος',
  'الحسن', 'כהן', '王', '李', '佐藤', '김', '박', 'शर्मा', 'ศรีสวัสดิ์', 'Trần', 'van der Berg',
  'Fernández-López', 'Ó Súilleabháin',
] as const

export const SKILLS = [
  'SQL', 'Python', 'TypeScript', 'React', 'Algorithms', 'Data structures', 'System design',
  'Statistics', 'Excel', 'Written communication', 'Customer empathy', 'Negotiation',
  'Problem solving', 'Attention to detail', 'Go', 'Java', 'Testing', 'Security', 'Cloud',
  'Product sense', 'Leadership', 'Prioritisation', 'Accounting', 'Spanish', 'German',
  'Verbal reasoning', 'Numerical reasoning', 'Logical reasoning', 'Git', 'Linux',
] as const

export const ASSESSMENTS = [
  ['Backend Engineer — Screening', 'Coding and SQL basics for backend roles.'],
  ['Frontend Engineer — Take-home', 'React, TypeScript and accessibility.'],
  ['Data Analyst — Core', 'SQL, statistics and spreadsheet reasoning.'],
  ['Customer Support — Written', 'Written communication and empathy in support replies.'],
  ['Sales Development — Video', 'Recorded pitch and objection handling.'],
  ['Graduate Aptitude', 'Numerical, verbal and logical reasoning for graduate intake.'],
  ['Site Reliability — Practical', 'Linux, incident response and cloud operations.'],
  ['Product Manager — Case', 'Product sense, prioritisation and written case answers.'],
  ['Finance Associate', 'Accounting, Excel and attention to detail.'],
  ['Security Engineer — Fundamentals', 'Secure coding, threat modelling and testing.'],
  ['Java Developer — Mid-level', 'Java, data structures and testing.'],
  ['Bilingual Support (ES/DE)', 'Language skills and customer empathy.'],
] as const

export const TOPICS = [
  'joins and aggregation', 'window functions', 'binary search', 'rate limiting', 'caching',
  'string parsing', 'graph traversal', 'unit testing', 'accessibility', 'state management',
  'percentiles', 'A/B test results', 'refund request', 'angry customer', 'pricing objection',
  'number series', 'syllogisms', 'reading comprehension', 'incident triage', 'log analysis',
  'roadmap trade-offs', 'metric definition', 'reconciliation', 'SQL injection', 'XSS',
  'concurrency', 'pagination', 'time zones', 'idempotency', 'data cleaning',
] as const

export const QUESTION_VERBS: Record<string, readonly string[]> = {
  multiple_choice: ['Which statement about', 'Pick the correct answer on', 'Spot the error in'],
  coding: ['Implement', 'Write a function for', 'Fix the bug in', 'Optimise'],
  free_text: ['Explain', 'Describe your approach to', 'Reply to a customer about', 'Argue for or against'],
  video: ['Record a 2-minute answer on', 'Pitch', 'Walk us through'],
}

export const PIPELINES = [
  ['Engineering hiring 2026', ['Applied', 'Coding assessment', 'Technical interview', 'Team interview', 'Offer']],
  ['Graduate programme', ['Applied', 'Aptitude assessment', 'Assessment centre', 'Offer']],
  ['Customer support EMEA', ['Applied', 'Written assessment', 'Call', 'Offer']],
  ['Sales development', ['Applied', 'Video assessment', 'Hiring manager', 'Role play', 'Final', 'Offer']],
  ['Data & analytics', ['Applied', 'Analytics assessment', 'Case study', 'Offer']],
  ['Finance & operations', ['Applied', 'Screening', 'Finance assessment']],
] as const

export const EMAIL_DOMAINS = ['example.com', 'example.org', 'mail.example.net', 'candidates.example'] as const

export const LANGUAGES = ['python', 'typescript', 'java', 'go', 'sql'] as const
