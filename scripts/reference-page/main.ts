/**
 * The benchmarks' reference page: React 19 and react-dom alone, drawing a table of 50 rows × 7
 * columns 300 ms after load (as a page draws its first answers). Built from the app's own React
 * in the same run, it is React's floor on the machine at hand.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const COLUMNS = ['Candidate', 'Question', 'Status', 'Score', 'Source', 'Created', 'Graded'];
const rows = Array.from({ length: 50 }, (_, row) => COLUMNS.map((column, index) => `${column} ${row * 7 + index}`));

function Table() {
  return h(
    'table',
    null,
    h('caption', null, 'Fifty rows'),
    h('thead', null, h('tr', null, ...COLUMNS.map((column) => h('th', { key: column, scope: 'col' }, column)))),
    h(
      'tbody',
      null,
      rows.map((cells, row) => h('tr', { key: row }, ...cells.map((cell) => h('td', { key: cell }, cell)))),
    ),
  );
}

setTimeout(() => createRoot(document.getElementById('root')!).render(h(Table)), 300);
