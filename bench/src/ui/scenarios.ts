/// <reference lib="dom" />
/**
 * The measured interactions, each on the screen a person would use: samples in ms, or NotFound when the screen
 * or its control is not there (reported, not failed).
 */
import type { Page } from 'playwright-core';
import {
  ACTIVITY_TEXTS,
  DECIDE_TEXTS,
  ITEM_DETAIL_TEXTS,
  ITEM_TEXTS,
} from '../../../packages/contracts/src/index';
import { found, inputToPaint, NotFound, recordFirstContent, type Shown } from './measure';
import { longestTaskCpu } from './main-thread';
import { profiled } from './profile';
import type { UiSeeded } from './seed';

/** The tab bar's names (web-only texts; the issue fixes the five views). */
const TABS = {
  items: ACTIVITY_TEXTS.itemsTab,
  table: 'Table',
  decide: DECIDE_TEXTS.tab,
  activity: ACTIVITY_TEXTS.tab,
};
const GRID = '[role="grid"][aria-label="Items table"]';
/** What each view shows first once it has content. */
const VIEW_CONTENT: Record<keyof typeof TABS, Shown> = {
  items: { selector: 'a, button', text: ITEM_TEXTS.viewItem },
  table: { selector: `${GRID} [role="row"][aria-rowindex="2"]` },
  decide: { selector: `section[aria-label="${DECIDE_TEXTS.ranking}"]`, path: '/decide' },
  activity: { selector: 'h1, h2', text: ACTIVITY_TEXTS.title, path: '/activity' },
};

const itemUrl = (s: UiSeeded, n: number) => `/app/folder/${s.folderId}/item/${s.itemIds[n]}`;

async function openItem(page: Page, s: UiSeeded, n: number) {
  await page.goto(itemUrl(s, n));
  await found(page.getByRole('heading', { level: 1 }), 'the item page', 30_000);
}

export type Scenario = (page: Page, s: UiSeeded, samples: number) => Promise<number[]>;

/** Stars on the item page: each click sets another rating. */
export const rating: Scenario = async (page, s, samples) => {
  await openItem(page, s, 0);
  const out: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const n = (i % 9) + 1;
    const star = await found(
      page.getByRole('radio', { name: ITEM_TEXTS.ratingStar(n), exact: true }),
      'stars',
    );
    if ((await star.getAttribute('aria-checked')) === 'true') continue;
    const label = ITEM_TEXTS.ratingStar(n).replace(/"/g, '\\"');
    out.push(
      await inputToPaint(
        page,
        'rating',
        { selector: `[role="radio"][aria-label="${label}"]`, attr: ['aria-checked', 'true'] },
        () => star.click(),
      ),
    );
    await page.waitForTimeout(150);
  }
  return out;
};

/** A note added on the item page: from Save Note to the note in the list. */
export const note: Scenario = async (page, s, samples) => {
  await openItem(page, s, 1);
  const out: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    await (await found(page.getByRole('button', { name: ITEM_DETAIL_TEXTS.addNote }), 'Add Note')).click();
    const form = page.getByRole('form', { name: ITEM_DETAIL_TEXTS.addNote });
    const title = `Bench note ${Date.now()}-${i}`;
    await (
      await found(form.getByRole('textbox', { name: ITEM_DETAIL_TEXTS.noteTitle }), 'note title')
    ).fill(title);
    const save = form.getByRole('button', { name: ITEM_DETAIL_TEXTS.saveNote });
    out.push(await inputToPaint(page, 'note', { selector: 'main', text: title }, () => save.click()));
    await page.waitForTimeout(300);
  }
  return out;
};

