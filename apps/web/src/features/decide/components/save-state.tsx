import { Check } from 'lucide-react';
import { DECIDE_TEXTS as T } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import type { AutosaveStatus } from '../hooks/use-autosave';

/**
 * What the last autosave did, quietly: saving, saved (with undo), or not saved (the server's message is in
 * the toast). `saved` names what was saved.
 */
export function SaveState({
  status,
  saved,
  onUndo,
}: {
  status: AutosaveStatus<unknown>;
  saved: string;
  onUndo(): void;
}) {
  return (
    <p role="status" className="flex min-h-8 items-center gap-2 text-xs text-muted-foreground">
      {status.state === 'saving' && T.saving}
      {status.state === 'saved' && (
        <>
          <Check className="size-3.5" aria-hidden />
          {saved}
          <Button size="sm" variant="ghost" className="h-6 px-2" onClick={onUndo}>
            {T.undo}
          </Button>
        </>
      )}
      {status.state === 'refused' && <span className="text-destructive">{T.notSaved}</span>}
    </p>
  );
}
