import { useState } from 'react';
import { Plus, Tags } from 'lucide-react';
import {
  CATEGORY,
  CATEGORY_TEXTS,
  FOLDER_TEXTS,
  ORGANISE_ERRORS,
  ORGANISE_SUCCESS,
  UPGRADE_TEXTS,
  type Category,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { SearchableList } from '@/components/searchable-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toaster';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { paths } from '@/config/paths';
import { PlanSelectionDialog } from '@/features/billing/components/plan-selection-dialog';
import { useDeleteCategory } from '@/features/categories/api/delete-category';
import { useCategories } from '@/features/categories/api/get-categories';
import { CategoryCard } from '@/features/categories/components/category-card';
import { CategoryDialog } from '@/features/categories/components/category-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { matchesSearch } from '@/lib/format';

/** /app/categories: the category grid, search, create / edit / delete, and the Basic plan's one-category gate. */
export default function CategoriesRoute() {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useCategories();
  const deleteCategory = useDeleteCategory();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [plansOpen, setPlansOpen] = useState(false);

  const categories = data?.categories ?? [];
  const owned = categories.filter((c) => c.isOwned).length;
  const shown = categories.filter((c) => matchesSearch(search, c.name, c.description));

  const startCreate = () => {
    if (!user?.isPremium && owned >= CATEGORY.basicPlanMax) setUpgradeOpen(true);
    else setEditing(null);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{CATEGORY_TEXTS.title}</h1>
          <p className="text-sm text-muted-foreground">{CATEGORY_TEXTS.subtitle}</p>
        </div>
        <Button onClick={startCreate}>
          <Plus aria-hidden />
          {CATEGORY_TEXTS.create}
        </Button>
      </div>
      <SearchInput
        className="max-w-md"
        placeholder={CATEGORY_TEXTS.search}
        value={search}
        onValueChange={setSearch}
      />

      <SearchableList
        loading={isLoading}
        loadingLabel={CATEGORY_TEXTS.loading}
        loadError={
          error && !data
            ? {
                title: CATEGORY_TEXTS.loadError,
                message: errorMessage(error),
                retryLabel: FOLDER_TEXTS.tryAgain,
                onRetry: () => void mutate(),
              }
            : null
        }
        empty={shown.length === 0}
        searching={!!search.trim()}
        noMatch={{ title: CATEGORY_TEXTS.noMatchTitle, description: CATEGORY_TEXTS.noMatchDescription }}
        emptyState={
          <EmptyState
            icon={<Tags />}
            title={CATEGORY_TEXTS.emptyTitle}
            description={CATEGORY_TEXTS.emptyDescription}
            action={
              <Button onClick={startCreate}>
                <Plus aria-hidden />
                {CATEGORY_TEXTS.create}
              </Button>
            }
          />
        }
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((category) => (
            <li key={category.id}>
              <CategoryCard
                category={category}
                onEdit={() => setEditing(category)}
                onDelete={() => setDeleting(category)}
              />
            </li>
          ))}
        </ul>
      </SearchableList>

      <CategoryDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        category={editing ?? null}
        onPremiumRequired={() => setUpgradeOpen(true)}
      />
      <UpgradePromptDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        feature={UPGRADE_TEXTS.unlimitedCategories}
        description={ORGANISE_ERRORS.premiumCategories}
        onUpgrade={() => setPlansOpen(true)}
      />
      <PlanSelectionDialog open={plansOpen} onOpenChange={setPlansOpen} returnUrl={paths.categories} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={CATEGORY_TEXTS.deleteTitle}
        description={deleting ? CATEGORY_TEXTS.deleteDescription(deleting.name) : ''}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteCategory(deleting.id);
            toast.success(ORGANISE_SUCCESS.categoryDeleted);
          } catch (err) {
            toast.error(errorMessage(err));
          }
        }}
      />
    </div>
  );
}
