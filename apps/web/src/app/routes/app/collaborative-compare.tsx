import { useParams } from 'react-router';
import { CollaborativeComparePage } from '@/features/compare/components/collaborative-compare-page';

/** /app/folder/:folderId/collaborative-compare (Premium). */
export default function Route() {
  const { folderId = '' } = useParams();
  return <CollaborativeComparePage key={folderId} folderId={folderId} />;
}
