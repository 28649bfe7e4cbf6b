import { useState, type ReactNode } from 'react';
import { Icon, useStrings } from '@vocedocs/theme';
import type { JsonValue, SchemaNode, SchemaProperty } from '../types';
import { Description } from './Description';
import { Tabs } from './Tabs';

const scalar = (v: JsonValue | undefined): v is string | number | boolean | null => v === null || (v !== undefined && typeof v !== 'object');

/** Whether a schema has anything to unfold: properties, items with children, a union, an allOf, a not. */
function hasChildren(s: SchemaNode): boolean {
  if (s.circular || s.truncated) return false;
  return !!(s.properties?.length || typeof s.additionalProperties === 'object' || (s.items && hasChildren(s.items)) || s.oneOf || s.anyOf || s.allOf || s.not);
}

/** One labelled fact of a schema or parameter: "Default: 20". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="voce-api-schema__fact">
      <span className="voce-api-schema__key">{label}:</span> {children}
    </div>
  );
}

/** Values as chips: strings bare, the rest as JSON. */
export function Chips({ values }: { values: JsonValue[] }) {
  return values.map((v, i) => <code key={i} className="voce-api-chip">{typeof v === 'string' ? v : JSON.stringify(v)}</code>);
}

/** The head of a schema: its type, component name and flags (read-only, write-only, nullable, deprecated). */
export function SchemaType({ s }: { s: SchemaNode }) {
  const t = useStrings();
  const array = s.type === 'array' || (!s.type && !!s.items);
  return (
    <>
      <span className="voce-api-type">{s.label}</span>
      {s.refName && !array && !s.circular ? <span className="voce-api-ref">{s.refName}</span> : null}
      {s.readOnly ? <span className="voce-api-flag voce-api-flag--ro">{t('api.schema.readOnly', 'read-only')}</span> : null}
      {s.writeOnly ? <span className="voce-api-flag voce-api-flag--wo">{t('api.schema.writeOnly', 'write-only')}</span> : null}
      {s.nullable || s.type === 'null' ? <span className="voce-api-flag">{t('api.schema.nullable', 'nullable')}</span> : null}
      {s.deprecated ? <span className="voce-api-flag voce-api-flag--deprecated">{t('api.deprecated', 'deprecated')}</span> : null}
    </>
  );
}

/** What a schema says besides its children: description, enum, default, example, constraints. */
export function SchemaFacts({ s }: { s: SchemaNode }) {
  const t = useStrings();
  // The constraints in words: ≥ 1, length ≤ 64, unique items.
  const limits: string[] = [];
  if (s.minimum !== undefined) limits.push(`${s.exclusiveMinimum ? '>' : '≥'} ${s.minimum}`);
  if (s.maximum !== undefined) limits.push(`${s.exclusiveMaximum ? '<' : '≤'} ${s.maximum}`);
  if (s.multipleOf !== undefined) limits.push(t('api.schema.multipleOf', 'multiple of {n}', { n: s.multipleOf }));
  if (s.minLength !== undefined) limits.push(t('api.schema.minLength', 'length ≥ {n}', { n: s.minLength }));
  if (s.maxLength !== undefined) limits.push(t('api.schema.maxLength', 'length ≤ {n}', { n: s.maxLength }));
  if (s.minItems !== undefined) limits.push(t('api.schema.minItems', 'items ≥ {n}', { n: s.minItems }));
  if (s.maxItems !== undefined) limits.push(t('api.schema.maxItems', 'items ≤ {n}', { n: s.maxItems }));
  if (s.uniqueItems) limits.push(t('api.schema.uniqueItems', 'unique items'));
  if (s.minProperties !== undefined) limits.push(t('api.schema.minProperties', 'properties ≥ {n}', { n: s.minProperties }));
  if (s.maxProperties !== undefined) limits.push(t('api.schema.maxProperties', 'properties ≤ {n}', { n: s.maxProperties }));
  const items = s.type === 'array' ? s.items : undefined;
  const enumValues = s.enum ?? (items?.enum && !hasChildren(items) ? items.enum : undefined);
  return (
    <>
      <Description text={s.description} className="voce-api-schema__desc" />
      {s.circular ? <p className="voce-api-schema__note">{t('api.schema.circular', 'Circular reference to {name}; see above.', { name: s.circular })}</p> : null}
      {s.truncated ? <p className="voce-api-schema__note">{t('api.schema.truncated', 'Left out: the schema is too large to show in full.')}</p> : null}
      {enumValues?.length ? <Fact label={t('api.schema.enum', 'Allowed values')}><Chips values={enumValues} /></Fact> : null}
      {s.default !== undefined ? <Fact label={t('api.schema.default', 'Default')}><code className="voce-api-chip">{JSON.stringify(s.default)}</code></Fact> : null}
      {scalar(s.example) && !s.enum ? <Fact label={t('api.example', 'Example')}><code className="voce-api-chip">{JSON.stringify(s.example)}</code></Fact> : null}
      {limits.length || s.pattern ? (
        <Fact label={t('api.schema.constraints', 'Constraints')}>
          {limits.map((c) => <span key={c} className="voce-api-chip">{c}</span>)}
          {s.pattern ? <code className="voce-api-chip">{`/${s.pattern}/`}</code> : null}
        </Fact>
      ) : null}
    </>
  );
}

