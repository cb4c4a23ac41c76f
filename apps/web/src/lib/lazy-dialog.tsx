import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens (the shell budget): until then it renders nothing,
 * so neither the dialog nor what only it uses (Radix Dialog, react-hook-form, a form's zod schemas) is on the
 * page's cold load. Once opened it stays mounted, so closing animates and reopening is instant. `isOpen` says
 * when the props ask for it (default: `open`). `preload()` fetches the code early, e.g. on hover of the button.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [used, setUsed] = useState(false);
    const open = isOpen(props);
    if (open && !used) setUsed(true);
    if (!open && !used) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
