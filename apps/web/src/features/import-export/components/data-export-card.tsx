import { useState } from 'react';
import { DATA_EXPORT_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDataExport, useRequestDataExport } from '../api/data-export';

/** "Download my data" on the profile: ask for the archive, see it being built, download it once. */
export function DataExportCard() {
  const status = useDataExport();
  const request = useRequestDataExport();
  const [asking, setAsking] = useState(false);
  const current = status.data?.export ?? null;
  const ask = async () => {
    setAsking(true);
    try {
      await status.mutate(await request(), { revalidate: false });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setAsking(false);
    }
  };
  const line =
    current?.state === 'pending'
      ? DATA_EXPORT_TEXTS.pending
      : current?.state === 'ready' && current.expiresAt
        ? DATA_EXPORT_TEXTS.ready(new Date(current.expiresAt).toLocaleString())
        : current?.state === 'downloaded'
          ? DATA_EXPORT_TEXTS.downloaded
          : current?.state === 'expired'
            ? DATA_EXPORT_TEXTS.expired
            : current?.state === 'failed'
              ? DATA_EXPORT_TEXTS.failed
              : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{DATA_EXPORT_TEXTS.title}</CardTitle>
        <CardDescription>{DATA_EXPORT_TEXTS.intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {line && (
          <p role="status" className="text-sm">
            {line}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {current?.state === 'ready' && current.downloadUrl && (
            <Button asChild>
              {/* the signed link is the credential; the browser downloads it as any file */}
              <a href={current.downloadUrl} download>
                {DATA_EXPORT_TEXTS.download}
              </a>
            </Button>
          )}
          {current?.state !== 'pending' && current?.state !== 'ready' && (
            <Button variant="outline" onClick={() => void ask()} disabled={asking}>
              {asking ? DATA_EXPORT_TEXTS.requesting : DATA_EXPORT_TEXTS.request}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
