import type { Random } from './random';

/**
 * The bulk of a large coding answer (200–800 KB): a pasted table of test data after an ordinary
 * program. Data, not more program: to a similarity check it is one short run of tokens repeated
 * (`num , num`), so two large answers do not look alike for being large.
 */

const NAMES = ['CASES', 'TEST_DATA', 'SAMPLES', 'INPUTS', 'FIXTURES'];

export interface TestData {
  name: string;
  rows: number[][];
}

/** Rows of 3–5 numbers, about `chars` characters of them. */
export function makeTestData(random: Random, chars: number): TestData {
  const name = random.pick(NAMES);
  const width = random.int(3, 5);
  const rows: number[][] = [];
  for (let length = 0; length < chars; ) {
    const row = Array.from({ length: width }, () => random.int(-999, 99_999));
    rows.push(row);
    length += row.join(', ').length + 8;
  }
  return { name, rows };
}

export function renderTestData({ name, rows }: TestData, language: string): string {
  const lines = (open: string, close: string, indent: string, last = ',') =>
    rows.map((row, i) => `${indent}${open}${row.join(', ')}${close}${i < rows.length - 1 ? ',' : last}`).join('\n');
  switch (language) {
    case 'python':
      return `${name} = [\n${lines('(', ')', '    ')}\n]\n`;
    case 'typescript':
      return `const ${name}: number[][] = [\n${lines('[', ']', '  ')}\n];\n`;
    case 'java':
      return `class TestData {\n    static final int[][] ${name} = {\n${lines('{', '}', '        ')}\n    };\n}\n`;
    case 'go':
      return `var ${name.toLowerCase()} = [][]int{\n${lines('{', '}', '\t')}\n}\n`;
    default:
      return `INSERT INTO ${name.toLowerCase()} VALUES\n${lines('(', ')', '  ', ';')}\n`;
  }
}
