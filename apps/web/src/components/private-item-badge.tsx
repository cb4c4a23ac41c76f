import { EyeOff } from 'lucide-react';
import { PRIVATE_ITEM_TEXTS } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';

/** "Only you can see this item": a private item is only ever shown to its creator. */
export function PrivateItemBadge() {
  return (
    <Badge variant="outline" className="w-fit gap-1">
      <EyeOff className="size-3" aria-hidden />
      {PRIVATE_ITEM_TEXTS.badge}
    </Badge>
  );
}
