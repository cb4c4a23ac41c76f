import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
});

export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database reachability (503 when the database is not reachable)',
    tag: 'system',
    auth: false,
    response: healthResponseSchema,
  }),
  devMailbox: defineEndpoint({
    method: 'get',
    path: '/api/dev/mailbox',
    summary: 'Messages the dev outbox has sent (not available in production)',
    tag: 'system',
    auth: false,
    response: z.object({ messages: z.array(devMailSchema) }),
  }),
};
