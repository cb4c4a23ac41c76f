/** The Table tab: every item of the folder as a row. */
export function FolderTablePage({ folderId }: { folderId: string }) {
  return <div className="mx-auto grid gap-4 px-4 py-8" data-folder-id={folderId} />;
}
