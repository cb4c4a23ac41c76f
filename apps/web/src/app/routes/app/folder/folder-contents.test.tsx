import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FOLDER_TEXTS } from '@shortlist/contracts';
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
