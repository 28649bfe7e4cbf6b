import { splitHighlight } from './highlight';

/** A highlighted value as text nodes and <mark> elements; never as HTML. */
export function Highlight({ value }: { value: string | null | undefined }) {
  return (
    <>
      {splitHighlight(value).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}
