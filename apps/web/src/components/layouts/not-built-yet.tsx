/** Says plainly that a screen of a later release is not built yet (no fake UI). */
export function NotBuiltYet({ title, what }: { title: string; what: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{what} is not built yet; it arrives in a later release.</p>
    </div>
  );
}
