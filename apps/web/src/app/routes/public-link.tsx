import { useParams } from 'react-router';
import { PublicFolderPage } from '@/features/public-links/components/public-folder-page';

/** /s/:token: a folder's public read-only page, no sign-in needed. */
export default function Route() {
  const { token = '' } = useParams();
  return <PublicFolderPage token={token} />;
}
