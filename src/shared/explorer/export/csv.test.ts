import { describe, expect, it } from 'vitest';

import { csvField, toCsv, UTF8_BOM } from './csv';

describe('toCsv', () => {
  it('writes a header and records, each ending in CRLF', () => {
    expect(
      toCsv(
        ['id', 'score'],
        [
          ['a', 1],
          ['b', 2.5],
        ],
      ),
    ).toBe('id,score\r\na,1\r\nb,2.5\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['id'], [])).toBe('id\r\n');
  });

  it('quotes fields holding a comma, a quote, CR or LF, and doubles quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('"')).toBe('""""');
  });

  it('writes null and undefined as empty fields, numbers and booleans as they print', () => {
    expect(toCsv(['a', 'b', 'c', 'd', 'e'], [[null, undefined, 0, -12.5, false]])).toBe(
      'a,b,c,d,e\r\n,,0,-12.5,false\r\n',
    );
  });

  it('writes objects and arrays as JSON text, quoted', () => {
    expect(csvField({ choice: 'B', notes: ['x', 'y'] })).toBe('"{""choice"":""B"",""notes"":[""x"",""y""]}"');
    expect(csvField([1, 2])).toBe('"[1,2]"');
    expect(csvField({})).toBe('{}');
  });

  it('writes a Date as its ISO instant', () => {
    expect(csvField(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1', "'+1"],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
  ])('neutralises formula text %j', (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });

  it('neutralises a formula that also needs quotes, prefix inside the quotes', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('\rhidden')).toBe('"\'\rhidden"');
  });

  it('leaves numbers alone: negative numbers are not text', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('prepends a UTF-8 BOM on request, once', () => {
    const csv = toCsv(['name'], [['Zoë']], { bom: true });
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('name\r\nZoë\r\n');
    expect(toCsv(['name'], [])).not.toContain(UTF8_BOM);
  });
});
