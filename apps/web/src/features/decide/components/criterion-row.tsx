import { SlidersHorizontal } from 'lucide-react';
import { type Criterion, type CriterionSettings, DECIDE_TEXTS as T } from '@shortlist/contracts';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { CriterionSettingsForm } from './criterion-settings-form';
import { PreferenceIcon } from './preference-icon';
import { WeightSlider } from './weight-slider';

/**
 * One criterion in one line: which way it counts, its name and unit, its weight. An editor opens its settings
 * from its name, in a popover over the page (the rows below stay where they are).
 */
export function CriterionRow({
  criterion: c,
  unit,
  weight,
  weightEditable,
  onWeight,
  settings,
}: {
  criterion: Criterion;
  /** What its values are counted in ("m2", the folder's currency for the price); null: nothing to say. */
  unit: string | null;
  weight: number;
  weightEditable: boolean;
  onWeight(value: number): void;
  /** For editors: the settings' edits and "save now". */
  settings?: { onEdit(settings: CriterionSettings): void; onSave(): void; formKey: number };
}) {
  const name = (
    <>
      {c.label}
      {unit && <span className="text-muted-foreground"> ({unit})</span>}
    </>
  );
  return (
    <li className="grid grid-cols-[1rem_minmax(0,1fr)_minmax(5rem,9rem)_2rem] items-center gap-x-2 py-1 text-sm sm:grid-cols-[1rem_minmax(0,1fr)_minmax(8rem,14rem)_2rem]">
      <PreferenceIcon criterion={c} />
      {settings ? (
        <Popover>
          <PopoverTrigger className="group flex min-h-6 min-w-0 items-center gap-1 rounded-sm text-left break-words hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <span className="sr-only">{T.criterionSettings('')}</span>
            <span className="min-w-0">{name}</span>
            <SlidersHorizontal
              className="size-3.5 shrink-0 text-muted-foreground group-hover:text-foreground"
              aria-hidden
            />
          </PopoverTrigger>
          {/* the popover is a dialog: it carries the name of the form inside */}
          <PopoverContent align="start" className="w-80" aria-label={T.criterionSettings(c.label)}>
            <CriterionSettingsForm
              key={settings.formKey}
              criterion={c}
              onEdit={settings.onEdit}
              onSave={settings.onSave}
            />
          </PopoverContent>
        </Popover>
      ) : (
        <span className="min-w-0 break-words">{name}</span>
      )}
      <WeightSlider
        value={weight}
        label={`${T.weight}: ${c.label}`}
        disabled={!weightEditable}
        onChange={onWeight}
      />
      <span className="text-right tabular-nums">{Number(weight.toFixed(1))}</span>
    </li>
  );
}
