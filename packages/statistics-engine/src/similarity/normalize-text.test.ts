import { describe, expect, it } from 'vitest';

import { normalizeText } from './normalize-text';

const words = (text: string) => normalizeText(text).map((token) => token.text);

describe('normalizeText', () => {
  it('keeps the content words, lower-cased, without punctuation or stop words', () => {
    expect(words('I would apologise to the Customer, and explain the REFUND timeline!')).toEqual([
      'apologise',
      'customer',
      'explain',
      'refund',
      'timeline',
    ]);
  });

  it('gives a copy that changed only case, punctuation, spacing and small words the same words', () => {
    const original = 'The main trade-off is latency against consistency.';
    const copy = '  the MAIN trade off:   latency against consistency!!! ';
    expect(words(copy)).toEqual(words(original));
    expect(words('Main trade-off: latency versus consistency')).not.toEqual(words(original));
  });

  it('drops the German, Spanish and French small words too', () => {
    expect(words('Ich würde zuerst die Ursache prüfen und dann den Kunden informieren.')).toEqual([
      'ursache',
      'prüfen',
      'kunden',
      'informieren',
    ]);
    expect(words('Primero revisaría el historial del pedido y luego respondería al cliente.')).toEqual([
      'primero',
      'revisaría',
      'historial',
      'pedido',
      'respondería',
      'cliente',
    ]);
    // Elided articles ("l'", "d'") are one-letter words.
    expect(words("Je vérifierais l'historique d'abord.")).toEqual(['vérifierais', 'historique', 'abord']);
  });

  it('folds Unicode: compatibility forms and case beyond ASCII', () => {
    expect(words('ＦＵＬＬ width ﬁnance ÉCOLE Straße')).toEqual(['full', 'width', 'finance', 'école', 'straße']);
    // A decomposed é (e + combining accent) is the same word as the composed one.
    expect(words('cafe\u0301')).toEqual(words('café'));
  });

  it('keeps numbers, and makes each Han or kana character a word', () => {
    expect(words('N+1 queries in 2026')).toEqual(['1', 'queries', '2026']);
    expect(words('先確認原因')).toEqual(['先', '確', '認', '原', '因']);
  });

  it('gives each word its source range', () => {
    const text = 'Hello, WORLD — again.';
    expect(normalizeText(text).map(({ start, end }) => text.slice(start, end))).toEqual(['Hello', 'WORLD', 'again']);
  });

  it('has nothing to say about markup-only or empty text', () => {
    expect(words('')).toEqual([]);
    expect(words('<>{}()!?... -- //')).toEqual([]);
  });
});
