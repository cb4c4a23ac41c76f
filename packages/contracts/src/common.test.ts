import { describe, expect, it } from 'vitest';
import { findControlCharacters, optionalText, requiredText, stripScripts } from './common';
import { SERVICE_TEXTS } from './messages/hardening';

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

describe('control characters', () => {
  it('are refused by the text schemas with a field message, tabs and line breaks kept', () => {
    const name = requiredText(10, 'required', 'too long');
    const result = name.safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SERVICE_TEXTS.controlCharacters);
    expect(optionalText(10, 'too long').safeParse('\u001b[0m').success).toBe(false);
    expect(optionalText(20, 'too long').parse('one\ttwo\r\nthree')).toBe('one\ttwo\r\nthree');
  });

  it('are found anywhere in a request, keys included, by dotted path', () => {
    expect(findControlCharacters({ a: [{ b: 'ok' }, { b: 'x\u007f' }] })).toBe('a.1.b');
    expect(findControlCharacters({ values: { ['k\u0000']: 'v' } })).toBe('values.k\u0000');
    expect(findControlCharacters('\u0000')).toBe('');
    expect(findControlCharacters({ a: 'line\nbreak', n: 1, z: null })).toBeUndefined();
  });
});
