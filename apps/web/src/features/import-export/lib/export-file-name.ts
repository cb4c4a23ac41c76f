/** The file name of a folder's export, as the server names it: letters, digits and dashes, never empty. */
export function exportFileName(name: string, extension: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${base || 'folder'}.${extension}`;
}
