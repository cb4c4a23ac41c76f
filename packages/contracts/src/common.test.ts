import { describe, expect, it } from 'vitest';
import { findControlCharacters, nestedDeeperThan, optionalText, requiredText, stripScripts } from './common';
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

  it('are found in the order a depth-first walk meets them, the first one only', () => {
    expect(findControlCharacters({ a: { b: ['ok', 'x\u0001'] }, c: '\u0002' })).toBe('a.b.1');
    expect(findControlCharacters([{ ['\u0003']: 'x\u0004' }])).toBe('0.\u0003');
    expect(findControlCharacters({ a: [], b: {}, c: [null, 2, true] })).toBeUndefined();
  });

  it('are found in a body nested far deeper than a call stack goes', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? { a: deep } : [deep];
    const found = findControlCharacters(deep);
    expect(found?.split('.')).toHaveLength(100_000);
    expect(found?.startsWith('a.0.a.0')).toBe(true);
  });
});

describe('nestedDeeperThan', () => {
  it('counts objects and arrays inside one another, not values', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({}, 1)).toBe(false);
    expect(nestedDeeperThan({ a: [] }, 1)).toBe(true);
    expect(nestedDeeperThan({ a: [], b: { c: 1 }, d: [1, 'x', null] }, 2)).toBe(false);
    expect(nestedDeeperThan({ wide: Array.from({ length: 1000 }, () => ({ x: 1 })) }, 3)).toBe(false);
  });

  it('answers for a body nested far deeper than a call stack goes', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? { a: deep } : [deep];
    expect(nestedDeeperThan(deep, 32)).toBe(true);
    expect(nestedDeeperThan(deep, 100_000)).toBe(false);
  });
});
