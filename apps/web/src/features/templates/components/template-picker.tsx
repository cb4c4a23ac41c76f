import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Car, Briefcase, Home, Luggage, Smartphone, type LucideIcon } from 'lucide-react';
import { FOLDER_TEMPLATES, TEMPLATE_TEXTS, type FolderTemplateId } from '@shortlist/contracts';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { browserCurrency } from '@/lib/money/currency-options';
import { cn } from '@/lib/cn';
import { useStartTemplate } from '../api/start-template';

const ICONS: Record<FolderTemplateId, LucideIcon> = {
  home: Home,
  device: Smartphone,
  trip: Luggage,
  car: Car,
  job: Briefcase,
};

/**
 * The templates, one button each: Start makes the template's category and a folder in the browser's currency,
 * then opens the folder. Given `folderId` (Add Item without a category), only the category is made, for that
 * folder, and `onStarted` is told.
 */
export function TemplatePicker({
  folderId,
  onStarted,
  className,
}: {
  folderId?: string;
  onStarted?(): void;
  className?: string;
}) {
  const startTemplate = useStartTemplate();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<string | null>(null);

  const start = async (templateId: FolderTemplateId) => {
    setStarting(templateId);
    try {
      const started = await startTemplate({
        templateId,
        currency: browserCurrency(),
        ...(folderId ? { folderId } : {}),
      });
      onStarted?.();
      if (!folderId) {
        const template = FOLDER_TEMPLATES.find((t) => t.id === templateId)!;
        toast.success(TEMPLATE_TEXTS.started(template.folderName));
        void navigate(paths.folder(started.folderId));
      }
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setStarting(null);
    }
  };

  return (
    <ul
      className={cn('grid gap-2 sm:grid-cols-2 lg:grid-cols-3', className)}
      aria-label={TEMPLATE_TEXTS.emptyTitle}
    >
      {FOLDER_TEMPLATES.map((template) => {
        const Icon = ICONS[template.id];
        return (
          <li key={template.id}>
            <button
              type="button"
              aria-label={TEMPLATE_TEXTS.start(template.name)}
              aria-busy={starting === template.id || undefined}
              disabled={starting !== null}
              onClick={() => void start(template.id)}
              className="flex h-full w-full items-start gap-3 rounded-lg border bg-card p-3 text-left text-sm shadow-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <span className="grid gap-0.5">
                <span className="font-medium">{template.name}</span>
                <span className="text-xs text-muted-foreground">
                  {starting === template.id ? TEMPLATE_TEXTS.starting : template.summary}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
