import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';

/**
 * The open dialog named `name` (its title, as Radix wires it with aria-labelledby), checked for that accessible
 * name. `findByRole('dialog', { name })` computes the role and the name of every element of the page on every
 * try: over the category dialog's form that took more than 10 s on a loaded CI machine, and the test failed with
 * the dialog open. This looks at the dialogs alone.
 */
export async function findDialog(name: string): Promise<HTMLElement> {
  const dialog = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === name,
    );
    if (!found) throw new Error(`No dialog titled "${name}" is open`);
    return found;
  });
  expect(dialog).toHaveAccessibleName(name);
  return dialog;
}
