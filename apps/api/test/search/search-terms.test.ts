import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../src/modules/search/search-terms.js';

describe('searchTerms', () => {
  it('lower-cases and trims the term and builds its LIKE patterns', () => {
    expect(searchTerms('  Kettle Bell ')).toEqual({
      text: 'kettle bell',
      prefix: 'kettle bell%',
      wordPrefix: '% kettle bell%',
      contains: '%kettle bell%',
      short: false,
      id: null,
    });
  });

  it('takes %, _ and backslash literally', () => {
    expect(searchTerms('50%_a\\b').contains).toBe('%50\\%\\_a\\\\b%');
  });

  it('marks one- and two-character terms short (no trigram inside them)', () => {
    expect(searchTerms('jo').short).toBe(true);
    expect(searchTerms('joe').short).toBe(false);
  });

  it('reads a whole number as an id, nothing else', () => {
    expect(searchTerms('0042').id).toBe(42);
    expect(searchTerms('42a').id).toBeNull();
    expect(searchTerms('0').id).toBeNull();
    expect(searchTerms('1234567890123456').id).toBeNull();
  });
});
