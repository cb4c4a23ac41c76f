/** A request the test lets through when it has looked at the screen in between: `await opened` in the handler. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
