import { useState } from 'react';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { NEXT_STEP_TEXTS, TOAST_TITLES } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCalendarFeed } from '../api/calendar-feed';

/** The calendar feed's settings: create the secret address, copy it, reset it (the old one stops), turn it off. */
export function CalendarFeedCard() {
  const { data, reset, turnOff } = useCalendarFeed();
  const [confirmReset, setConfirmReset] = useState(false);
  const url = data?.url ?? null;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err), TOAST_TITLES.error);
    }
  };
  const copy = () => run(() => navigator.clipboard.writeText(url ?? ''), NEXT_STEP_TEXTS.feedCopied);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarPlus className="size-5" aria-hidden />
          {NEXT_STEP_TEXTS.calendarFeed}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">{NEXT_STEP_TEXTS.calendarFeedIntro}</p>
        {data && !url && (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm">{NEXT_STEP_TEXTS.calendarFeedOff}</span>
            <Button onClick={() => void run(reset, NEXT_STEP_TEXTS.feedAddress)}>
              {NEXT_STEP_TEXTS.turnOnFeed}
            </Button>
          </div>
        )}
        {url && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="calendar-feed-url">{NEXT_STEP_TEXTS.feedAddress}</Label>
              <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <p className="text-xs text-muted-foreground">{NEXT_STEP_TEXTS.feedRefresh}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden />
                {NEXT_STEP_TEXTS.copyFeed}
              </Button>
              <Button variant="outline" onClick={() => setConfirmReset(true)}>
                <RefreshCw aria-hidden />
                {NEXT_STEP_TEXTS.resetFeed}
              </Button>
              <Button variant="ghost" onClick={() => void run(turnOff, NEXT_STEP_TEXTS.feedTurnedOff)}>
                {NEXT_STEP_TEXTS.turnOffFeed}
              </Button>
            </div>
          </>
        )}
        <ConfirmDialog
          open={confirmReset}
          onOpenChange={setConfirmReset}
          title={NEXT_STEP_TEXTS.resetFeedTitle}
          description={NEXT_STEP_TEXTS.resetFeedDescription}
          confirmLabel={NEXT_STEP_TEXTS.resetFeed}
          busyLabel={NEXT_STEP_TEXTS.saving}
          confirmVariant="primary"
          onConfirm={async () => {
            await run(reset, NEXT_STEP_TEXTS.feedReset);
          }}
        />
      </CardContent>
    </Card>
  );
}
