import { Body } from '@vocedocs/theme';
import type { ApiText } from '../types';

/** A description of the spec, as the Go stage rendered it; nothing when it is empty. */
export function Description({ text, className }: { text: ApiText | undefined; className?: string }) {
  if (!text?.length) return null;
  return (
    <div className={className ? `voce-markdown voce-md ${className}` : 'voce-markdown voce-md'}>
      <Body nodes={text} />
    </div>
  );
}
