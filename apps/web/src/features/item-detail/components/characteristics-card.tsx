import { formatAttributeValue, ITEM_TEXTS, type ItemDetail } from '@shortlist/contracts';
import { AttributeValueInput } from '@/components/attribute-value-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import type { Draft } from '@/features/item-detail/lib/draft';
import { Muted, PendingBadge, Row } from './parts';

/** Characteristics: the category's attributes with the item's values; editable in edit mode with each type's control, read with units. */
export function CharacteristicsCard({
  item,
  draft,
  errors,
  onChange,
}: {
  item: ItemDetail;
  draft: Draft | null;
  errors: Record<string, string>;
  onChange(patch: Partial<Draft>): void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ITEM_TEXTS.characteristics}</CardTitle>
      </CardHeader>
      <CardContent>
        {item.attributes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ITEM_TEXTS.noCharacteristics}</p>
        ) : draft ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {item.attributes.map((a) => {
              const value = draft.attributes[a.categoryAttributeId] ?? '';
              const set = (v: string) =>
                onChange({ attributes: { ...draft.attributes, [a.categoryAttributeId]: v } });
              return (
                <FormField
                  key={a.categoryAttributeId}
                  label={a.name}
                  required={a.isRequired}
                  error={errors[`attributes.${a.categoryAttributeId}`]}
                >
                  <AttributeValueInput attribute={a} value={value} onChange={set} />
                </FormField>
              );
            })}
          </div>
        ) : (
          <dl className="divide-y">
            {item.attributes.map((a) => (
              <Row key={a.categoryAttributeId} label={a.name}>
                {a.value ? (
                  <span className={a.attributeType === 'number' ? 'tabular-nums' : undefined}>
                    {formatAttributeValue(a, a.value)}
                  </span>
                ) : (
                  <Muted>{ITEM_TEXTS.notSet}</Muted>
                )}
              </Row>
            ))}
          </dl>
        )}
        {draft &&
          item.attributes.some(
            (a) => (draft.attributes[a.categoryAttributeId] ?? '').trim() !== (a.value ?? ''),
          ) && (
            <div className="mt-3">
              <PendingBadge />
            </div>
          )}
      </CardContent>
    </Card>
  );
}
