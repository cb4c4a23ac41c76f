import { type KeyboardEvent, forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import { COMMENT, COMMENT_TEXTS, type UserRef } from '@shortlist/contracts';
import { Textarea } from '@/components/ui/input';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';
import { insertMention, matchPeople, mentionAt, type MentionQuery } from '../lib/mention-query';

type TextareaProps = Omit<React.ComponentProps<typeof Textarea>, 'value' | 'onChange' | 'ref'>;

/**
 * A comment box that offers people to mention as `@` is typed: a textbox with list autocompletion
 * (aria-autocomplete="list", aria-activedescendant) and a listbox under it. Arrow keys choose, Enter or Tab
 * inserts, Escape closes; a click inserts too. Focus stays in the box throughout.
 */
export const MentionTextarea = forwardRef<
  HTMLTextAreaElement,
  TextareaProps & { value: string; onValueChange(value: string): void; people: readonly UserRef[] }
>(function MentionTextarea({ value, onValueChange, people, onKeyDown, onBlur, ...props }, ref) {
  const inner = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => inner.current!, []);
  const listId = useId();
  const hintId = useId();
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const options = mention ? matchPeople(people, mention.query, COMMENT.pickerMax) : [];
  const open = mention !== null;

  const follow = (text: string, caret: number) => {
    const next = mentionAt(text, caret);
    setMention(next);
    if (next?.query !== mention?.query) setActive(0);
  };

  const choose = (person: UserRef) => {
    const box = inner.current;
    if (!box || !mention || !person.nickname) return;
    const next = insertMention(value, box.selectionStart, mention, person.nickname);
    onValueChange(next.text);
    setMention(null);
    // after React wrote the new value: the caret goes after the inserted mention
    requestAnimationFrame(() => box.setSelectionRange(next.caret, next.caret));
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(options[active] ?? options[0]!);
        return;
      }
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
      return;
    }
    onKeyDown?.(event);
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={inner}
        value={value}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && options.length > 0 ? optionId(active) : undefined}
        aria-describedby={[props['aria-describedby'], hintId].filter(Boolean).join(' ')}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={keyDown}
        onClick={(event) => follow(value, event.currentTarget.selectionStart)}
        onBlur={(event) => {
          setMention(null);
          onBlur?.(event);
        }}
      />
      <span id={hintId} className="sr-only">
        {COMMENT_TEXTS.pickerHint}
      </span>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={COMMENT_TEXTS.pickerLabel}
          className="absolute left-0 z-40 mt-1 max-h-64 w-full max-w-sm overflow-auto rounded-md border bg-background p-1 text-foreground shadow-md"
        >
          {options.length === 0 ? (
            <li
              role="option"
              aria-selected={false}
              aria-disabled
              className="px-2 py-1.5 text-sm text-muted-foreground"
            >
              {COMMENT_TEXTS.pickerEmpty}
            </li>
          ) : (
            options.map((person, i) => (
              <li
                key={person.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: the box keeps focus (and its caret) while the option is chosen
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(person);
                }}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                  i === active && 'bg-accent text-accent-foreground',
                )}
              >
                <UserAvatar user={person} />
                <span className="font-medium">@{person.nickname}</span>
                {person.fullName && <span className="truncate text-muted-foreground">{person.fullName}</span>}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
});
