import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';

/**
 * An SVG diagram that opens full size: drawn for a wide column, its labels
 * shrink to a few pixels on a phone, and the SVG itself can be zoomed.
 * A plain link to the file (not a route), so it works without scripts.
 */
export function Diagram({ src, alt, title, width, height }: { src: string; alt: string; title?: string; width?: number; height?: number }) {
  const t = useStrings();
  return (
    <a className="voce-diagram" href={src}>
      <img src={src} alt={alt} title={title} width={width} height={height} loading="lazy" decoding="async" />
      <span className="voce-diagram__hint">
        <Icon name="enlarge" size={14} />
        {t('theme.diagram.open', 'Open the diagram full size')}
      </span>
    </a>
  );
}
