import { useEffect, useRef } from 'react';
import { Bookmark } from 'lucide-react';
import { CAPTURE_TEXTS } from '@shortlist/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { bookmarkletCode } from '@/features/capture/lib/bookmarklet';

/**
 * "Capture from any page" on the profile: a link to drag to the bookmarks bar, and how to capture on
 * a phone (install the app, then share to it).
 */
export function BookmarkletCard() {
  const link = useRef<HTMLAnchorElement>(null);
  // React refuses javascript: URLs in props; this one is ours, set on the element after mount
  useEffect(() => {
    link.current?.setAttribute('href', bookmarkletCode(window.location.origin));
  }, []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{CAPTURE_TEXTS.bookmarkletTitle}</CardTitle>
        <CardDescription>{CAPTURE_TEXTS.bookmarkletHint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <a
          ref={link}
          draggable
          // dragging is the use: a click on this page itself does nothing
          onClick={(event) => event.preventDefault()}
          className="inline-flex w-fit cursor-grab items-center gap-2 rounded-md border border-dashed border-primary px-4 py-2 text-sm font-medium text-primary"
        >
          <Bookmark className="size-4" aria-hidden />
          {CAPTURE_TEXTS.bookmarkletLabel}
        </a>
        <p className="text-sm text-muted-foreground">{CAPTURE_TEXTS.bookmarkletPhone}</p>
      </CardContent>
    </Card>
  );
}
