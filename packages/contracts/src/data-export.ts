import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idSchema, isoDate } from './common';

export const DATA_EXPORT_STATES = ['pending', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** The person's latest archive; `downloadUrl` only while it is ready. */
export const dataExportStatusSchema = z.object({
  export: z
    .object({
      id: idSchema,
      state: z.enum(DATA_EXPORT_STATES),
      requestedAt: isoDate,
      readyAt: isoDate.nullable(),
      expiresAt: isoDate.nullable(),
      downloadUrl: z.string().nullable(),
    })
    .nullable(),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const dataExportDownloadParamsSchema = z.object({ id: idSchema });
export const dataExportDownloadQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});

export const dataExportEndpoints = {
  status: defineEndpoint({
    method: 'get',
    path: '/api/account/data-export',
    summary: 'My latest "Download my data" archive and its state',
    tag: 'account',
    auth: true,
    response: dataExportStatusSchema,
  }),
  request: defineEndpoint({
    method: 'post',
    path: '/api/account/data-export',
    summary:
      'Ask for an archive of everything I own; built in the background, announced by notification and e-mail',
    tag: 'account',
    auth: true,
    status: 202,
    response: dataExportStatusSchema,
  }),
  download: defineEndpoint({
    method: 'get',
    path: '/api/data-export/:id/download',
    summary: 'The archive, through its signed link: once, within DATA_EXPORT.linkValidHours hours',
    tag: 'account',
    auth: false,
    params: dataExportDownloadParamsSchema,
    query: dataExportDownloadQuerySchema,
    responseContentType: 'application/zip',
  }),
} as const;
