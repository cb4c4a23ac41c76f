import { FolderLayout } from './folder/folder-layout';

/** The frame around /app/folder/:folderId and its tabs (/table, /compare, /decide, /activity). */
export default function Route() {
  return <FolderLayout />;
}
