import { useEffect, useRef } from 'react';
import { loadWidget, type WidgetOptions } from './loadWidget';

/**
 * Loads the chat widget while mounted and removes it on unmount. The script
 * goes in once per mount: options changing later (a client navigation to
 * another locale) do not load it again. Renders nothing.
 */
export function ChatWidget({ options }: { options: WidgetOptions }) {
  const opts = useRef(options);
  useEffect(() => loadWidget(opts.current), []);
  return null;
}
