// The theme's icons: original line drawings on a 24×24 grid, one path each,
// drawn in currentColor so they follow the text around them.
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 6 6 6-6 6',
  language: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  code: 'm8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.3-4.3',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'm5 12 5 5 9-10',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  collapse: 'm11 17-5-5 5-5M18 17l-5-5 5-5',
  expand: 'm13 17 5-5-5-5M6 17l5-5-5-5',
  note: 'M5 4h10l4 4v12H5zM14 4v5h5M8 13h8M8 17h5',
  tip: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5M12 7.5v.5',
  warning: 'M12 4 2.5 20h19zM12 10v4M12 17v.5',
  danger: 'M8.2 3h7.6L21 8.2v7.6L15.8 21H8.2L3 15.8V8.2zM12 8v5M12 16v.5',
  file: 'M6 3h8l5 5v13H6zM13 3v6h6M9 13h6M9 17h4',
  folder: 'M3 6a1 1 0 0 1 1-1h5l2 2h8a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  'google-play': 'M5 3.5v17L19 12zM5 3.5l9.5 12M5 20.5l9.5-12',
  android: 'M4 18a8 8 0 0 1 16 0zM7.5 10.5 5.5 7M16.5 10.5l2-3.5M9 14.5h.01M15 14.5h.01',
  ios: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM10 5h4M11 19h2',
  desktop: 'M3 4h18v12H3zM8 20h8M12 16v4',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  enlarge: 'M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7',
} as const;

export type IconName = keyof typeof paths;

/**
 * A decorative icon: hidden from assistive technology, labelled by its
 * control. The stroke is styled once in base.css (.voce-icon) rather than
 * by five attributes on every icon: a page carries twenty or more icons.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `voce-icon ${className}` : 'voce-icon'} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
