import {
  ITEM,
  ITEM_DETAIL_TEXTS,
  ITEM_TEXTS,
  type ItemDetail,
  MONEY_TEXTS,
  PRICE_INPUT_TEXTS,
  roleAllows,
  type UserRef,
} from '@shortlist/contracts';
import { CurrencySelect } from '@/components/currency-select';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { StarRating } from '@/components/ui/star-rating';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatDate, formatPrice } from '@/lib/format';
import { PrivateItemSwitch } from '@/components/private-item-switch';
import type { Draft } from '@/features/item-detail/lib/draft';
import { Muted, PendingBadge, Row } from './parts';
import { PrivateItemNotice } from './private-item-notice';

/** "Created by": the real creator (DESIGN §9), "You" for the viewer. */
export function creatorName(creator: UserRef | null, viewerId: string | undefined): string {
  if (!creator) return ITEM_TEXTS.unknownUser;
  if (creator.id === viewerId) return ITEM_TEXTS.you;
  return creator.fullName ?? creator.nickname ?? ITEM_TEXTS.unknownUser;
}

interface Props {
  item: ItemDetail;
  viewerId: string | undefined;
  draft: Draft | null;
  errors: Record<string, string>;
  onChange(patch: Partial<Draft>): void;
  /** Outside edit mode the stars save the viewer's rating at once; absent: the role may not rate. */
  onRate?: (rating: number) => void;
}

/** Basic Information: read-only in view mode, inputs with the spec's limits in edit mode. */
export function BasicInfoCard({ item, viewerId, draft, errors, onChange, onRate }: Props) {
  const price = formatPrice(item.priceCents, item.currency);
  const created = (
    <>
      <Row label={ITEM_TEXTS.category}>{item.categoryName}</Row>
      <Row label={ITEM_TEXTS.createdBy}>
        <span className="inline-flex items-center gap-2">
          <UserAvatar user={item.creator} />
          {creatorName(item.creator, viewerId)}
        </span>
      </Row>
      <Row label={ITEM_TEXTS.dateOfCreation}>
        <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
      </Row>
    </>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ITEM_TEXTS.basicInformation}</CardTitle>
      </CardHeader>
      <CardContent>
        {draft ? (
          <div className="grid gap-4">
            <FormField
              label={ITEM_TEXTS.name}
              required
              error={errors.name}
              counter={{ value: draft.name.length, max: ITEM.nameMax }}
            >
              <Input
                value={draft.name}
                maxLength={ITEM.nameMax}
                onChange={(e) => onChange({ name: e.target.value })}
              />
            </FormField>
            <FormField
              label={ITEM_TEXTS.description}
              error={errors.description}
              counter={{ value: draft.description.length, max: ITEM.descriptionMax }}
            >
              <Textarea
                value={draft.description}
                maxLength={ITEM.descriptionMax}
                onChange={(e) => onChange({ description: e.target.value })}
              />
            </FormField>
            <FormField label={ITEM_TEXTS.link} error={errors.sourceUrl}>
              <Input
                type="url"
                inputMode="url"
                placeholder={ITEM_TEXTS.linkPlaceholder}
                value={draft.sourceUrl}
                onChange={(e) => onChange({ sourceUrl: e.target.value })}
              />
            </FormField>
            <div className="flex items-start gap-2">
              <FormField className="flex-1" label={ITEM_TEXTS.price} error={errors.price}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={PRICE_INPUT_TEXTS.placeholder}
                  value={draft.price}
                  onChange={(e) => onChange({ price: e.target.value })}
                />
              </FormField>
              <FormField className="w-28" label={MONEY_TEXTS.currency} error={errors.currency}>
                <CurrencySelect value={draft.currency} onValueChange={(currency) => onChange({ currency })} />
              </FormField>
            </div>
            <div className="grid gap-1.5">
              <span className="flex items-center gap-2 text-sm font-medium">
                {ITEM_TEXTS.yourRating}
                {draft.rating !== (item.myRating ?? 0) && <PendingBadge />}
              </span>
              <StarRating value={draft.rating} onChange={(rating) => onChange({ rating })} />
            </div>
            {/* who sees the item is its creator's choice alone (the server refuses anyone else) */}
            {item.creator?.id === viewerId && roleAllows(item.myRole, 'edit') && (
              <div className="grid gap-1.5">
                {draft.isPrivate !== item.isPrivate && <PendingBadge />}
                <PrivateItemSwitch
                  checked={draft.isPrivate}
                  onCheckedChange={(isPrivate) => onChange({ isPrivate })}
                />
              </div>
            )}
            <dl className="divide-y border-t">{created}</dl>
          </div>
        ) : (
          <div className="grid gap-3">
            {item.isPrivate && <PrivateItemNotice item={item} />}
            <dl className="divide-y">
              <Row label={ITEM_TEXTS.name}>{item.name}</Row>
              <Row label={ITEM_TEXTS.description}>
                {item.description ? (
                  <span className="whitespace-pre-line">{item.description}</span>
                ) : (
                  <Muted>{ITEM_TEXTS.notSet}</Muted>
                )}
              </Row>
              <Row label={ITEM_TEXTS.link}>
                {item.sourceUrl ? (
                  <a
                    href={item.sourceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {item.sourceUrl}
                  </a>
                ) : (
                  <Muted>{ITEM_TEXTS.notSet}</Muted>
                )}
              </Row>
              <Row label={ITEM_TEXTS.sortPrice}>
                {price ? <span className="tabular-nums">{price}</span> : <Muted>{ITEM_TEXTS.noPrice}</Muted>}
              </Row>
              <Row label={ITEM_TEXTS.yourRating}>
                {onRate ? (
                  <StarRating value={item.myRating ?? 0} onChange={onRate} />
                ) : item.myRating !== null ? (
                  <span className="tabular-nums">{ITEM_TEXTS.rating(item.myRating)}</span>
                ) : (
                  <Muted>{ITEM_TEXTS.notRatedByYou}</Muted>
                )}
              </Row>
              {item.ratings.some((r) => r.user.id !== viewerId) && (
                <Row label={ITEM_DETAIL_TEXTS.everyonesRatings}>
                  <ul className="grid gap-1.5" aria-label={ITEM_DETAIL_TEXTS.everyonesRatings}>
                    {item.ratings.map((r) => (
                      <li key={r.user.id} className="flex items-center gap-2">
                        <UserAvatar user={r.user} />
                        <span className="min-w-0 flex-1 truncate">{creatorName(r.user, viewerId)}</span>
                        <span className="tabular-nums">{ITEM_TEXTS.rating(r.rating)}</span>
                      </li>
                    ))}
                  </ul>
                </Row>
              )}
              {created}
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