/** A next step added on the item page (Enter in its box), then ticked: both until they show. */
export async function steps(page: Page, s: UiSeeded, samples: number) {
  await openItem(page, s, 2);
  const added: number[] = [];
  const ticked: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const form = page.getByRole('form', { name: ITEM_DETAIL_TEXTS.addStep });
    const box = await found(form.getByRole('textbox', { name: ITEM_DETAIL_TEXTS.stepText }), 'step box');
    const text = `Bench step ${Date.now()}-${i}`;
    await box.fill(text);
    const done = ITEM_DETAIL_TEXTS.toggleStep(text);
    added.push(
      await inputToPaint(page, 'step', { selector: `[aria-label="${done}"]` }, () => box.press('Enter')),
    );
    // the step's own id comes with the server's answer; its tick is offered then
    await page.waitForTimeout(400);
    const tick = page.getByRole('checkbox', { name: done, exact: true });
    ticked.push(
      await inputToPaint(
        page,
        'step tick',
        { selector: `[aria-label="${done}"]`, attr: ['aria-checked', 'true'] },
        () => tick.click(),
      ),
    );
    await page.waitForTimeout(300);
  }
  return { added, ticked };
}

/** A criterion's weight on Decide, one arrow key at a time. */
export const weight: Scenario = async (page, s, samples) => {
  await page.goto(`/app/folder/${s.folderId}/decide`);
  const control = await found(
    page.getByRole('slider', { name: new RegExp(`^${DECIDE_TEXTS.weight}: `) }).first(),
    `"${DECIDE_TEXTS.weight}: <criterion>"`,
    30_000,
  );
  await control.evaluate((el) => el.setAttribute('data-bench-target', ''));
  const out: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const now = Number(
      await control.evaluate((el) => el.getAttribute('aria-valuenow') ?? (el as HTMLInputElement).value),
    );
    const key = now >= 10 ? 'ArrowLeft' : 'ArrowRight';
    const next = String(key === 'ArrowLeft' ? now - 1 : now + 1);
    await control.focus();
    out.push(
      await inputToPaint(page, 'weight', { selector: '[data-bench-target]', value: next }, () =>
        page.keyboard.press(key),
      ),
    );
    await page.waitForTimeout(250);
  }
  return out;
};

/** The first row's cell under the column whose header starts with `name`, in the 500-item folder's table. */
async function tableCell(page: Page, s: UiSeeded, name: string) {
  await page.goto(`/app/folder/${s.folderId}/table`);
  const grid = await found(page.locator(GRID), 'the Items table', 30_000);
  const headers = await grid.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((h) => h.trim().startsWith(name));
  if (column < 0) throw new NotFound(`a "${name}" column`);
  const selector = `${GRID} [role="row"][aria-rowindex="2"] [aria-colindex="${column + 1}"]`;
  return { cell: page.locator(selector), selector };
}

/** A price typed into a table cell: from Enter to the new price in the cell. */
export const tableCellEdit: Scenario = async (page, s, samples) => {
  const { cell, selector } = await tableCell(page, s, ITEM_TEXTS.sortPrice);
  const out: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    await cell.dblclick();
    const input = await found(cell.locator('input'), 'the price editor');
    const price = String(7000 + i * 111);
    await input.fill(price);
    out.push(
      await inputToPaint(page, 'table cell', { selector, digits: price, without: 'input' }, () =>
        input.press('Enter'),
      ),
    );
    await page.waitForTimeout(300);
  }
  return out;
};

/** An item's status chosen in its table cell: from the option to the status in the cell. */
export const status: Scenario = async (page, s, samples) => {
  const { cell, selector } = await tableCell(page, s, DECIDE_TEXTS.status);
  await cell.click();
  const out: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    // Enter on the active cell opens its editor with the list still closed (a double click on the cell that is
    // already active opens the list too, which hides the trigger from the accessibility tree); a pick leaves the
    // cell active and focused
    await page.keyboard.press('Enter');
    const trigger = await found(cell.getByRole('combobox'), 'the status editor', 15_000);
    const current = (await trigger.textContent())?.trim() ?? '';
    await trigger.click();
    const options = page.getByRole('option');
    await found(options, 'the status options');
    const names = (await options.allTextContents()).map((t) => t.trim());
    const label = names.find((n) => n !== current && n !== '');
    if (!label) throw new NotFound('another status');
    const option = page.getByRole('option', { name: label, exact: true });
    // the next sample starts once this one's save is answered, as a person's next pick would
    const saved = page.waitForResponse((r) => r.url().endsWith('/status') && r.request().method() !== 'GET');
    out.push(
      await inputToPaint(page, 'status', { selector, text: label, without: '[role="combobox"]' }, () =>
        option.click(),
      ),
    );
    await saved;
    await page.waitForTimeout(300);
  }
  return out;
};

