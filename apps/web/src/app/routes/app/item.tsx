import { useParams } from 'react-router';
import { roleAllows } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { CommentThread } from '@/features/comments/components/comment-thread';
import { ItemDecisionCard } from '@/features/decide/components/item-decision-card';
import { useItemView } from '@/features/item-detail/api/get-item-view';
import { ItemDetailPage } from '@/features/item-detail/components/item-detail-page';
import { PriceCard } from '@/features/link-import/components/price-card';
import { useAuth } from '@/lib/auth/auth-context';

/** /app/folder/:folderId/item/:itemId: the item page, with its view and edit modes. */
export default function ItemRoute() {
  const { folderId = '', itemId = '' } = useParams();
  const { user } = useAuth();
  // the same read as the page's (swr shares it): the other cards offer changes only to editors
  const { view } = useItemView(itemId);
  const canEdit = !!view && roleAllows(view.item.myRole, 'edit');
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6">
      <ItemDetailPage
        key={itemId}
        itemId={itemId}
        folderId={folderId}
        folderHref={paths.folder}
        viewerId={user?.id}
        belowNotes={<CommentThread key={`comments-${itemId}`} itemId={itemId} />}
      >
        <PriceCard key={`price-${itemId}`} itemId={itemId} canEdit={canEdit} />
        <ItemDecisionCard key={`decide-${itemId}`} folderId={folderId} itemId={itemId} canEdit={canEdit} />
      </ItemDetailPage>
    </div>
  );
}
