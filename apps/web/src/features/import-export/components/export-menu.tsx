import { Download } from 'lucide-react';
import { FOLDER_EXPORT_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { downloadFolderExport, type ExportFormat } from '../api/folder-export';
import { exportFileName } from '../lib/export-file-name';

const FORMATS: ReadonlyArray<{ format: ExportFormat; label: string }> = [
  { format: 'csv', label: FOLDER_EXPORT_TEXTS.csv },
  { format: 'xlsx', label: FOLDER_EXPORT_TEXTS.xlsx },
  { format: 'json', label: FOLDER_EXPORT_TEXTS.json },
];

/** "Export" on a folder: the items as CSV or XLSX, or everything as JSON (files the server writes). */
export function ExportMenu({ folderId, folderName }: { folderId: string; folderName: string }) {
  const save = async (format: ExportFormat) => {
    try {
      await downloadFolderExport(folderId, format, exportFileName(folderName, format));
    } catch (err) {
      toast.error(errorMessage(err, FOLDER_EXPORT_TEXTS.failed));
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden />
          {FOLDER_EXPORT_TEXTS.menu}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {FORMATS.map(({ format, label }) => (
          <DropdownMenuItem key={format} onSelect={() => void save(format)}>
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
