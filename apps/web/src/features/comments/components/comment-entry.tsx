import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { COMMENT_TEXTS, type Comment, type UserRef } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatDate } from '@/lib/format';
import { CommentForm } from './comment-form';
import { CommentText } from './comment-text';

/**
 * One comment of the thread: author (by full name, as everywhere, with the @nickname a mention types), date,
 * text; Edit and Delete when the server says the caller may.
 */
export function CommentEntry({
  comment,
  people,
  onEdit,
  onDelete,
}: {
  comment: Comment;
  people: readonly UserRef[];
  onEdit(text: string): Promise<void>;
  onDelete(): void;
}) {
  const [editing, setEditing] = useState(false);
  const author = comment.author;
  const name = author?.fullName || author?.nickname || COMMENT_TEXTS.unknownAuthor;
  return (
    <li className="grid gap-1.5 py-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <UserAvatar user={comment.author} />
        <span className="font-medium">{name}</span>
        {author?.nickname && <span className="text-muted-foreground">@{author.nickname}</span>}
        <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
          {formatDate(comment.createdAt)}
        </time>
        {comment.edited && (
          <span className="text-xs text-muted-foreground">({COMMENT_TEXTS.editedMark})</span>
        )}
        <span className="ml-auto flex gap-1">
          {comment.canEdit && !editing && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={COMMENT_TEXTS.editLabel(name)}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden />
              <span className="hidden sm:inline">{COMMENT_TEXTS.edit}</span>
            </Button>
          )}
          {comment.canDelete && !editing && (
            <Button variant="ghost" size="sm" aria-label={COMMENT_TEXTS.deleteLabel(name)} onClick={onDelete}>
              <Trash2 aria-hidden />
              <span className="hidden sm:inline">{COMMENT_TEXTS.delete}</span>
            </Button>
          )}
        </span>
      </div>
      {editing ? (
        <CommentForm
          people={people}
          initialText={comment.text}
          submitLabel={COMMENT_TEXTS.save}
          busyLabel={COMMENT_TEXTS.saving}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            await onEdit(text);
            setEditing(false);
          }}
        />
      ) : (
        <CommentText text={comment.text} />
      )}
    </li>
  );
}
