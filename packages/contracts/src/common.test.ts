import { describe, expect, it } from 'vitest';
import { stripScripts } from './common';

describe('stripScripts', () => {
  it('removes script elements and stray script tags, then trims', () => {
    expect(stripScripts(' Flat <script>alert(1)</script>by the park ')).toBe('Flat by the park');
    expect(stripScripts('<SCRIPT src="x.js"></SCRIPT>Nice')).toBe('Nice');
    expect(stripScripts('a <script>unterminated')).toBe('a unterminated');
  });

  it('leaves ordinary text alone', () => {
    expect(stripScripts('3 < 5 and <b>bold</b>')).toBe('3 < 5 and <b>bold</b>');
  });
});
