import { Sparkles } from 'lucide-react';
import { LINK_IMPORT_TEXTS, type FieldSource } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';

/** Where a filled value came from: structured data, page metadata or the model. */
export function SourceBadge({ source }: { source: FieldSource | undefined }) {
  if (!source) return null;
  return (
    <Badge variant="outline" className="w-fit font-normal text-muted-foreground" data-source={source}>
      <Sparkles className="size-3" aria-hidden />
      {LINK_IMPORT_TEXTS.sources[source]}
    </Badge>
  );
}
