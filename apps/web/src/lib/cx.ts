/**
 * cx joins class names as they are (clsx), without resolving Tailwind conflicts: for class lists that never fight
 * (a look plus margins or state variants). Where a caller's classes may override the component's, use cn
 * (tailwind-merge, about 8 KB gzipped, kept off the first load).
 */
export { clsx as cx } from 'clsx';
