/** Placeholder until the API reference lands. */
export function ApiIndexPage({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
