import { FolderPlus } from 'lucide-react';
import { TEMPLATE_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { TemplatePicker } from './template-picker';

/** An empty My Folders: start from a template, or blank (one click: the new folder dialog). */
export function TemplatesEmptyState({ onStartBlank }: { onStartBlank(): void }) {
  return (
    <section
      aria-labelledby="templates-empty-title"
      className="grid gap-4 rounded-lg border border-dashed p-6"
    >
      <div className="grid gap-1">
        <h2 id="templates-empty-title" className="text-lg font-semibold">
          {TEMPLATE_TEXTS.emptyTitle}
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{TEMPLATE_TEXTS.emptyHint}</p>
      </div>
      <TemplatePicker />
      <Button variant="outline" className="w-fit" onClick={onStartBlank}>
        <FolderPlus aria-hidden />
        {TEMPLATE_TEXTS.startBlank}
      </Button>
    </section>
  );
}
