import { commentSegments } from '@shortlist/contracts';

/**
 * A comment as typed: line breaks kept (pre-wrap), http(s) addresses as links that open in a new tab and tell
 * search engines nothing, mentions highlighted. Every piece is a text node or an element built here: nothing in
 * the text is ever read as HTML.
 */
export function CommentText({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {commentSegments(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <a
            key={i}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-primary underline underline-offset-2 break-all"
          >
            {segment.text}
          </a>
        ) : segment.kind === 'mention' ? (
          <span key={i} className="font-medium text-primary">
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
