/** Inline content of a Markdown block. */
export type Inline =
  | string
  | { t: 'code'; text: string }
  | { t: 'em' | 'strong' | 'del'; children: Inline[] }
  | { t: 'link'; href: string; children: Inline[] }
  | { t: 'br' };

/** A Markdown block. */
export type Block =
  | { t: 'p'; text: string }
  | { t: 'h'; level: number; text: string }
  | { t: 'code'; lang: string; text: string }
  | { t: 'list'; ordered: boolean; start: number; loose: boolean; items: Block[][] }
  | { t: 'quote'; children: Block[] }
  | { t: 'hr' };
