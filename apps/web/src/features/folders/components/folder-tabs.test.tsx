import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderWithApp } from '@/testing/render';
import { FOLDER_VIEW_TEXTS as T } from '../lib/folder-view-texts';
import { FolderTabs } from './folder-tabs';

function renderTabs(path: string, counts: { itemCount?: number; unreadActivity?: number } = {}) {
  renderWithApp(<FolderTabs folderId="f1" compareSearch="?items=a,b&type=attributes" {...counts} />, {
    path,
  });
  return within(screen.getByRole('navigation', { name: T.tabsLabel }));
}

describe('FolderTabs', () => {
  it('links the five views, each to its own URL, the last comparison kept', () => {
    const tabs = renderTabs(paths.folder('f1'));
    expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      paths.folder('f1'),
      paths.folderTable('f1'),
      `${paths.folder('f1')}/compare?items=a,b&type=attributes`,
      paths.decide('f1'),
      paths.activity('f1'),
    ]);
  });

  it('marks the current view with aria-current, the Items tab only on its own URL', () => {
    const tabs = renderTabs(paths.decide('f1'));
    expect(tabs.getByRole('link', { name: T.decideTab })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: T.itemsTab })).not.toHaveAttribute('aria-current');
    expect(tabs.getAllByRole('link').filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it("shows the item count and what is new in the activity, in the tabs' names", () => {
    const tabs = renderTabs(paths.folder('f1'), { itemCount: 12, unreadActivity: 3 });
    expect(tabs.getByRole('link', { name: 'Items 12' })).toBeInTheDocument();
    expect(tabs.getByRole('link', { name: 'Activity 3 new' })).toBeInTheDocument();
  });

  it('shows no activity count when nothing is new', () => {
    const tabs = renderTabs(paths.folder('f1'), { itemCount: 0, unreadActivity: 0 });
    expect(tabs.getByRole('link', { name: T.activityTab })).toBeInTheDocument();
  });
});
