import { describe, expect, it } from 'vitest';
import { typeLabel } from '../typeLabel';
import { mergeAllOf } from '../mergeAllOf';
import { variantLabel } from '../variantLabel';
import { hasChildren } from '../hasChildren';
import type { SchemaNode } from '../../types';
import { operation } from '../../__tests__/helpers';

describe('typeLabel', () => {
  it.each<[SchemaNode, string]>([
    [{ type: 'string' }, 'string'],
    [{ type: 'integer', format: 'int64' }, 'integer(int64)'],
    [{ type: 'array', items: { type: 'string' } }, 'string[]'],
    [{ type: 'array', items: { refName: 'UserInfo', type: 'object' } }, 'UserInfo[]'],
    [{ type: 'array', items: { type: 'integer', format: 'int64' } }, 'integer(int64)[]'],
    [{ type: 'array', items: { circular: 'Category' } }, 'Category[]'],
    [{ type: 'array', items: { types: ['string', 'integer'] } }, '(string | integer)[]'],
    [{ type: 'object', additionalProperties: { type: 'number' } }, 'map<string, number>'],
    [{ types: ['string', 'integer'] }, 'string | integer'],
    [{ enum: ['circle'] }, 'string'],
    [{ oneOf: [{ refName: 'Cat' }, { refName: 'Dog' }] }, 'Cat | Dog'],
    [{ circular: 'Shape' }, 'Shape'],
    [{}, 'any'],
  ])('%j → %s', (s, want) => expect(typeLabel(s)).toBe(want));
});

describe('mergeAllOf', () => {
  it('folds the <Union>_<Variant> wrappers of the VoceChat spec into one object', () => {
    const login = operation('vocechat/login');
    const credential = login.requestBody!.content[0].schema!.properties![0].schema;
    const password = mergeAllOf(credential.anyOf![0]);
    expect(password.type).toBe('object');
    expect(password.refName).toBe('LoginCredential_LoginCredentialPassword');
    expect(password.description).toEqual([['p', {}, 'Login with email address and password.']]);
    expect(password.properties!.map((p) => [p.name, p.required])).toEqual([
      ['type', true],
      ['email', true],
      ['password', true],
    ]);
    expect(password.allOf).toBeUndefined();
  });

  it('applies a required list from a later member to an earlier property', () => {
    const shape = operation('shapes/replace-a-shape').requestBody!.content[0].schema!;
    const tagged = mergeAllOf(shape.properties!.find((p) => p.name === 'tagged')!.schema);
    expect(tagged.properties).toEqual([{ name: 'x', required: true, schema: { type: 'integer' } }]);
  });

  it('leaves an allOf with a non-object member as it is', () => {
    const s: SchemaNode = { allOf: [{ type: 'string' }, { minLength: 1 }] };
    expect(mergeAllOf(s)).toBe(s);
    const c: SchemaNode = { allOf: [{ circular: 'A' }, { type: 'object' }] };
    expect(mergeAllOf(c)).toBe(c);
  });
});

describe('variantLabel', () => {
  it('uses the discriminator mapping, then a one-value enum, then the name', () => {
    const disc = { propertyName: 'kind', mapping: { cat: 'Cat', dog: '#/components/schemas/Dog' } };
    expect(variantLabel({ refName: 'Cat' }, disc)).toBe('cat');
    expect(variantLabel({ refName: 'Dog' }, disc)).toBe('dog');
    expect(variantLabel({ type: 'object', properties: [{ name: 'kind', required: true, schema: { enum: ['bird'] } }] }, { propertyName: 'kind' })).toBe('bird');
    expect(variantLabel({ refName: 'Fish' })).toBe('Fish');
    expect(variantLabel({ title: 'A title', refName: 'X' })).toBe('A title');
    expect(variantLabel({ type: 'object' })).toBeNull();
  });
});

describe('hasChildren', () => {
  it('is true for objects, arrays of objects and unions, false for leaves and cycles', () => {
    expect(hasChildren({ type: 'object', properties: [{ name: 'a', required: false, schema: {} }] })).toBe(true);
    expect(hasChildren({ type: 'array', items: { type: 'object', properties: [{ name: 'a', required: false, schema: {} }] } })).toBe(true);
    expect(hasChildren({ type: 'array', items: { type: 'string' } })).toBe(false);
    expect(hasChildren({ anyOf: [{ type: 'string' }] })).toBe(true);
    expect(hasChildren({ circular: 'X' })).toBe(false);
    expect(hasChildren({ type: 'string' })).toBe(false);
  });
});
