import { useParams } from 'react-router';
import { FolderTablePage } from '@/features/folder-table/components/folder-table-page';

/** /app/folder/:folderId/table: every item of the folder as a row, sortable and editable in place. */
export default function Route() {
  const { folderId = '' } = useParams();
  return <FolderTablePage folderId={folderId} />;
}
