import { useCallback } from 'react';
import { decideEndpoints, itemDetailEndpoints, type ItemStatus } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import type { CellValue } from '../lib/cells';
import type { TableColumn, TableRow } from '../lib/table-model';

/**
 * Saves one cell through the endpoint the item page and the Decide tab use for it: the item's save for its price
 * and attribute values, the rating's own endpoint, the status's. Then the folder's reads and the item's page
 * revalidate; it throws the server's refusal (ApiError) for the caller to roll back with.
 */
export function useSaveCell(folderId: string) {
  const revalidate = useRevalidate();
  return useCallback(
    async (row: TableRow, column: TableColumn, value: CellValue) => {
      const params = { id: row.id };
      switch (column.kind) {
        case 'price':
          await callEndpoint(itemDetailEndpoints.save, {
            params,
            body: { changes: { fields: { priceCents: value as number | null } } },
          });
          break;
        case 'attribute': {
          const attribute = row.attributes[column.attributeName!];
          if (!attribute) return;
          await callEndpoint(itemDetailEndpoints.save, {
            params,
            body: { changes: { attributeValues: { [attribute.categoryAttributeId]: String(value ?? '') } } },
          });
          break;
        }
        case 'myRating':
          if (value === null) await callEndpoint(itemDetailEndpoints.clearRating, { params });
          else
            await callEndpoint(itemDetailEndpoints.setRating, { params, body: { rating: value as number } });
          break;
        case 'status':
          await callEndpoint(decideEndpoints.setStatus, {
            params,
            body: { status: value as ItemStatus, reason: null },
          });
          break;
        default:
          return;
      }
      await revalidate(`/api/folders/${folderId}`, `/api/items/${row.id}`);
    },
    [folderId, revalidate],
  );
}