/**
 * The 500-item folder opened by URL: navigation start to the first item card painted (in a tab of its own,
 * whose every document watches for the card).
 */
export const folderOpen: Scenario = async (main, s, samples) => {
  const page = await main.context().newPage();
  try {
    await recordFirstContent(page, VIEW_CONTENT.items);
    const out: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      await page.goto(`/app/folder/${s.folderId}`);
      await page.waitForFunction(() => window.__firstContent !== undefined, null, { timeout: 30_000 });
      out.push(await page.evaluate(() => window.__firstContent!));
    }
    return out;
  } finally {
    await page.close();
  }
};

/** From My Folders, a click on the folder to its first item card painted (in the app, no page load). */
export const folderFromList: Scenario = async (page, s, samples) => {
  const out: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    await page.goto('/app');
    const link = await found(
      page.getByRole('article', { name: s.folderName }).getByRole('link'),
      'the folder on My Folders',
      30_000,
    );
    out.push(
      await inputToPaint(page, 'folder open', { ...VIEW_CONTENT.items, path: s.folderId }, () =>
        link.click(),
      ),
    );
  }
  return out;
};

/** Items -> Table -> Decide -> Activity -> Items by the tab bar, each until the view's content is painted. */
export const tabSwitch: Scenario = async (page, s, rounds) => {
  await page.goto(`/app/folder/${s.folderId}`);
  const bar = await found(page.getByRole('navigation', { name: 'Folder views' }), 'the tab bar', 30_000);
  const order: Array<keyof typeof TABS> = ['table', 'decide', 'activity', 'items'];
  const out: number[] = [];
  for (let r = 0; r < rounds; r += 1)
    for (const tab of order) {
      const link = bar.getByRole('link', { name: new RegExp(`^${TABS[tab]}`) });
      await found(link, `the ${TABS[tab]} tab`);
      out.push(await inputToPaint(page, `${tab} tab`, VIEW_CONTENT[tab], () => link.click()));
      await page.waitForTimeout(200);
    }
  return out;
};

/**
 * The 5,000-row table scrolled down and back at a steady pace (a frame at a time) and flung to its end: the
 * longest task Chromium reports meanwhile (long tasks are those over 50 ms; none reads as 0), and the CPU time
 * of the longest task (main-thread.ts).
 */
export async function tableScroll(
  page: Page,
  s: UiSeeded,
): Promise<{ longest: number; count: number; longestCpu: number }> {
  await page.goto(`/app/folder/${s.bigFolderId}/table`);
  await found(page.locator(`${GRID} [role="row"][aria-rowindex="2"]`), 'the 5,000-row table', 60_000);
  await page.waitForTimeout(500);
  if (process.env.UI_PROFILE) {
    const watched = await profiled(page, 'table-scroll', () => scrollAndWatch(page));
    return { ...watched, longestCpu: NaN };
  }
  const { result, longestCpu } = await longestTaskCpu(page, () => scrollAndWatch(page));
  return { ...result, longestCpu };
}

async function scrollAndWatch(page: Page): Promise<{ longest: number; count: number }> {
  return page.evaluate(async (gridSelector) => {
    const grid = document.querySelector(gridSelector)!;
    let box: Element | null = grid;
    while (box && box.scrollHeight <= box.clientHeight + 1) box = box.parentElement;
    const scroller = (box ?? document.scrollingElement!) as HTMLElement;
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push(e.duration);
    });
    observer.observe({ type: 'longtask' });
    const frames = (n: number, step: (i: number) => void) =>
      new Promise<void>((resolve) => {
        let i = 0;
        const next = () => {
          if (i >= n) return resolve();
          step(i);
          i += 1;
          requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      });
    await frames(180, () => (scroller.scrollTop += 150));
    await frames(1, () => (scroller.scrollTop = scroller.scrollHeight));
    await frames(30, () => undefined);
    await frames(120, () => (scroller.scrollTop -= 400));
    await frames(1, () => (scroller.scrollTop = 0));
    await frames(30, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    return { longest: Math.max(0, ...tasks), count: tasks.length };
  }, GRID);
}
