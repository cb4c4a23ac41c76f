/*
 * When the signed-in shell's extras (the live stream, the bell, the profile menu: lazy chunks, components/after-commit)
 * may load on a cold page load. By default right after the shell's first commit. A page whose
 * first screen waits on its data can hold them until that data is on screen (My Folders): loaded
 * beside the page's answer, their seven chunk requests, compiles and renders landed in the same half second as the
 * cards' render, lengthening its tasks and counting in Lighthouse's largest paint and blocking time.
 *
 * Only the page load's first hold counts: once the extras have been let through, they stay mounted and later holds
 * change nothing.
 */

/** The longest a hold keeps the extras back, should the page never say its data is shown (ms). */
export const SHELL_EXTRAS_HOLD_LIMIT_MS = 4000;

let gate: Promise<void> | null = null;
let open: (() => void) | null = null;
let passed = false;

/** Keeps the extras back until `releaseShellExtras()` (or the limit); called before the page's first render. */
export function holdShellExtras(): void {
  if (passed || gate) return;
  gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  setTimeout(releaseShellExtras, SHELL_EXTRAS_HOLD_LIMIT_MS);
}

/**
 * Lets the extras load, once the browser has painted what the page just committed (a frame, then a task of their
 * own), so that their work never joins the commit's task.
 */
export function releaseShellExtras(): void {
  const resolve = open;
  if (!resolve) return;
  open = null;
  requestAnimationFrame(() => setTimeout(resolve, 0));
}

/** Resolves when the extras may load: at once unless a page holds them. */
export function shellExtrasMayLoad(): Promise<void> {
  passed = true;
  return gate ?? Promise.resolve();
}