/** A property (or a response header): name, type, flags and facts; its children unfold on a click. */
export function PropertyRow({ prop, depth, label }: { prop: SchemaProperty; depth: number; label?: string }) {
  const t = useStrings();
  const s = prop.schema;
  const expandable = hasChildren(s);
  const [open, setOpen] = useState(depth === 0);
  const name = label ? <span className="voce-api-prop__extra">{label}</span> : <code className="voce-api-prop__name">{prop.name}</code>;
  return (
    <li className={s.deprecated ? 'voce-api-prop voce-api-prop--deprecated' : 'voce-api-prop'}>
      <div className="voce-api-prop__head">
        {expandable ? (
          <button type="button" className="voce-api-prop__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
            <Icon name="chevronRight" size={14} className="voce-api-caret" />
            {name}
          </button>
        ) : (
          <span className="voce-api-prop__leaf">{name}</span>
        )}
        <SchemaType s={s} />
        {prop.required ? <span className="voce-api-required">{t('api.required', 'required')}</span> : null}
      </div>
      <div className="voce-api-prop__body">
        <SchemaFacts s={s} />
        {expandable && open ? (
          <div className="voce-api-prop__children">
            <SchemaChildren schema={s} depth={depth + 1} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Variants({ s, depth }: { s: SchemaNode; depth: number }) {
  const t = useStrings();
  const list = (s.oneOf ?? s.anyOf)!;
  const word = s.oneOf ? t('api.schema.oneOf', 'One of') : t('api.schema.anyOf', 'Any of');
  const labels = list.map((v, i) => v.variant ?? t('api.schema.option', 'Option {n}', { n: i + 1 }));
  return (
    <div className="voce-api-variants">
      <div className="voce-api-variants__head">
        <span className="voce-api-variants__word">{word}</span>
        {s.discriminator ? (
          <span className="voce-api-variants__disc">
            {t('api.schema.discriminator', 'Discriminator')}: <code>{s.discriminator.propertyName}</code>
          </span>
        ) : null}
      </div>
      <Tabs labels={labels} label={word}>
        {(i) => <SchemaBlock s={list[i]} depth={depth} className="voce-api-variant" head="voce-api-variant__type" />}
      </Tabs>
    </div>
  );
}

/** A schema in full: a head line (children, then the type), the facts, the children. */
function SchemaBlock({ s, depth, className, head, children }: { s: SchemaNode; depth: number; className?: string; head?: string; children?: ReactNode }) {
  return (
    <div className={className}>
      <div className={head}>
        {children}
        <SchemaType s={s} />
      </div>
      <SchemaFacts s={s} />
      <SchemaChildren schema={s} depth={depth} />
    </div>
  );
}

/** The children of a schema: properties, array items, union variants, allOf members, not. */
export function SchemaChildren({ schema: s, depth }: { schema: SchemaNode; depth: number }) {
  const t = useStrings();
  if (s.circular || s.truncated) return null;
  const extra = typeof s.additionalProperties === 'object' ? s.additionalProperties : null;
  const items = s.items;
  return (
    <>
      {s.properties?.length || extra ? (
        <ul className="voce-api-props">
          {s.properties?.map((p) => <PropertyRow key={p.name} prop={p} depth={depth} />)}
          {extra ? <PropertyRow prop={{ name: '*', required: false, schema: extra }} depth={depth} label={t('api.schema.additional', 'additional properties')} /> : null}
        </ul>
      ) : null}
      {items && hasChildren(items) ? (
        <SchemaBlock s={items} depth={depth} className="voce-api-items" head="voce-api-items__head">
          <span className="voce-api-schema__key">{t('api.schema.items', 'Array items')}:</span>{' '}
        </SchemaBlock>
      ) : null}
      {s.oneOf?.length || s.anyOf?.length ? <Variants s={s} depth={depth} /> : null}
      {s.allOf?.length ? (
        <div className="voce-api-allof">
          <div className="voce-api-variants__word">{t('api.schema.allOf', 'All of')}</div>
          <ol>
            {s.allOf.map((p, i) => (
              <li key={i}>
                <SchemaBlock s={p} depth={depth} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {s.not ? <Fact label={t('api.schema.not', 'Must not match')}><SchemaType s={s.not} /></Fact> : null}
    </>
  );
}

/**
 * An expandable schema tree: the root's type and facts, then its
 * properties (name, type, required marker, flags, description, enum,
 * default, constraints); nested objects unfold one level at a time, unions
 * show one tab per variant (labelled by discriminator value), circular
 * references are named rather than repeated.
 */
export function SchemaTree({ schema }: { schema: SchemaNode }) {
  return <SchemaBlock s={schema} depth={0} className="voce-api-schema" head="voce-api-schema__root" />;
}
