import { useState } from 'react';
import {
  COMMENT_TEXTS,
  type Comment,
  type CommentWritten,
  TOAST_TITLES,
  type UndeliveredMention,
} from '@shortlist/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useComments } from '../api/get-comments';
import { useMentionable } from '../api/get-mentionable';
import { useDeleteComment } from '../api/delete-comment';
import { usePostComment } from '../api/post-comment';
import { useUpdateComment } from '../api/update-comment';
import { CommentEntry } from './comment-entry';
import { CommentForm } from './comment-form';

/**
 * An item's comment thread, under the notes: the comments oldest first, then the box to write one
 * (raters and up; viewers read and are told why they cannot write). After posting, mentions that reached
 * nobody are said under the box.
 */
export function CommentThread({ itemId }: { itemId: string }) {
  const { data, error, isLoading } = useComments(itemId);
  const canComment = data?.canComment ?? false;
  const people = useMentionable(itemId, canComment).data?.people ?? [];
  const post = usePostComment();
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const [undelivered, setUndelivered] = useState<UndeliveredMention[]>([]);
  const [deleting, setDeleting] = useState<Comment | null>(null);

  const written = (result: CommentWritten, message: string) => {
    setUndelivered(result.undeliveredMentions);
    toast.success(message);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{COMMENT_TEXTS.heading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? (
          <p className="text-sm text-muted-foreground">{COMMENT_TEXTS.loading}</p>
        ) : error || !data ? (
          <p role="alert" className="text-sm text-destructive">
            {COMMENT_TEXTS.loadError}
          </p>
        ) : (
          <>
            {data.comments.length === 0 ? (
              <p className="text-sm text-muted-foreground">{COMMENT_TEXTS.empty}</p>
            ) : (
              <ul className="divide-y" aria-label={COMMENT_TEXTS.heading}>
                {data.comments.map((comment) => (
                  <CommentEntry
                    key={comment.id}
                    comment={comment}
                    people={people}
                    onEdit={async (text) =>
                      written(await update(itemId, comment.id, text), COMMENT_TEXTS.updated)
                    }
                    onDelete={() => setDeleting(comment)}
                  />
                ))}
              </ul>
            )}
            {canComment ? (
              <CommentForm
                people={people}
                submitLabel={COMMENT_TEXTS.post}
                busyLabel={COMMENT_TEXTS.posting}
                onSubmit={async (text) => written(await post(itemId, text), COMMENT_TEXTS.posted)}
              />
            ) : (
              <p className="text-sm text-muted-foreground">{COMMENT_TEXTS.viewerHint}</p>
            )}
            <div role="status">
              {undelivered.length > 0 && (
                <ul className="grid gap-1 text-sm text-amber-700 dark:text-amber-400">
                  {undelivered.map((miss) => (
                    <li key={miss.nickname}>{COMMENT_TEXTS.notDelivered[miss.reason](miss.nickname)}</li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={COMMENT_TEXTS.deleteTitle}
        description={COMMENT_TEXTS.deleteDescription}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove(itemId, deleting.id);
            toast.success(COMMENT_TEXTS.deleted);
            setDeleting(null);
          } catch (err) {
            toast.error(errorMessage(err), TOAST_TITLES.error);
          }
        }}
      />
    </Card>
  );
}
