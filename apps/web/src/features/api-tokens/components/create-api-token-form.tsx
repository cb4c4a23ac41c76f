import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_TOKEN_TEXTS as T,
  API_TOKENS,
  apiTokenCreateSchema,
  type ApiTokenCreate,
  type ApiTokenCreated,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { createApiToken } from '../api/api-tokens';

const NEVER = 'never';
const scopeOptions = API_TOKENS.scopes.map((scope) => ({ value: scope, label: T.scopeLabels[scope] }));
const expiryOptions = [
  ...API_TOKENS.expiryDays.map((days) => ({ value: String(days), label: T.expiryOption(days) })),
  { value: NEVER, label: T.noExpiry },
];

/** Name, access and expiry of a new token; answers the created token (shown once by the card). */
export function CreateApiTokenForm({ onCreated }: { onCreated(created: ApiTokenCreated): void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ApiTokenCreate, unknown, z.output<typeof apiTokenCreateSchema>>({
    resolver: zodResolver(apiTokenCreateSchema),
    defaultValues: { name: '', scope: 'read', expiresInDays: 90 },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const created = await createApiToken(body);
      toast.success(T.createdToast);
      reset();
      onCreated(created);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['name', 'scope', 'expiresInDays']))
        toast.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
      <FormField label={T.nameLabel} error={errors.name?.message}>
        <Input placeholder={T.namePlaceholder} maxLength={API_TOKENS.nameMax} {...register('name')} />
      </FormField>
      <Controller
        control={control}
        name="scope"
        render={({ field }) => (
          <FormField label={T.scopeLabel} error={errors.scope?.message}>
            <Select
              value={field.value}
              onValueChange={field.onChange}
              options={scopeOptions}
              className="sm:w-40"
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="expiresInDays"
        render={({ field }) => (
          <FormField label={T.expiryLabel} error={errors.expiresInDays?.message}>
            <Select
              value={field.value === null ? NEVER : String(field.value)}
              onValueChange={(value) => field.onChange(value === NEVER ? null : Number(value))}
              options={expiryOptions}
              className="sm:w-36"
            />
          </FormField>
        )}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? T.creating : T.create}
      </Button>
    </form>
  );
}
