/** Texts of the folder templates, the getting-started checklist and Add Item without a category. */
export const TEMPLATE_TEXTS = {
  emptyTitle: 'Start with a template',
  emptyHint:
    'A template makes a category (what you compare, with units and which value is better) and a folder for it. Change anything later.',
  start: (name: string) => `Start: ${name}`,
  startBlank: 'Start blank',
  starting: 'Setting it up...',
  started: (folder: string) => `${folder} is ready. Add your first item.`,
  whyCategory:
    'A category says what you compare: the attributes every item has (area, rooms, a balcony...), their units and which value is better. Start from a template, or make your own.',
  orTemplate: 'Or start from a template',
  checklistTitle: 'Getting started',
  checklistProgress: (done: number, total: number) => `${done} of ${total} done`,
  done: 'done',
  steps: {
    add: 'Add two items',
    rate: 'Rate them',
    decide: 'Compare them or open Decide',
  },
  stepAddHint: (count: number) => `${count} of 2 added`,
  stepRateHint: (count: number) => `${count} of 2 rated by you`,
  openDecide: 'Decide',
  attributeCount: (n: number) => `${n} ${n === 1 ? 'attribute' : 'attributes'}`,
} as const;

/** Errors of starting from a template. */
export const TEMPLATE_ERRORS = {
  unknown: 'Choose one of the templates.',
} as const;
