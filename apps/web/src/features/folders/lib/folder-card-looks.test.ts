import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';
import { buttonLook, BADGE_LOOK } from '@/lib/ui-looks';
import {
  folderCardClass,
  OPEN_BUTTON_CLASS,
  rootDropZoneClass,
  SHARE_BUTTON_CLASS,
  SHARED_BADGE_CLASS,
} from './folder-card-looks';

const classSet = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();

describe("a folder card's written-out classes are what cn merged them to", () => {
  it('the card in every state (dragged, under a dragged entity, selected)', () => {
    for (const isDragging of [false, true])
      for (const isOver of [false, true])
        for (const selected of [false, true])
          expect(classSet(folderCardClass({ isDragging, isOver, selected }))).toEqual(
            classSet(
              cn(
                'flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs transition-colors',
                isDragging && 'opacity-50',
                isOver && 'border-primary bg-accent ring-2 ring-primary',
                selected && 'border-primary',
              ),
            ),
          );
  });

  it('its two buttons, its badge and the top-level drop zone', () => {
    expect(classSet(OPEN_BUTTON_CLASS)).toEqual(classSet(cn(buttonLook({ size: 'sm' }), 'flex-1')));
    expect(classSet(SHARE_BUTTON_CLASS)).toEqual(
      classSet(cn(buttonLook({ variant: 'outline', size: 'sm' }), 'flex-1')),
    );
    expect(classSet(SHARED_BADGE_CLASS)).toEqual(classSet(cn(BADGE_LOOK.base, BADGE_LOOK.variants.accent)));
    for (const isOver of [false, true])
      expect(classSet(rootDropZoneClass(isOver))).toEqual(
        classSet(
          cn(
            'flex items-center justify-center gap-2 rounded-lg border-2 border-dashed p-4 text-sm text-muted-foreground',
            isOver && 'border-primary bg-accent text-accent-foreground',
          ),
        ),
      );
  });
});
