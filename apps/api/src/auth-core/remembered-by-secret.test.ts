import { describe, expect, it, vi } from 'vitest';
import { rememberedBySecret } from './remembered-by-secret';

describe('rememberedBySecret', () => {
  it('derives once per secret and input, keeps no failure, and forgets the oldest past its bound', () => {
    const remember = rememberedBySecret<string>(2);
    const derive = vi.fn((value: string | undefined) => value);
    expect(remember('s1', 'a', () => derive('A'))).toBe('A');
    expect(remember('s1', 'a', () => derive('other'))).toBe('A');
    expect(remember('s2', 'a', () => derive('A2'))).toBe('A2');
    expect(remember('s1', 'bad', () => derive(undefined))).toBeUndefined();
    expect(remember('s1', 'bad', () => derive('now good'))).toBe('now good');
    // s1 holds 'a' and 'bad' (its bound); 'c' pushes out 'a', the oldest
    expect(remember('s1', 'c', () => derive('C'))).toBe('C');
    expect(remember('s1', 'a', () => derive('A again'))).toBe('A again');
    expect(derive).toHaveBeenCalledTimes(6);
  });
});
