import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import {
  CONTACT_FORM_TEXTS as F,
  CONTACT,
  CONTACT_MESSAGES,
  MARKETING_TEXTS,
  contactRequestSchema,
  type ContactRequest,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';

const empty: ContactRequest = { name: '', email: '', subject: '', message: '' };

/** The contact form (accounts §5): all four fields required, live counters on subject and message. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest, unknown, z.output<typeof contactRequestSchema>>({
    resolver: zodResolver(contactRequestSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const [subject = '', message = ''] = useWatch({ control, name: ['subject', 'message'] });

  const onSubmit = handleSubmit(async (data) => {
    try {
      await sendContactMessage(data);
      toast.success(CONTACT_MESSAGES.sentTitle, CONTACT_MESSAGES.sentDescription);
      reset(empty);
    } catch (error) {
      // the server's text when it gave one (accounts §8), otherwise the spec's fallback: also when the
      // network failed (no server text at all)
      const description =
        error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'NETWORK' && error.message
          ? error.message
          : CONTACT_MESSAGES.failedDescription;
      toast.error(description, CONTACT_MESSAGES.failedTitle);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={F.formLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={F.name} required error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label={F.email} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField
        label={F.subject}
        required
        error={errors.subject?.message}
        counter={{ value: subject.length, max: CONTACT.subjectMax }}
      >
        <Input {...register('subject')} />
      </FormField>
      <FormField
        label={F.message}
        required
        error={errors.message?.message}
        counter={{ value: message.length, max: CONTACT.messageMax }}
      >
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {isSubmitting ? MARKETING_TEXTS.sendingMessage : MARKETING_TEXTS.sendMessage}
        </Button>
      </div>
    </form>
  );
}
