import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { COMMENT, COMMENT_TEXTS, TOAST_TITLES, commentInputSchema, type UserRef } from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { MentionTextarea } from './mention-textarea';

type Schema = typeof commentInputSchema;

/**
 * Writes or edits a comment: react-hook-form over the contract's schema (empty and over-long comments get the
 * contract's messages), the mention picker in the box. When `onSubmit` throws, the text stays.
 */
export function CommentForm({
  people,
  initialText = '',
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  people: readonly UserRef[];
  initialText?: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit(text: string): Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(commentInputSchema),
    defaultValues: { text: initialText },
  });
  const {
    field: { ref: textRef, name: textName, value: textValue, onChange: setText, onBlur: textBlurred },
  } = useController({ control: form.control, name: 'text' });
  const text = textValue ?? '';
  const submit = form.handleSubmit(async ({ text: value }) => {
    try {
      await onSubmit(value);
      if (!onCancel) form.reset({ text: '' });
    } catch (err) {
      // the text stays for another try; a refusal no field shows (rate limit, role) is toasted
      if (!setServerFieldErrors(err, form.setError, ['text']))
        toast.error(errorMessage(err), TOAST_TITLES.error);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <FormField
        label={COMMENT_TEXTS.label}
        error={form.formState.errors.text?.message}
        counter={{ value: text.length, max: COMMENT.textMax }}
      >
        <MentionTextarea
          ref={textRef}
          name={textName}
          value={text}
          onValueChange={setText}
          onBlur={textBlurred}
          people={people}
          placeholder={COMMENT_TEXTS.placeholder}
          autoFocus={autoFocus}
          onKeyDown={(event) => {
            // Ctrl/Cmd + Enter sends, as in most comment boxes; Enter alone is a new line
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={busy}>
            {COMMENT_TEXTS.cancel}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
