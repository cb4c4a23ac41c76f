import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TabLink, TabLinks } from './tab-links';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the chosen panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="mine">
        <TabsList aria-label="Weights">
          <TabsTrigger value="mine">Mine</TabsTrigger>
          <TabsTrigger value="group">The group&apos;s</TabsTrigger>
        </TabsList>
        <TabsContent value="mine">My weights</TabsContent>
        <TabsContent value="group">Group weights</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('My weights');
    await user.click(screen.getByRole('tab', { name: 'Mine' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: "The group's" })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Group weights');
  });
});

describe('TabLinks', () => {
  function Bar({ at }: { at: string }) {
    return (
      <MemoryRouter initialEntries={[at]}>
        <TabLinks label="Folder views">
          <TabLink to="/app/folder/1" end count={12} countLabel="items">
            Items
          </TabLink>
          <TabLink to="/app/folder/1/table">Table</TabLink>
          <TabLink to="/app/folder/1/activity" count={3} countLabel="unread">
            Activity
          </TabLink>
        </TabLinks>
        <Routes>
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    );
  }

  it('is a labelled nav of links, the current page marked, counts read with what they count', async () => {
    const user = userEvent.setup();
    render(<Bar at="/app/folder/1/table" />);
    const nav = screen.getByRole('navigation', { name: 'Folder views' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Table' })).toHaveAttribute('aria-current', 'page');
    // `end`: the first tab is not current on the pages below its URL
    const items = screen.getByRole('link', { name: /^Items/ });
    expect(items).not.toHaveAttribute('aria-current');
    expect(items).toHaveAccessibleName('Items 12 items');
    await user.click(screen.getByRole('link', { name: /^Activity/ }));
    expect(screen.getByRole('link', { name: /^Activity/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Table' })).not.toHaveAttribute('aria-current');
  });
});
