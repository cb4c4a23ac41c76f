import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLDER_TEXTS } from '@shortlist/contracts';
import { FOLDER_VIEW_TEXTS } from '@/features/folders/lib/folder-view-texts';
import { makeFolder } from '@/testing/organise-fixtures';
import { FolderContents } from './folder-contents';

function renderEmpty(onAddItem?: () => void) {
  render(
    <FolderContents
      subfolders={[]}
      items={[]}
      search=""
      sortControls={null}
      onAddItem={onAddItem}
      renderFolder={() => null}
      renderItem={() => null}
    />,
  );
}

describe('FolderContents, empty', () => {
  it('invites an editor to create a subfolder and add an item', () => {
    renderEmpty(() => {});
    expect(screen.getByText(FOLDER_TEXTS.noSubfoldersDescription)).toBeInTheDocument();
    expect(screen.getByText(FOLDER_TEXTS.noItemsDescription)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FOLDER_TEXTS.addItem })).toBeInTheDocument();
  });

  it('invites a viewer or rater to nothing their role cannot do', () => {
    renderEmpty();
    expect(screen.getByText(FOLDER_TEXTS.noSubfoldersTitle)).toBeInTheDocument();
    expect(screen.getByText(FOLDER_TEXTS.noItemsTitle)).toBeInTheDocument();
    expect(screen.queryByText(FOLDER_TEXTS.noSubfoldersDescription)).not.toBeInTheDocument();
    expect(screen.queryByText(FOLDER_TEXTS.noItemsDescription)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FOLDER_TEXTS.addItem })).not.toBeInTheDocument();
  });
});

describe('FolderContents, with subfolders', () => {
  const renderWith = (search: string) =>
    render(
      <FolderContents
        subfolders={[makeFolder({ name: 'Near the station' }), makeFolder({ name: 'Outside the walls' })]}
        items={[]}
        search={search}
        sortControls={null}
        renderFolder={(f) => f.name}
        renderItem={() => null}
      />,
    );

  it('folds the subfolder cards behind one toggle (a phone hides them until it opens)', async () => {
    renderWith('');
    const toggle = screen.getByRole('button', { name: FOLDER_VIEW_TEXTS.subfolderCount(2) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).toHaveClass('hidden', 'sm:grid');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('hidden');
  });

  it('shows the subfolders a search finds, without the toggle', () => {
    renderWith('station');
    expect(screen.queryByRole('button', { name: FOLDER_VIEW_TEXTS.subfolderCount(1) })).toBeNull();
    expect(screen.getByText('Near the station').closest('ul')).not.toHaveClass('hidden');
  });
});
