import { Download } from 'lucide-react';
import { TWO_FACTOR_TEXTS as T } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { downloadRecoveryCodes } from '../lib/recovery-file';

/** The recovery codes, shown once: to download or write down. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{T.recoveryDescription}</p>
      <ol
        aria-label={T.recoveryTitle}
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <DialogFooter>
        <Button variant="outline" onClick={() => downloadRecoveryCodes(codes)}>
          <Download aria-hidden />
          {T.download}
        </Button>
        <Button onClick={onDone}>{T.recoverySaved}</Button>
      </DialogFooter>
    </div>
  );
}
