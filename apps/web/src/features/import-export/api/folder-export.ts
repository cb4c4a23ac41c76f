import { folderExportEndpoints } from '@shortlist/contracts';
import { downloadEndpoint } from '@/lib/download-endpoint';

export type ExportFormat = keyof typeof folderExportEndpoints;

/** Fetches the folder's export and hands it to the browser as a file download. */
export async function downloadFolderExport(folderId: string, format: ExportFormat, fileName: string) {
  const blob = await downloadEndpoint(folderExportEndpoints[format], { params: { id: folderId } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the download; the URL can go once the event loop moves on
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
