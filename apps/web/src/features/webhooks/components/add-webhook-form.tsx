import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TEXTS as T,
  WEBHOOKS,
  webhookCreateSchema,
  type WebhookCreate,
  type WebhookEvent,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { createWebhook } from '../api/webhooks';

/** An https address and the events it hears; answers the signing secret (shown once by the dialog). */
export function AddWebhookForm({ folderId, onAdded }: { folderId: string; onAdded(secret: string): void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WebhookCreate, unknown, z.output<typeof webhookCreateSchema>>({
    resolver: zodResolver(webhookCreateSchema),
    defaultValues: { url: '', events: ['item.added', 'item.changed'] },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const created = await createWebhook(folderId, body);
      reset();
      onAdded(created.secret);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['url', 'events'])) toast.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField label={T.urlLabel} error={errors.url?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder="https://example.com/hooks/shortlist"
          {...register('url')}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{T.eventsLabel}</legend>
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {WEBHOOKS.events.map((event: WebhookEvent) => {
                const id = `webhook-event-${event}`;
                const checked = field.value.includes(event);
                return (
                  <div key={event} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true ? [...field.value, event] : field.value.filter((e) => e !== event),
                        )
                      }
                    />
                    <Label htmlFor={id}>{WEBHOOK_EVENT_LABELS[event]}</Label>
                  </div>
                );
              })}
            </div>
          )}
        />
        {errors.events && <p className="text-sm text-destructive">{errors.events.message}</p>}
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? T.adding : T.add}
      </Button>
    </form>
  );
}
