import { describe, expect, it } from 'vitest';

import { uuidOf } from '../testing/fixtures';
import { RowIdTable } from './row-ids';

describe('RowIdTable', () => {
  it('numbers new ids in arrival order and finds known ones, past its first capacity', () => {
    const table = new RowIdTable(2);
    const ids = Array.from({ length: 5000 }, (_, n) => (n % 2 === 0 ? crypto.randomUUID() : uuidOf(n)));
    ids.forEach((id, row) => expect(table.findOrAdd(id, 0)).toEqual({ row, added: true }));
    expect(table.size).toBe(5000);
    ids.forEach((id, row) => expect(table.find(id, 0)).toBe(row));
    expect(table.findOrAdd(ids[1234] as string, 0)).toEqual({ row: 1234, added: false });
    expect(table.find(uuidOf(10_000), 0)).toBeUndefined();
  });

  it('gives ids back lower-case and treats upper-case as the same id', () => {
    const table = new RowIdTable();
    table.findOrAdd('0B5C1A52-8F3E-4D7A-9C21-6E4F2A1B3C4D', 0);
    expect(table.idOf(0)).toBe('0b5c1a52-8f3e-4d7a-9c21-6e4f2a1b3c4d');
    expect(table.find('0b5c1a52-8f3e-4d7a-9c21-6e4f2a1b3c4d', 0)).toBe(0);
    table.findOrAdd(uuidOf(7), 0);
    expect(table.idOf(1)).toBe('00000000-0000-4000-8000-000000000007');
  });

  it('orders rows as their ids compare as strings', () => {
    const ids = ['ffffffff-0000-4000-8000-000000000000', uuidOf(2), uuidOf(10), '80000000-0000-4000-8000-000000000001'];
    const table = new RowIdTable();
    ids.forEach((id) => table.findOrAdd(id, 0));
    for (let a = 0; a < ids.length; a++)
      for (let b = 0; b < ids.length; b++) {
        const [idA, idB] = [ids[a] as string, ids[b] as string];
        expect(Math.sign(table.compare(a, b))).toBe(idA === idB ? 0 : idA < idB ? -1 : 1);
      }
  });

  it('keeps the same id in two spaces (sources) as two rows, also once rebuilt', () => {
    const table = new RowIdTable();
    expect(table.findOrAdd(uuidOf(1), 0)).toEqual({ row: 0, added: true });
    expect(table.findOrAdd(uuidOf(1), 1)).toEqual({ row: 1, added: true });
    expect([table.find(uuidOf(1), 0), table.find(uuidOf(1), 1), table.find(uuidOf(1), 2)]).toEqual([0, 1, undefined]);
    const copy = RowIdTable.fromWords(table.toWords(), Uint8Array.of(0, 1));
    expect([copy.find(uuidOf(1), 0), copy.find(uuidOf(1), 1)]).toEqual([0, 1]);
  });

  it('rejects an id that is not a UUID instead of storing something else', () => {
    const table = new RowIdTable();
    expect(() => table.findOrAdd('row-1', 0)).toThrow('Row id "row-1" is not a UUID.');
    expect(table.find('row-1', 0)).toBeUndefined();
    expect(table.size).toBe(0);
  });

  it('is rebuilt from its words with the same rows and keeps growing', () => {
    const table = new RowIdTable();
    [3, 1, 2].forEach((n) => table.findOrAdd(uuidOf(n), 0));
    const copy = RowIdTable.fromWords(table.toWords(), new Uint8Array(3));
    expect([0, 1, 2].map((row) => copy.idOf(row))).toEqual([uuidOf(3), uuidOf(1), uuidOf(2)]);
    expect(copy.find(uuidOf(2), 0)).toBe(2);
    expect(copy.findOrAdd(uuidOf(4), 0)).toEqual({ row: 3, added: true });
  });
});
