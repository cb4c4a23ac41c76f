import { describe, expect, it, vi } from 'vitest';
import { bookmarkletCode } from './bookmarklet';

describe('the bookmarklet', () => {
  it('opens this app’s Capture screen for the current page in a small window', () => {
    const code = bookmarkletCode('https://shortlist.example');
    expect(code.startsWith('javascript:')).toBe(true);
    const open = vi.fn();
    // run it as a browser would, on a page with an awkward title and address
    new Function('window', 'location', 'document', code.slice('javascript:'.length))(
      { open },
      { href: 'https://shop.example/a?b=1&c=2#x' },
      { title: 'A & B "chair"' },
    );
    expect(open).toHaveBeenCalledWith(
      `https://shortlist.example/capture?url=${encodeURIComponent('https://shop.example/a?b=1&c=2#x')}&title=${encodeURIComponent('A & B "chair"')}`,
      'shortlist-capture',
      'width=480,height=720,resizable=yes,scrollbars=yes',
    );
  });
});
