import { describe, expect, it } from 'vitest';
import { MORE_ACTIONS_BUTTON_CLASS } from '@/components/dnd/move-to-menu';
import { cn } from '@/lib/cn';
import { cx } from '@/lib/cx';
import { buttonLook, CHECKBOX_LOOK, EMPTY_STATE_LOOK, FIELD_LOOK } from '@/lib/ui-looks';

const classSet = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();

// the components My Folders renders join their classes with cx; each join is what cn merged it to
describe('the looks joined without tailwind-merge are what cn merged them to', () => {
  it("the cards' more-actions button", () => {
    expect(classSet(MORE_ACTIONS_BUTTON_CLASS)).toEqual(
      classSet(cn(buttonLook({ variant: 'ghost', size: 'icon' }), '-mt-1 -mr-1 size-8')),
    );
  });

  it("the search box, with its callers' widths", () => {
    expect(classSet(cx(FIELD_LOOK, 'h-9 pl-9'))).toEqual(classSet(cn(FIELD_LOOK, 'h-9', 'pl-9')));
    for (const width of ['max-w-md', 'w-full sm:max-w-md'])
      expect(classSet(cx('relative', width))).toEqual(classSet(cn('relative', width)));
  });

  it("the lazy checkbox's stand-in, with the cards' margin", () => {
    expect(classSet(cx(CHECKBOX_LOOK, 'mt-1'))).toEqual(classSet(cn(CHECKBOX_LOOK, 'mt-1')));
  });

  it('the empty state without overrides', () => {
    expect(classSet(EMPTY_STATE_LOOK)).toEqual(classSet(cn(EMPTY_STATE_LOOK)));
  });
});
